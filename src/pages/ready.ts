import type { APIRoute } from 'astro';
import { readiness } from '../host/server';

// Readiness (GET /ready): 200 when the database is reachable and migrated, else 503 with the reason.
export const GET: APIRoute = async () => {
  const state = await readiness();
  const headers = { 'Cache-Control': 'no-store' };
  return state.ready
    ? Response.json({ status: 'ready' }, { headers })
    : Response.json({ status: 'unavailable', reason: state.reason }, { status: 503, headers: { ...headers, 'Retry-After': '5' } });
};
