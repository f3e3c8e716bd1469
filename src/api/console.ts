import type { Http } from './client';
import type { RecoveryCodesRequest } from './schema/console';
import type { ConsoleDashboard, RecoveryCodes, StaffSecurity } from './types';

/** The console's own calls: the dashboard's queues and the staff member's second factor. */
export const consoleApi = (http: Http) => ({
  dashboard: () => http<ConsoleDashboard>('/v1/admin/dashboard'),
  mySecurity: () => http<StaffSecurity>('/v1/admin/me/security'),
  /** Ten new recovery codes (the old ones stop working) for a current code of the authenticator app. */
  newRecoveryCodes: (body: RecoveryCodesRequest) => http<RecoveryCodes>('/v1/admin/me/recovery-codes', { method: 'POST', body }),
});
