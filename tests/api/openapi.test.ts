import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { ApiDocument, ApiOperation, ApiParameter, JsonSchemaObject } from '../../src/api/api-docs';
import { COMMENT_MAX, PAGE_SIZE_MAX } from '../../src/api/schema/common';
import { EXPENDITURE_FILES_MAX, EXPENDITURE_NOTE_MAX, EXPENDITURE_REQUEST_MAX_BYTES } from '../../src/api/schema/records';
import { app } from '../../src/server/app';
import { validJson, validQuery } from '../../src/server/http/validate';
import { buildApiDocument, documentRouteKeys } from '../../src/server/openapi/document';
import { routePolicies } from '../../src/server/policy';
import { call } from './helpers';

// The API document is generated from the app: these tests hold it to the policy table (every route, nothing more),
// to the shape OpenAPI 3.1 requires, and to the limits the request schemas really enforce.

async function fetchDocument(): Promise<{ res: Response; doc: ApiDocument }> {
  const res = await call('/v1/openapi.json');
  return { res, doc: (await res.clone().json()) as ApiDocument };
}

const operations = (doc: ApiDocument) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op: op as ApiOperation })),
  );

const operation = (doc: ApiDocument, method: string, path: string): ApiOperation => {
  const op = doc.paths[path]?.[method as 'get'];
  if (!op) throw new Error(`${method} ${path} is not in the document`);
  return op;
};

/** Every `$ref` anywhere in `value`. */
function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((x) => refs(x, found));
  else if (value && typeof value === 'object') {
    for (const [key, x] of Object.entries(value)) {
      if (key === '$ref' && typeof x === 'string') found.push(x);
      else refs(x, found);
    }
  }
  return found;
}

describe('GET /v1/openapi.json', () => {
  it('answers the document to anyone, cacheable, and 304 for the same ETag', async () => {
    const { res, doc } = await fetchDocument();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(doc.info.title).toMatch(/[가-힣]/);
    const again = await call('/v1/openapi.json', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    // Built once per process: the same bytes every time.
    expect(await (await call('/v1/openapi.json')).text()).toBe(await res.text());
  });

  it('is an OpenAPI 3.1 document whose operations are complete and whose references resolve', async () => {
    const { doc } = await fetchDocument();
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(typeof doc.info.version).toBe('string');
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(100);
    const tagNames = new Set(doc.tags?.map((t) => t.name));
    const schemes = new Set(Object.keys(doc.components?.securitySchemes ?? {}));
    const ids = new Set<string>();
    for (const { path, method, op } of ops) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(path, where).toMatch(/^\/v1\/[^:]*$/);
      expect(['get', 'post', 'put', 'patch', 'delete'], where).toContain(method);
      expect(Object.keys(op.responses).length, where).toBeGreaterThan(0);
      for (const code of Object.keys(op.responses)) expect(code, where).toMatch(/^([1-5](\d\d|XX)|default)$/);
      expect(ids.has(op.operationId), `${where}: operationId ${op.operationId} twice`).toBe(false);
      ids.add(op.operationId);
      for (const tag of op.tags) expect(tagNames, where).toContain(tag);
      for (const requirement of op.security ?? []) for (const name of Object.keys(requirement)) expect(schemes, where).toContain(name);
      // Every template of the path is a required path parameter, and every path parameter a template.
      const templates = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const pathParams = (op.parameters ?? []).filter((p: ApiParameter) => p.in === 'path');
      expect(pathParams.map((p) => p.name).sort(), where).toEqual([...templates].sort());
      for (const p of pathParams) expect(p.required, where).toBe(true);
      const names = (op.parameters ?? []).map((p) => `${p.in} ${p.name}`);
      expect(new Set(names).size, `${where}: a parameter twice`).toBe(names.length);
      if (op.requestBody) expect(Object.keys(op.requestBody.content).length, where).toBeGreaterThan(0);
    }
    for (const ref of refs(doc)) {
      const [, section, name] = /^#\/components\/(\w+)\/(\w+)$/.exec(ref) ?? [];
      expect((doc.components as Record<string, Record<string, unknown>> | undefined)?.[section!]?.[name!], ref).toBeDefined();
    }
  });

  it('has every route of the policy table, with its policy, and no route the table lacks', async () => {
    const { doc } = await fetchDocument();
    const inDocument = new Set(documentRouteKeys(doc));
    const inTable = Object.keys(routePolicies);
    expect(
      inTable.filter((key) => !inDocument.has(key)),
      'routes of the table missing from the document',
    ).toEqual([]);
    expect(
      [...inDocument].filter((key) => !Object.hasOwn(routePolicies, key)),
      'routes of the document the table lacks',
    ).toEqual([]);
    for (const key of inTable) {
      const [method, path] = key.split(' ') as [string, string];
      const op = operation(doc, method.toLowerCase(), path.replace(/:([A-Za-z0-9_]+)/g, '{$1}'));
      expect(op['x-access'], key).toBe(routePolicies[key]);
      expect(Boolean(op.security?.length), key).toBe(routePolicies[key] !== 'public');
      if (routePolicies[key] !== 'public') expect(op.responses['401'], key).toBeDefined();
    }
  });

  it('takes its limits from the schemas the server validates with', async () => {
    const { doc } = await fetchDocument();
    const boards = operation(doc, 'get', '/v1/boards');
    const size = boards.parameters?.find((p) => p.name === 'size' && p.in === 'query');
    expect(size?.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX });
    expect(boards.parameters?.find((p) => p.name === 'boardType')?.required).toBe(true);

    const comment = operation(doc, 'post', '/v1/comments/{userId}');
    const body = comment.requestBody?.content['application/json']?.schema as JsonSchemaObject;
    expect(body.properties?.content).toMatchObject({ type: 'string', minLength: 1, maxLength: COMMENT_MAX });
    expect(body.required).toEqual(expect.arrayContaining(['boardPostId', 'content']));

    // A multipart body: the JSON part `request` with its fields' limits, the files as binary parts.
    const expenditure = operation(doc, 'post', '/v1/expenditures');
    const form = expenditure.requestBody?.content['multipart/form-data'];
    expect(form?.encoding).toEqual({ request: { contentType: 'application/json' } });
    const request = form?.schema.properties?.request as JsonSchemaObject;
    expect(request.properties?.note).toMatchObject({ type: 'string', maxLength: EXPENDITURE_NOTE_MAX });
    // A check written as a function survives as its Korean rule.
    expect(request.properties?.date?.['x-rules']).toContain('지출일(date)은 오늘 이후일 수 없습니다.');
    expect(form?.schema.properties?.files).toMatchObject({
      type: 'array',
      items: { type: 'string', format: 'binary' },
      maxItems: EXPENDITURE_FILES_MAX,
    });
    expect(expenditure['x-max-body-bytes']).toBe(EXPENDITURE_REQUEST_MAX_BYTES);
    expect(expenditure.responses['413']).toBeDefined();
    expect(expenditure.responses['415']).toBeDefined();
  });
});

describe('buildApiDocument', () => {
  const schema = v.object({
    keyword: v.pipe(v.string(), v.maxLength(7)),
    when: v.pipe(
      v.string(),
      v.check(() => true, '날짜 규칙'),
    ),
  });

  it('describes the validators of each route and leaves out a route the table lacks, so the comparison names it', () => {
    const small = new Hono().basePath('/v1');
    small.use('*', async (_c, next) => next());
    small.get('/things/:thingId', validQuery(schema), (c) => c.text('ok'));
    small.post('/things', validJson(schema), (c) => c.text('ok'));
    small.delete('/things/:thingId', (c) => c.text('ok'));
    const table = { 'GET /v1/things/:thingId': 'member', 'POST /v1/things': 'public' } as const;
    const doc = buildApiDocument(small.routes, table);
    const keys = documentRouteKeys(doc);
    expect(keys.sort()).toEqual(['GET /v1/things/:thingId', 'POST /v1/things']);
    const get = operation(doc, 'get', '/v1/things/{thingId}');
    expect(get.parameters).toEqual([
      { name: 'keyword', in: 'query', required: true, schema: { type: 'string', maxLength: 7 } },
      { name: 'when', in: 'query', required: true, schema: { type: 'string', 'x-rules': ['날짜 규칙'] } },
      { name: 'thingId', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    expect(get.security).toEqual([{ accessCookie: [] }, { bearerToken: [] }]);
    const post = operation(doc, 'post', '/v1/things');
    expect(post.requestBody?.content['application/json']?.schema.properties?.keyword).toEqual({ type: 'string', maxLength: 7 });
    expect(post.responses['429']).toBeDefined();
    expect(post.security).toBeUndefined();
  });

  it('is generated from the whole app without throwing on schemas JSON Schema cannot express', () => {
    expect(() => buildApiDocument(app.routes)).not.toThrow();
  });
});
