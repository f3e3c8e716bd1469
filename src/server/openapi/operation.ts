import type { ApiAccess, ApiMediaType, ApiOperation, ApiParameter, JsonSchemaObject } from '../../api/api-docs';
import type { ValidatorTag } from '../http/validator-tags';
import { requestJsonSchema } from './schema-json';

// One operation of the API document, from what Hono knows of the route (method, path, its validators' schemas) and
// the route's line in the policy table.

export interface RouteFacts {
  method: string;
  /** Hono's path, e.g. `/v1/boards/:id`. */
  path: string;
  group: string;
  access: ApiAccess;
  validators: readonly ValidatorTag[];
  /** The body limit of the route (body-limits.ts), for the methods that carry a body. */
  maxBodyBytes: number;
}

/** Hono's `/:id` (and `/:id{regex}`) as OpenAPI's `/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}');

const pathParamNames = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);

/** `GET /v1/boards/:id` → `getBoardsById`. */
export function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/v1\//, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1).replace(/\{.*$/, '')}` : part))
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** The properties of an object schema (the options of a union of objects merged; required only where all require). */
function objectProperties(schema: JsonSchemaObject): { properties: Record<string, JsonSchemaObject>; required: Set<string> } {
  const options = schema.anyOf ?? schema.oneOf;
  if (!schema.properties && options) {
    const parts = options.map(objectProperties);
    const properties = Object.assign({}, ...parts.map((p) => p.properties)) as Record<string, JsonSchemaObject>;
    const required = new Set(Object.keys(properties).filter((k) => parts.every((p) => p.required.has(k))));
    return { properties, required };
  }
  return { properties: schema.properties ?? {}, required: new Set(schema.required ?? []) };
}

/** The parameters, and the rules their schemas check across parameters (e.g. a period's start before its end). */
function parameters(facts: RouteFacts): { list: ApiParameter[]; rules: string[] } {
  const list: ApiParameter[] = [];
  const rules: string[] = [];
  const seen = new Set<string>();
  for (const { target, schema } of facts.validators) {
    if (target !== 'query' && target !== 'param') continue;
    const where = target === 'param' ? 'path' : 'query';
    const json = requestJsonSchema(schema);
    const { properties, required } = objectProperties(json);
    for (const [name, property] of Object.entries(properties)) {
      const key = `${where} ${name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const parameter: ApiParameter = { name, in: where, required: where === 'path' || required.has(name), schema: property };
      // Lists travel as one comma-joined value (a parameter sent twice is accepted too).
      if (where === 'query' && property.type === 'array') Object.assign(parameter, { style: 'form', explode: false });
      list.push(parameter);
    }
    rules.push(...(json['x-rules'] ?? []));
  }
  // Every path parameter is declared, also where the handler reads it without a schema.
  for (const name of pathParamNames(facts.path)) {
    if (!seen.has(`path ${name}`)) list.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }
  return { list, rules };
}

function requestBody(facts: RouteFacts): ApiOperation['requestBody'] {
  const body = facts.validators.find((t) => t.target === 'json' || t.target === 'form');
  if (!body) return undefined;
  const schema = requestJsonSchema(body.schema);
  if (body.target === 'json') return { required: true, content: { 'application/json': { schema } } };
  // A multipart body: JSON parts (objects) travel as application/json, files as binary parts.
  const media: ApiMediaType = { schema };
  const jsonParts = Object.entries(schema.properties ?? {}).filter(([, p]) => p.type === 'object' || p.properties);
  if (jsonParts.length) media.encoding = Object.fromEntries(jsonParts.map(([name]) => [name, { contentType: 'application/json' }]));
  return { required: true, content: { 'multipart/form-data': media } };
}

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

function responses(facts: RouteFacts, hasInput: boolean, hasBody: boolean, form: boolean): ApiOperation['responses'] {
  const list: ApiOperation['responses'] = { '2XX': { description: '성공' } };
  if (hasInput) list['400'] = ref('BadRequest');
  if (facts.access !== 'public') {
    list['401'] = ref('Unauthenticated');
    list['403'] = ref('Forbidden');
  }
  if (pathParamNames(facts.path).length) list['404'] = ref('NotFound');
  if (hasBody) list['413'] = ref('PayloadTooLarge');
  if (form) list['415'] = ref('UnsupportedMediaType');
  // Public work that costs the server (sign-up, codes, identity requests, logins) has budgets per client.
  if (facts.access === 'public' && facts.method !== 'GET') list['429'] = ref('TooManyRequests');
  return list;
}

export function buildOperation(facts: RouteFacts): ApiOperation {
  const params = parameters(facts);
  const body = requestBody(facts);
  const hasBody = Boolean(body);
  const form = facts.validators.some((t) => t.target === 'form');
  const operation: ApiOperation = {
    operationId: operationId(facts.method, facts.path),
    tags: [facts.group],
    ...(params.rules.length ? { description: params.rules.join(' ') } : {}),
    ...(params.list.length ? { parameters: params.list } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(facts, facts.validators.length > 0, hasBody, form),
    'x-access': facts.access,
    ...(facts.access === 'public' ? {} : { security: [{ accessCookie: [] }, { bearerToken: [] }] }),
    ...(hasBody ? { 'x-max-body-bytes': facts.maxBodyBytes } : {}),
  };
  return operation;
}
