import type { ApiDocument, ApiOperation, HttpMethod, JsonSchemaObject } from '../api/api-docs';
import { HTTP_METHODS } from '../api/api-docs';
import { formatNumber } from './format';

// The API document in words for the developer page: each request field with its type, its limits and the rules its
// schema checks, in Korean. Pure: the page renders what this returns.

export interface FieldText {
  /** `note`, `rates[].productId` (nested fields of objects and lists of objects). */
  name: string;
  required: boolean;
  type: string;
  limits: string[];
}

export interface OperationText {
  method: string;
  path: string;
  operation: ApiOperation;
}

const typeNames: Record<string, string> = {
  string: '문자열',
  integer: '정수',
  number: '숫자',
  boolean: '참/거짓',
  object: '객체',
  array: '목록',
  null: 'null',
};

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The type of a schema in words: `문자열`, `정수`, `목록(파일)`, `다음 중 하나: A, B`, `정수 또는 null`. */
export function typeText(schema: JsonSchemaObject): string {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return [...new Set(options.map(typeText))].join(' 또는 ');
  if (schema.const !== undefined) return `${show(schema.const)} 고정`;
  if (schema.enum) return `다음 중 하나: ${schema.enum.map(show).join(', ')}`;
  if (schema.format === 'binary') return '파일';
  if (schema.type === 'array') return schema.items ? `목록(${typeText(schema.items)})` : '목록';
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return type.map((t) => typeNames[t] ?? t).join(' 또는 ') || '아무 값';
}

const range = (min: number | undefined, max: number | undefined, unit: string) => {
  if (min !== undefined && max !== undefined)
    return min === max ? `${formatNumber(min)}${unit}` : `${formatNumber(min)}~${formatNumber(max)}${unit}`;
  if (max !== undefined) return `최대 ${formatNumber(max)}${unit}`;
  return min !== undefined ? `최소 ${formatNumber(min)}${unit}` : undefined;
};

/** The limits and rules of a schema in words (ranges, lengths, counts, pattern, default, the checks' own messages). */
export function limitTexts(schema: JsonSchemaObject): string[] {
  const options = schema.anyOf ?? schema.oneOf;
  const own = options ? options.filter((o) => o.type !== 'null').flatMap(limitTexts) : [];
  const texts = [
    range(schema.minimum, schema.maximum, ''),
    range(schema.minLength, schema.maxLength, '자'),
    range(schema.minItems, schema.maxItems, '개'),
    schema.pattern ? `형식 ${schema.pattern}` : undefined,
    schema.default !== undefined && !(Array.isArray(schema.default) && schema.default.length === 0)
      ? `기본값 ${show(schema.default)}`
      : undefined,
    ...(schema.items && schema.items.type !== 'object' ? limitTexts(schema.items).map((t) => `각 항목 ${t}`) : []),
    ...(schema['x-rules'] ?? []),
  ];
  return [...new Set([...own, ...texts.filter((t): t is string => Boolean(t))])];
}

const objectOf = (schema: JsonSchemaObject): JsonSchemaObject | undefined => {
  if (schema.properties) return schema;
  if (schema.type === 'array' && schema.items?.properties) return schema.items;
  return (schema.anyOf ?? schema.oneOf)?.find((o) => o.properties);
};

/** The fields of an object schema, nested fields of objects (and of lists of objects) after their parent. */
export function fieldTexts(schema: JsonSchemaObject, prefix = ''): FieldText[] {
  const object = objectOf(schema);
  if (!object?.properties) return [];
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties).flatMap(([key, property]) => {
    const name = `${prefix}${key}`;
    const nested = objectOf(property);
    const field: FieldText = { name, required: required.has(key), type: typeText(property), limits: limitTexts(property) };
    if (!nested) return [field];
    const childPrefix = property.type === 'array' ? `${name}[].` : `${name}.`;
    return [field, ...fieldTexts(property, childPrefix)];
  });
}

/** The operations of the document by group, in the document's order; groups named as the document names them. */
export function operationsByGroup(document: ApiDocument): { id: string; name: string; operations: OperationText[] }[] {
  const groups = new Map<string, OperationText[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method as HttpMethod];
      if (!operation) continue;
      const group = operation.tags?.[0] ?? '기타';
      if (!groups.has(group)) groups.set(group, []);
      groups.get(group)!.push({ method: method.toUpperCase(), path, operation });
    }
  }
  const names = new Map((document.tags ?? []).map((t) => [t.name, t.description ?? t.name]));
  return [...groups].map(([id, operations]) => ({ id, name: names.get(id) ?? id, operations }));
}

/** A byte count as people read it: 16KB, 10MB, 100.3MB. */
export function bytesText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10)}MB`;
  if (bytes >= 1024) return `${formatNumber(Math.round(bytes / 1024))}KB`;
  return `${formatNumber(bytes)}B`;
}
