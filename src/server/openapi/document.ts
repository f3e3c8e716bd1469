import type { ApiDocument, ApiOperation, ApiResponse, HttpMethod } from '../../api/api-docs';
import { BODY_MAX_BYTES, routeBodyLimits } from '../http/body-limits';
import { validatorTag, type ValidatorTag } from '../http/validator-tags';
import { isMiddleware, routeKey, routePolicies, type RoutePolicy } from '../policy';
import { groupNames, groupOf } from './groups';
import { buildOperation, openApiPath } from './operation';

// The OpenAPI 3.1 document of /v1, generated from the app itself: every route Hono knows (method and path), the
// request schemas its validators run (tagged in http/validate.ts), its line in the policy table and its body limit.
// Nothing in it is written by hand but the group names and the envelope of errors, so it cannot drift from the server.

interface RouteLike {
  method: string;
  path: string;
  handler: unknown;
}

const errorResponse = (description: string): ApiResponse => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const components: ApiDocument['components'] = {
  schemas: {
    Error: {
      type: 'object',
      description: '모든 오류의 본문: 고정된 코드와 사용자에게 그대로 보여 줄 수 있는 한국어 메시지.',
      properties: {
        code: { type: 'string', description: '오류 코드 (예: BAD_REQUEST, UNAUTHENTICATED, TOO_MANY_REQUESTS)' },
        message: { type: 'string', description: '한국어 메시지' },
        requestId: { type: 'string', description: '500 오류의 요청 번호 (문의할 때 알려 주세요)' },
      },
      required: ['code', 'message'],
    },
  },
  responses: {
    BadRequest: errorResponse('요청 값이 올바르지 않음 (메시지가 항목을 알려 줍니다)'),
    Unauthenticated: errorResponse('로그인이 필요함 (세션 없음 또는 만료)'),
    Forbidden: errorResponse('이 회원이 호출할 수 없음 (회원 유형, 권한, 본인 확인)'),
    NotFound: errorResponse('없거나 볼 수 없는 자원'),
    PayloadTooLarge: errorResponse('요청 본문이 한도(x-max-body-bytes)보다 큼'),
    UnsupportedMediaType: errorResponse('multipart/form-data가 아니거나 허용되지 않는 파일 형식'),
    TooManyRequests: errorResponse('요청이 너무 잦음 (Retry-After 헤더만큼 기다린 뒤 다시)'),
  },
  securitySchemes: {
    accessCookie: { type: 'apiKey', in: 'cookie', name: 'access_token', description: '로그인이 설정하는 세션 쿠키' },
    bearerToken: { type: 'http', scheme: 'bearer', description: '앱과 스크립트용: 로그인 응답의 accessToken' },
  },
};

/** The document of `routes` (the app's `app.routes`), each operation carrying its policy from `policies`. */
export function buildApiDocument(
  routes: readonly RouteLike[],
  policies: Readonly<Record<string, RoutePolicy>> = routePolicies,
): ApiDocument {
  // Hono lists every handler of a route as an entry of its own: the validators of a route are among them.
  const validators = new Map<string, ValidatorTag[]>();
  const order: { method: string; path: string; key: string }[] = [];
  for (const route of routes) {
    if (isMiddleware(route)) continue;
    const key = routeKey(route);
    if (!validators.has(key)) {
      validators.set(key, []);
      order.push({ method: route.method, path: route.path, key });
    }
    const tag = validatorTag(route.handler);
    if (tag) validators.get(key)!.push(tag);
  }
  // Operations in the order of the policy table, which groups routes as a reader expects.
  const rank = new Map(Object.keys(policies).map((key, i) => [key, i]));
  order.sort((a, b) => (rank.get(a.key) ?? rank.size) - (rank.get(b.key) ?? rank.size));

  const paths: ApiDocument['paths'] = {};
  const groups = new Set<string>();
  for (const { method, path, key } of order) {
    const access = policies[key];
    // A route without a policy is refused before any handler runs (and stops the app from being built).
    if (!access) continue;
    const group = groupOf(path);
    groups.add(group);
    const operation: ApiOperation = buildOperation({
      method,
      path,
      group,
      access,
      validators: validators.get(key) ?? [],
      maxBodyBytes: routeBodyLimits[key]?.maxBytes ?? BODY_MAX_BYTES,
    });
    (paths[openApiPath(path)] ??= {})[method.toLowerCase() as HttpMethod] = operation;
  }

  return {
    openapi: '3.1.1',
    info: {
      title: '메디판다 파트너 포털 API',
      version: 'v1',
      description:
        '요청 값의 형식과 한도는 서버가 요청을 검사하는 스키마에서 만들어집니다. x-access는 호출할 수 있는 회원, ' +
        'x-rules는 JSON Schema로 표현되지 않는 검사, x-max-body-bytes는 요청 본문의 최대 크기입니다.',
    },
    tags: [...groups].map((name) => ({ name, ...(groupNames[name] ? { description: groupNames[name] } : {}) })),
    paths,
    components,
  };
}

/** Operations of the document as 'METHOD /path' keys in Hono's form (`/{id}` → `/:id`), to compare with the table. */
export function documentRouteKeys(document: ApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
  );
}
