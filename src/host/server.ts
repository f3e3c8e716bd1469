import { createTestMember as createTestMemberIn, type TestMember } from '../server/accounts/test-member';
import { getDb } from '../server/runtime/database';

// The doors from the Astro side (pages, layouts, screen components, the middleware) into the server process beside
// the /v1 API. Pages read data as a client of the API (ssr-api.ts); what they need beyond that is named here, so that
// the one list says what the page side depends on.

export { describeError } from '../server/http';
export { isAllowedOrigin } from '../server/http/origin';
export { currentRequestId, logger, requestIdFrom, withRequestId, withRequestIdHeader } from '../server/runtime/logger';
export { isDemoMode } from '../server/runtime/deployment-mode';
export { readiness } from '../server/runtime/readiness';
export { outboxMessages, outboxReadable, outboxServed } from '../server/sms/demo-provider';

/** A fresh member for one e2e journey (only behind ENABLE_TEST_ROUTES=1). */
export const createTestMember = async (): Promise<TestMember> => createTestMemberIn(await getDb());
