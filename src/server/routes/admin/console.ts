import { Hono } from 'hono';
import { recoveryCodesRequestSchema } from '../../../api/schema/console';
import type { ConsoleDashboard, RecoveryCodes, StaffSecurity } from '../../../api/types';
import { dashboardOf } from '../../staff/dashboard';
import { renewRecoveryCodes, securityOf } from '../../staff/security';
import { clientAddress } from '../../http/client-address';
import { noStore } from '../../http/origin';
import { getDb } from '../../runtime/database';
import type { AppEnv } from '../../http';
import { validJson } from '../../http/validate';

// The console's own calls: the dashboard's queues (each shown only with its permission) and the staff member's own
// second factor (내 보안 설정). Mounted at /v1/admin.

export const consoleRouter = new Hono<AppEnv>();

consoleRouter.use('*', noStore);

consoleRouter.get('/dashboard', async (c) => c.json<ConsoleDashboard>(await dashboardOf(await getDb(), c.get('member'))));

consoleRouter.get('/me/security', async (c) => c.json<StaffSecurity>(await securityOf(await getDb(), c.get('member').id)));

consoleRouter.post('/me/recovery-codes', validJson(recoveryCodesRequestSchema), async (c) => {
  const { code } = c.req.valid('json');
  const recoveryCodes = await renewRecoveryCodes(await getDb(), c.get('member'), { code, clientAddress: clientAddress(c) });
  return c.json<RecoveryCodes>({ recoveryCodes });
});
