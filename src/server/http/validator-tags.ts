import type * as v from 'valibot';

// What each validator middleware checks, kept beside the middleware itself: the API document (src/server/openapi) reads
// the request schemas of every route from the routes Hono knows, so the document is made of the very schemas that
// refuse a request, never of a second description that could drift from them.

/** The part of the request a validator reads (Hono's validation targets). */
export type ValidationTarget = 'query' | 'param' | 'json' | 'form';

export interface ValidatorTag {
  target: ValidationTarget;
  schema: v.GenericSchema | v.GenericSchemaAsync;
}

const tags = new WeakMap<object, ValidatorTag>();

/** Marks `middleware` as the validator of `target` with `schema`; answers the middleware itself. */
export function tagValidator<M extends object>(middleware: M, target: ValidationTarget, schema: ValidatorTag['schema']): M {
  tags.set(middleware, { target, schema });
  return middleware;
}

/** The target and schema of a validator middleware, or undefined for any other handler. */
export const validatorTag = (handler: unknown): ValidatorTag | undefined => (typeof handler === 'function' ? tags.get(handler) : undefined);
