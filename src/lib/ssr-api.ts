import { createApi, type Api } from '../api';
import { handleApiRequest } from '../server/app';
import { withSharedCache } from './shared-cache';

// Server-side renders use the same typed client as islands: in-process into the embedded /v1 app,
// or over HTTP when the portal fronts an external API (API_BASE_URL).
const externalBase = process.env.API_BASE_URL?.replace(/\/$/, '');
const INTERNAL_ORIGIN = 'http://portal.internal';

const inProcess: typeof fetch = (input, init) => handleApiRequest(new Request(input, init));
/** The server render's transport: in-process or over HTTP, behind the shared cache for public responses. */
const transport = withSharedCache(externalBase ? fetch : inProcess);

export function apiFor(request: Request): Api {
  const cookie = request.headers.get('cookie');
  return createApi({
    baseURL: externalBase ?? INTERNAL_ORIGIN,
    fetch: transport,
    headers: cookie ? { cookie } : {},
  });
}

/** Browser calls to /v1 on this origin: answered in-process, or passed through to API_BASE_URL. */
export async function serveV1(request: Request, clientAddress?: string): Promise<Response> {
  if (!externalBase) return handleApiRequest(request, { clientAddress });
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  headers.delete('host');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return fetch(`${externalBase}${url.pathname}${url.search}`, {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
    // @ts-expect-error Node's fetch needs this to stream a request body
    duplex: hasBody ? 'half' : undefined,
  });
}
