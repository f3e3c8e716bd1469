import type { APIRoute } from 'astro';
import { peerAddress, serveV1 } from '../../host/ssr-api';

// The reference /v1 API (src/server, Hono) lives inside this Astro server. The host's client address goes along
// (rate limits key on it; unknown when the adapter cannot tell, e.g. in-process calls).
export const ALL: APIRoute = (context) => serveV1(context.request, peerAddress(context));
