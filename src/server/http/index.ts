import type { Context } from 'hono';
import { messageForStatus, SERVER_MESSAGE } from '../../api/errors';
import type { ApiErrorBody } from '../../api/types';
import type { Member, SessionScope } from '../db/schema';

/** What the host passes to `app.fetch` as its env. */
export interface AppBindings {
  /** Client IP as the host server knows it (Astro: `clientAddress`); used for login rate limits only. */
  clientAddress?: string;
}

/** Env of the Hono app: bindings from the host and what the auth guards put on the context. */
export interface AppEnv {
  Bindings: AppBindings;
  /** `sessionScope`: set only when a scoped session was admitted (auth/session-scopes.ts); absent = a full session. */
  Variables: { member: Member; sessionScope?: SessionScope };
}

/** A failure that becomes `{ code, message }` JSON with a Korean message (see app.ts onError). */
export class ApiHttpError extends Error {
  override readonly name = 'ApiHttpError';
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503,
    readonly code: string,
    message: string = messageForStatus(status),
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
  get body(): ApiErrorBody {
    return { code: this.code, message: this.message };
  }
}

export const badRequest = (message = messageForStatus(400)) => new ApiHttpError(400, 'BAD_REQUEST', message);
export const unauthenticated = () => new ApiHttpError(401, 'UNAUTHENTICATED', '로그인이 필요합니다.');
export const forbidden = (message = messageForStatus(403), code = 'FORBIDDEN') => new ApiHttpError(403, code, message);
export const notFound = (message = '요청한 정보를 찾을 수 없습니다.') => new ApiHttpError(404, 'NOT_FOUND', message);
/** 413 for a whole request past `maxBytes`, naming the limit in MB. */
export const requestTooLarge = (maxBytes: number) =>
  new ApiHttpError(413, 'REQUEST_TOO_LARGE', `요청이 너무 큽니다. 한 번에 ${Math.round(maxBytes / 1024 / 1024)}MB까지 올릴 수 있습니다.`);
export const internalError = () => new ApiHttpError(500, 'INTERNAL', SERVER_MESSAGE);

/** The JSON body of a request, or 400 when it is missing or not valid JSON (413 past the route's body limit). */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  let data: unknown;
  try {
    data = JSON.parse(await c.req.text());
  } catch (error) {
    if (error instanceof ApiHttpError) throw error;
    throw badRequest('요청 형식이 올바르지 않습니다. JSON 본문을 확인해 주세요.');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw badRequest('요청 형식이 올바르지 않습니다. JSON 본문을 확인해 주세요.');
  }
  return data as Record<string, unknown>;
}

/** Contract timestamps: UTC ISO-8601 local date-time without a zone suffix, to the second. */
export function toWireDateTime(value: Date): string;
export function toWireDateTime(value: Date | null | undefined): string | null;
export function toWireDateTime(value: Date | null | undefined): string | null {
  return value ? value.toISOString().slice(0, 19) : null;
}

/** What may be logged about an error: its kind and the database's message, never query parameters or stacks of user data. */
export function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err).slice(0, 200);
  // drizzle's DrizzleQueryError carries the SQL and its parameters in `message`: log only the driver's cause.
  if ('query' in err && err.cause instanceof Error) return `${err.name}: ${err.cause.message}`;
  return `${err.name}: ${err.message}`.slice(0, 500);
}
