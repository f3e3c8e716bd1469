import type { APIRoute } from 'astro';
import { createTestMember } from '../../host/server';

// Test harness (only with ENABLE_TEST_ROUTES=1, which the e2e server sets): a fresh member of its own for a journey
// that changes or withdraws its account, so that no other test's demo account is disturbed.
export const POST: APIRoute = async () => {
  if (process.env.ENABLE_TEST_ROUTES !== '1') return new Response(null, { status: 404 });
  return Response.json(await createTestMember());
};
