import type { APIRoute } from 'astro';
import { pacedBody } from '../../host/paced-body';
import { peerAddress, serveV1 } from '../../host/ssr-api';

// The reference /v1 API (src/server, Hono) lives inside this Astro server. The host's client address goes along
// (rate limits key on it; unknown when the adapter cannot tell, e.g. in-process calls). The answer's body goes out as
// fast as the client takes it, never faster (host/paced-body.ts): a streamed download never piles up in the server.
export const ALL: APIRoute = async (context) =>
  pacedBody(await serveV1(context.request, peerAddress(context)), context.locals.responseSink);
