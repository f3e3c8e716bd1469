import { ComplianceStatus } from '../api/compliance-enums';
import { NAME_MAX } from '../api/schema/limits';

// The compliance page's filters in the URL, so that a reload, a shared link and back/forward show the same list:
// `status` (one ComplianceStatus) and whose items, `subject=me` (the member) or `dealer=<name>`. The whole list is
// loaded at once, so the filters never reach the API; unknown values fall back to "all" (people type URLs).

/** Whose items are shown: the member's, one dealer's (by name), or everyone's (null). */
export type SubjectFilter = { type: 'MEMBER' } | { type: 'DEALER'; name: string } | null;

export interface ComplianceFilter {
  status: ComplianceStatus | null;
  subject: SubjectFilter;
}

export const NO_FILTER: ComplianceFilter = { status: null, subject: null };

/** The `subject` value that names the member. */
export const SELF_PARAM = 'me';

const cleanName = (raw: string | null) =>
  (raw ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, NAME_MAX);

/** Reads the filters from a query string. */
export function readComplianceFilter(search: string | URLSearchParams): ComplianceFilter {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const rawStatus = params.get('status');
  const status = ComplianceStatus.is(rawStatus) ? rawStatus : null;
  const dealer = cleanName(params.get('dealer'));
  const subject: SubjectFilter = dealer
    ? { type: 'DEALER', name: dealer }
    : params.get('subject') === SELF_PARAM
      ? { type: 'MEMBER' }
      : null;
  return { status, subject };
}

/** The query string of the filters (`''` when none, else `?…`). */
export function complianceSearch(filter: ComplianceFilter): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.subject?.type === 'MEMBER') params.set('subject', SELF_PARAM);
  if (filter.subject?.type === 'DEALER') params.set('dealer', filter.subject.name);
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** The same subject (or both "all"). */
export const sameSubject = (a: SubjectFilter, b: SubjectFilter) =>
  a?.type === b?.type && (a?.type !== 'DEALER' || a.name === (b as { name: string }).name);
