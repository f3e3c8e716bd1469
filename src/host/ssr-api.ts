import { createApi, type Api } from '../api';
import { handleApiRequest } from '../server/app';
import { clientAddressOf } from '../server/http/client-address';
import { withSharedCache } from './shared-cache';

// Server-side renders use the same typed client as islands: in-process into the embedded /v1 app,
// or over HTTP when the portal fronts an external API (API_BASE_URL).
// Either way the API learns the client's address as this server saw it (server/client-address.ts: the socket's peer,
// or its proxy's X-Forwarded-For entry with TRUST_PROXY=1), so its rate limits key on the client, never on this server
// and never on a header the client wrote: in-process as the host's binding, over HTTP as X-Forwarded-For holding that
// one address (the API, run with TRUST_PROXY=1, reads the last entry). X-Forwarded-Host and -Proto likewise say what
// this server saw; a client's own Forwarded and X-Real-IP headers are dropped.
const externalBase = process.env.API_BASE_URL?.trim().replace(/\/$/, '') || undefined; // empty: not set
const INTERNAL_ORIGIN = 'http://portal.internal';

/** The server render's calls carry the client's address in this header (set by apiFor only, never by a client). */
const ADDRESS_HEADER = 'x-forwarded-for';

const inProcess: typeof fetch = (input, init) => {
  const request = new Request(input, init);
  const clientAddress = request.headers.get(ADDRESS_HEADER) ?? undefined;
  request.headers.delete(ADDRESS_HEADER);
  return handleApiRequest(request, { clientAddress });
};
/** The server render's transport: in-process or over HTTP, behind the shared cache for public responses. */
const transport = withSharedCache(externalBase ? fetch : inProcess);

/** The host's peer address of a request (Astro's `clientAddress` throws when the adapter cannot tell). */
export function peerAddress(context: { clientAddress: string }): string | undefined {
  try {
    return context.clientAddress;
  } catch {
    return undefined;
  }
}

/** The X-Forwarded-* headers this server sends on: what it saw of the request, never what the client wrote. */
export function forwardedHeaders(request: Request, peer: string | undefined, trustProxy = process.env.TRUST_PROXY === '1') {
  const url = new URL(request.url);
  const first = (name: string) => (trustProxy ? request.headers.get(name)?.split(',')[0]?.trim() || undefined : undefined);
  const address = clientAddressOf(peer, request.headers.get('x-forwarded-for'), trustProxy);
  return {
    ...(address ? { 'x-forwarded-for': address } : {}),
    'x-forwarded-host': first('x-forwarded-host') ?? url.host,
    'x-forwarded-proto': first('x-forwarded-proto') ?? url.protocol.replace(/:$/, ''),
  };
}

/** The API of a server render for this request; `peer` is the host's client address (peerAddress). */
export function apiFor(request: Request, peer?: string): Api {
  const cookie = request.headers.get('cookie');
  const forwarded = forwardedHeaders(request, peer);
  return createApi({
    baseURL: externalBase ?? INTERNAL_ORIGIN,
    fetch: transport,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(externalBase ? forwarded : forwarded['x-forwarded-for'] ? { [ADDRESS_HEADER]: forwarded['x-forwarded-for'] } : {}),
    },
  });
}

/** Browser calls to /v1 on this origin: answered in-process, or passed through to API_BASE_URL. */
export async function serveV1(request: Request, peer?: string): Promise<Response> {
  if (!externalBase) return handleApiRequest(request, { clientAddress: peer });
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  for (const name of ['host', 'forwarded', 'x-real-ip', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto']) headers.delete(name);
  for (const [name, value] of Object.entries(forwardedHeaders(request, peer))) headers.set(name, value);
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
