import type { Http } from './client';
import { AdminPermission } from './staff-enums';

// The API document `GET /v1/openapi.json` (OpenAPI 3.1): the parts our server writes and the developer page reads.
// Schemas are JSON Schema 2020-12 objects generated from the request schemas; `x-access` is the route's policy and
// `x-rules` the Korean rules a schema checks that JSON Schema cannot say (dates that exist, one field after another…).

export type JsonSchemaObject = {
  type?: string | string[];
  properties?: Record<string, JsonSchemaObject>;
  required?: string[];
  items?: JsonSchemaObject;
  anyOf?: JsonSchemaObject[];
  oneOf?: JsonSchemaObject[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  description?: string;
  $ref?: string;
  'x-rules'?: string[];
} & Record<string, unknown>;

export type ApiAccess = 'public' | 'member' | 'partner' | 'contract' | 'cso' | 'owner' | 'editor' | 'staff' | `staff:${AdminPermission}`;

export interface ApiParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema: JsonSchemaObject;
  style?: string;
  explode?: boolean;
}

export interface ApiMediaType {
  schema: JsonSchemaObject;
  encoding?: Record<string, { contentType: string }>;
}

export interface ApiResponse {
  description: string;
  content?: Record<string, ApiMediaType>;
}

export interface ApiOperation {
  operationId: string;
  summary?: string;
  description?: string;
  tags: string[];
  parameters?: ApiParameter[];
  requestBody?: { required: boolean; content: Record<string, ApiMediaType> };
  responses: Record<string, ApiResponse | { $ref: string }>;
  security?: Record<string, string[]>[];
  'x-access': ApiAccess;
  /** The largest request body the route reads, in bytes (413 past it). */
  'x-max-body-bytes'?: number;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type ApiPathItem = Partial<Record<HttpMethod, ApiOperation>>;

export interface ApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, ApiPathItem>;
  components?: {
    schemas?: Record<string, JsonSchemaObject>;
    responses?: Record<string, ApiResponse>;
    securitySchemes?: Record<string, Record<string, unknown>>;
  };
}

/** Who may call a route, as the developer page says it. */
export const apiAccessLabels: Record<ApiAccess, string> = {
  public: '누구나',
  member: '로그인 회원',
  partner: '로그인 회원(운영자 제외)',
  staff: '운영자',
  ...(Object.fromEntries(AdminPermission.values.map((p) => [`staff:${p}`, `운영자(${AdminPermission.label(p)})`])) as Record<
    `staff:${AdminPermission}`,
    string
  >),
  contract: '계약회원',
  cso: 'CSO 회원',
  owner: '로그인 회원(본인 것만)',
  editor: '콘텐츠 관리자',
};

export const apiDocsApi = (http: Http) => ({
  document: () => http<ApiDocument>('/v1/openapi.json'),
});
