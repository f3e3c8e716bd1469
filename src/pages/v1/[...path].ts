import type { APIRoute } from 'astro';
import { serveV1 } from '../../lib/ssr-api';

// The reference /v1 API (src/server, Hono) lives inside this Astro server.
export const ALL: APIRoute = (context) =>
  serveV1(
    context.request,
    safeAddress(() => context.clientAddress),
  );

// clientAddress throws when the adapter cannot tell (e.g. in-process calls); login rate limits then key on userId only.
function safeAddress(read: () => string): string | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
