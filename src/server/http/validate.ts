import type { Context, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import { pathChildId, pathId } from '../../api/schema/common';
import { ApiHttpError, badRequest, notFound, readJsonObject } from '.';
import { readMultipart } from './read-multipart';
import { tagValidator } from './validator-tags';

// Request validation: Hono's validator middleware runs the request schemas of src/api/schema, and the handler reads
// the typed result with `c.req.valid(target)`. Every refusal is 400 `{ code, message }` with the schema's Korean
// message naming the field; a path id that is not an id names no resource (404). Each validator is tagged with its target
// and schema (validator-tags.ts): the API document is generated from them.

type Schema = v.GenericSchema | v.GenericSchemaAsync;

async function parse<S extends Schema>(schema: S, value: unknown, refuse: (message: string) => ApiHttpError): Promise<v.InferOutput<S>> {
  const result = await v.safeParseAsync(schema, value);
  if (!result.success) throw refuse(result.issues[0]?.message || '입력한 내용을 다시 확인해 주세요.');
  return result.output;
}

/** Query parameters (a parameter sent twice arrives as a list). */
export const validQuery = <S extends Schema>(schema: S) =>
  tagValidator(
    validator('query', (value) => parse(schema, value, badRequest)),
    'query',
    schema,
  );

/** Path parameters. */
export const validParams = <S extends Schema>(schema: S) =>
  tagValidator(
    validator('param', (value) => parse(schema, value, badRequest)),
    'param',
    schema,
  );

/** `/:id` of a resource: a positive int32, or 404. */
export const validId = tagValidator(
  validator('param', (value) => parse(pathId, value, () => notFound())),
  'param',
  pathId,
);

/** `/:id/…/:childId`: both positive int32s, or 404. */
export const validChildId = tagValidator(
  validator('param', (value) => parse(pathChildId, value, () => notFound())),
  'param',
  pathChildId,
);

/** A JSON object body (malformed JSON or a non-object is 400 before the schema runs). */
export function validJson<S extends Schema>(schema: S) {
  const check = validator('json', (value) => parse(schema, value, badRequest));
  const middleware = (async (c: Context, next) => {
    await readJsonObject(c);
    return check(c, next);
  }) as MiddlewareHandler as typeof check;
  return tagValidator(middleware, 'json', schema);
}

/**
 * A JSON object body that may be left out (an empty body reads as `{}`, so the schema names what is missing): for
 * routes whose contract form has no body and ours asks for one (a reason), a legacy client gets the schema's message.
 */
export function validOptionalJson<S extends Schema>(schema: S) {
  // Hono's json validator, for its type only: routes read `c.req.valid('json')` as if it had run.
  const _typed = validator('json', (value) => parse(schema, value, badRequest));
  const middleware = (async (c: Context, next) => {
    const value = (await c.req.text()).trim() === '' ? {} : await readJsonObject(c);
    c.req.addValidatedData('json', (await parse(schema, value, badRequest)) as object);
    await next();
  }) as MiddlewareHandler as typeof _typed;
  return tagValidator(middleware, 'json', schema);
}

const notMultipart = () =>
  new ApiHttpError(415, 'UNSUPPORTED_MEDIA_TYPE', '요청 형식이 올바르지 않습니다. multipart/form-data로 보내 주세요.');

/**
 * A multipart/form-data body (415 for another type, 400 when it cannot be read), read as it streams in: its files wait
 * on disk (read-multipart.ts) until the request is answered.
 */
export function validForm<S extends Schema>(schema: S) {
  const check = validator('form', (value) => parse(schema, value, badRequest));
  const middleware = (async (c: Context, next) => {
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) throw notMultipart();
    const { form, dispose } = await readMultipart(c.req.raw);
    // Hono's form validator reads the parsed body from here.
    c.req.bodyCache.formData = form;
    try {
      return await check(c, next);
    } finally {
      await dispose();
    }
  }) as MiddlewareHandler as typeof check;
  return tagValidator(middleware, 'form', schema);
}
