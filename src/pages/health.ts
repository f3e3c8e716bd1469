import type { APIRoute } from 'astro';

// Liveness (GET /health): the process answers; the database is not touched (see /ready).
export const GET: APIRoute = () => Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
