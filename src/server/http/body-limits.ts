import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { CONTRACT_REQUEST_MAX_BYTES } from '../../api/partner-contract-files';
import { EDI_LINES_PER_REQUEST_MAX } from '../../api/schema/edi-entry-limits';
import { CSO_CERT_MAX_BYTES } from '../../api/schema/member-rules';
import { DEALER_CONTRACT_REQUEST_MAX_BYTES, EXPENDITURE_REQUEST_MAX_BYTES } from '../../api/schema/records';
import {
  COMPLIANCE_REQUEST_MAX_BYTES,
  EDI_MAX_REQUEST_BYTES,
  EDI_ZIP_REQUEST_MAX_BYTES,
  MAX_ATTACHMENTS,
  MAX_FILE_BYTES,
} from '../../api/uploads';
import { ApiHttpError, requestTooLarge, type AppEnv } from '.';
import { isMiddleware, routeKey } from '../policy';
import { MAX_FILE_MB, MAX_POST_REQUEST_BYTES } from '../files/uploads';

// How large a request body may be, for every /v1 route, in one place. A body is counted while it streams in, whoever
// reads it (a JSON or form body, a multipart upload) and whether or not it declares its length: past the limit the
// read fails with the route's 413 and nothing more of the body is read; a Content-Length past it is refused before
// any byte is read. Every route takes at most BODY_MAX_BYTES (JSON and form bodies are all far smaller), except the
// uploads declared below, keyed 'METHOD /path' like the route policies (src/server/policy.ts).

/** Any body of a route not in the table: the largest JSON body of any route (a comment, a password form) is ≈ 4 KiB. */
export const BODY_MAX_BYTES = 16 * 1024;

export interface BodyLimit {
  maxBytes: number;
  /** The 413 answered past it (Korean, naming what the route takes). */
  refuse: () => ApiHttpError;
}

const MiB = 1024 * 1024;
const payloadTooLarge = (message = '요청 본문이 너무 큽니다.') => new ApiHttpError(413, 'PAYLOAD_TOO_LARGE', message);
const upTo = (maxBytes: number): BodyLimit => ({ maxBytes, refuse: () => requestTooLarge(maxBytes) });
const post: BodyLimit = {
  maxBytes: MAX_POST_REQUEST_BYTES,
  refuse: () =>
    new ApiHttpError(
      413,
      'FILE_TOO_LARGE',
      `요청이 너무 큽니다. 파일은 하나에 ${MAX_FILE_MB}MB, 글 하나에 ${MAX_ATTACHMENTS}개까지 올릴 수 있습니다.`,
    ),
};
const certificate = (maxBytes: number, message: string): BodyLimit => ({ maxBytes, refuse: () => payloadTooLarge(message) });

const defaultLimit: BodyLimit = { maxBytes: BODY_MAX_BYTES, refuse: () => payloadTooLarge() };

/** The routes that take more than BODY_MAX_BYTES: uploads, each with its files, its JSON part and some margin. */
export const routeBodyLimits: Readonly<Record<string, BodyLimit>> = {
  'POST /v1/boards': post,
  'PUT /v1/boards/:id': post,
  'POST /v1/boards/uploads': { ...post, maxBytes: MAX_FILE_BYTES + 64 * 1024 },
  'POST /v1/prescriptions/partner-files': upTo(EDI_MAX_REQUEST_BYTES),
  'POST /v1/prescriptions/partner-files/update': upTo(EDI_MAX_REQUEST_BYTES),
  'POST /v1/prescriptions/zip': upTo(EDI_ZIP_REQUEST_MAX_BYTES),
  'POST /v1/partner-contracts': upTo(CONTRACT_REQUEST_MAX_BYTES),
  'POST /v1/compliance/records': upTo(COMPLIANCE_REQUEST_MAX_BYTES),
  'POST /v1/compliance/redelegation-notices/:id/proof': upTo(COMPLIANCE_REQUEST_MAX_BYTES),
  'POST /v1/dealers/:id/contracts': upTo(DEALER_CONTRACT_REQUEST_MAX_BYTES),
  'POST /v1/expenditures': upTo(EXPENDITURE_REQUEST_MAX_BYTES),
  'POST /v1/members': certificate(CSO_CERT_MAX_BYTES + 256 * 1024, 'CSO 신고증 파일은 10MB 이하여야 합니다.'),
  'PATCH /v1/members/:userId': certificate(CSO_CERT_MAX_BYTES + MiB, '파일 크기는 10MB 이하여야 합니다.'),
  // EDI_LINES_PER_REQUEST_MAX lines with notes of EDI_LINE_NOTE_MAX Korean characters each (≈ 20 KiB), with room.
  'POST /v1/admin/prescriptions/:id/lines': certificate(
    64 * 1024,
    `요청이 너무 큽니다. 제품은 한 번에 ${EDI_LINES_PER_REQUEST_MAX}개까지 추가할 수 있습니다.`,
  ),
};

/**
 * The refusal sent for a body past its limit. It closes the connection: the rest of the body is never read, so the
 * connection cannot carry another request.
 */
function refusal(limit: BodyLimit): ApiHttpError {
  const error = limit.refuse();
  return new ApiHttpError(error.status, error.code, error.message, { ...error.headers, Connection: 'close' });
}

/** Passes the body on and fails it with the 413 as soon as it has brought more than the limit. */
function counted(limit: BodyLimit): TransformStream<Uint8Array, Uint8Array> {
  let bytes = 0;
  return new TransformStream({
    transform(chunk, controller) {
      bytes += chunk.byteLength;
      if (bytes > limit.maxBytes) controller.error(refusal(limit));
      else controller.enqueue(chunk);
    },
  });
}

/** The app-wide middleware: the limit of the route that will answer (app.ts puts it before any body is read). */
export function limitBodies(table: Readonly<Record<string, BodyLimit>> = routeBodyLimits): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const route = matchedRoutes(c).find((r) => !isMiddleware(r));
    const key = route ? routeKey(route) : '';
    const limit = Object.hasOwn(table, key) ? (table[key] as BodyLimit) : defaultLimit;
    if (Number(c.req.header('content-length')) > limit.maxBytes) throw refusal(limit);
    // The source is not cancelled when the limit is passed: cancelling would reset the connection before the 413 is
    // sent. What the client still sends is left unread, and the 413 closes the connection.
    const limited = body.pipeThrough(counted(limit), { preventCancel: true });
    c.req.raw = new Request(c.req.raw, { body: limited, duplex: 'half' } as RequestInit);
    return next();
  };
}

/** Table entries that name no route (a renamed route would silently fall back to BODY_MAX_BYTES). */
export function bodyLimitGaps(routes: readonly { method: string; path: string }[], table = routeBodyLimits): string[] {
  const keys = new Set(routes.filter((r) => !isMiddleware(r)).map(routeKey));
  return Object.keys(table).filter((k) => !keys.has(k));
}

/** Throws, naming them, unless every entry of the table is a route. */
export function assertBodyLimits(routes: readonly { method: string; path: string }[], table = routeBodyLimits): void {
  const gaps = bodyLimitGaps(routes, table);
  if (gaps.length) throw new Error(`Body limits (src/server/http/body-limits.ts) name no route: ${gaps.join(', ')}`);
}
