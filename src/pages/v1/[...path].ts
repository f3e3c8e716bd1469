import type { APIRoute } from 'astro';
import { serveV1 } from '../../lib/ssr-api';

// The reference /v1 API (src/server, Hono) lives inside this Astro server.
export const ALL: APIRoute = ({ request }) => serveV1(request);
