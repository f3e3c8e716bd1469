import type { complianceApi } from '../../api/compliance';
import type { ComplianceItem, ComplianceRecord, ComplianceReminder, RedelegationNotice } from '../../api/types';

/** What the page shows, loaded at once. Only the items are needed for the page to make sense; the rest may fail alone. */
export interface ComplianceData {
  items: ComplianceItem[];
  /** null when it could not be loaded (the section says so and offers to try again). */
  records: ComplianceRecord[] | null;
  notices: RedelegationNotice[] | null;
  reminders: ComplianceReminder[] | null;
}

type ComplianceApi = Pick<ReturnType<typeof complianceApi>, 'items' | 'records' | 'notices' | 'reminders'>;

/** Loads the page's data (server render and browser alike); fails with the items' error when they cannot be loaded. */
export async function loadCompliance(api: ComplianceApi): Promise<ComplianceData> {
  const [items, records, notices, reminders] = await Promise.allSettled([api.items(), api.records(), api.notices(), api.reminders()]);
  if (items.status === 'rejected') throw items.reason;
  const value = <T>(r: PromiseSettledResult<T>) => (r.status === 'fulfilled' ? r.value : null);
  return { items: items.value, records: value(records), notices: value(notices), reminders: value(reminders) };
}
