import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import type { JsonSchemaObject } from '../../api/api-docs';

// One request schema as JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1), by valibot's own converter.
//
// - typeMode 'output': a pipe is described from its last schema on. The request schemas take the wire's text and turn
//   it into values (`'20'` → 20, then `integer`, `minValue`, `maxValue`); the reader needs the value and its limits,
//   which live after the conversion. A multipart JSON part (text or a Blob, parsed, then checked) is so described by
//   the object it must hold.
// - errorMode 'ignore': what JSON Schema cannot say (a transform, a check written as a function) is left out, never a
//   crash; a check's own Korean message is kept instead under `x-rules`, so the reader still learns the rule.
// - A Blob or File is a binary part (`format: binary`), and the list of files a form field takes an array of them.

type Json = JsonSchema & Record<string, unknown>;

const BINARY = { type: 'string', format: 'binary' } as const;

interface SchemaLike {
  type: string;
  options?: readonly SchemaLike[];
}

const isFileSchema = (schema: SchemaLike): boolean => schema.type === 'blob' || schema.type === 'file';

/** A union holding a Blob (a file field: one file, the empty text a form sends, or a list of them). */
function fileField(schema: SchemaLike): Json | undefined {
  if (schema.type !== 'union' || !schema.options?.some(isFileSchema)) return undefined;
  const many = schema.options.some((o) => o.type === 'array');
  return many ? { type: 'array', items: { ...BINARY } } : { ...BINARY };
}

const config: ConversionConfig = {
  target: 'draft-2020-12',
  typeMode: 'output',
  errorMode: 'ignore',
  overrideSchema: ({ valibotSchema }) => {
    const schema = valibotSchema as SchemaLike;
    if (isFileSchema(schema)) return { ...BINARY };
    return fileField(schema);
  },
  overrideAction: ({ valibotAction, jsonSchema }) => {
    const action = valibotAction as { type: string; message?: unknown };
    if (action.type !== 'check' || typeof action.message !== 'string') return undefined;
    const rules = (jsonSchema as Json)['x-rules'];
    return { ...jsonSchema, 'x-rules': [...(Array.isArray(rules) ? rules : []), action.message] } as JsonSchema;
  },
};

/** The JSON Schema of a request schema, without its `$schema` line (the document names the dialect once). */
export function requestJsonSchema(schema: v.GenericSchema | v.GenericSchemaAsync): JsonSchemaObject {
  const { $schema: _dialect, ...json } = toJsonSchema(schema as v.GenericSchema, config) as Json;
  return json as JsonSchemaObject;
}
