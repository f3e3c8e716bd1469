import type { APIRoute } from 'astro';
import { setSettlementMonthState } from '../../host/server';

// Test harness (only with ENABLE_TEST_ROUTES=1, which the e2e server sets): `{ settlementId, state }` sets the member
// month of that settlement OPEN or CONFIRMED, until the staff's confirmation has its own screen to do it with.
export const POST: APIRoute = async ({ request }) => {
  if (process.env.ENABLE_TEST_ROUTES !== '1') return new Response(null, { status: 404 });
  const body = (await request.json().catch(() => null)) as { settlementId?: unknown; state?: unknown } | null;
  const id = Number(body?.settlementId);
  const state = body?.state === 'OPEN' ? 'OPEN' : body?.state === 'CONFIRMED' ? 'CONFIRMED' : null;
  if (!Number.isSafeInteger(id) || id < 1 || !state) return new Response(null, { status: 400 });
  await setSettlementMonthState(id, state);
  return new Response(null, { status: 204 });
};
