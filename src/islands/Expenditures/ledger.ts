import type { recordsApi } from '../../api/records';
import { PAGE_SIZE_MAX } from '../../api/schema/limits';
import type { Expenditure } from '../../api/types';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import { EXPENDITURE_PAGE_SIZE } from './expenditure-query';

// The expenditure log of one year as the page shows it. The year is loaded whole (pages of the largest size the API
// gives): the summary counts every entry of the year, and a partner's year is a few hundred entries at most; the list
// then pages through it without asking the server again. An entry that a later one corrected no longer counts: it
// stays in the list (marked 정정됨) and is left out of the summary.

export interface Ledger {
  year: number;
  /** Newest first. */
  entries: Expenditure[];
}

type ExpenditureApi = Pick<ReturnType<typeof recordsApi>, 'expenditures'>;

/** Newest day first; on one day the latest recorded first. */
export const sortEntries = (entries: readonly Expenditure[]) => [...entries].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

/** Every entry of `year` (server render and browser alike). */
export async function loadLedger(api: ExpenditureApi, year: number): Promise<Ledger> {
  const first = await api.expenditures({ year, page: 0, size: PAGE_SIZE_MAX });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => api.expenditures({ year, page: i + 1, size: PAGE_SIZE_MAX })),
  );
  // An entry recorded while the pages were read shifts them by one: keep each entry once.
  const byId = new Map([first, ...rest].flatMap((p) => p.content).map((e) => [e.id, e]));
  return { year, entries: sortEntries([...byId.values()]) };
}

export interface LedgerSummary {
  /** Entries that count (not corrected by a later one). */
  count: number;
  /** Their amounts, in won. */
  total: number;
  /** Of them, the ones that break a limit. */
  warned: number;
  /** Entries a later one corrected (left out of the figures above). */
  corrected: number;
}

export function summarize(entries: readonly Expenditure[]): LedgerSummary {
  const counting = entries.filter((e) => e.correctedById === null);
  return {
    count: counting.length,
    total: counting.reduce((sum, e) => sum + e.amount, 0),
    warned: counting.filter((e) => e.warnings.length > 0).length,
    corrected: entries.length - counting.length,
  };
}

/** The last page there is (1 for an empty year). */
export const lastPage = (entries: readonly unknown[]) => Math.max(1, Math.ceil(entries.length / EXPENDITURE_PAGE_SIZE));

/** The entries of a 1-based page (a page past the end shows the last one). */
export function pageEntries<T>(entries: readonly T[], page: number): T[] {
  const p = Math.min(Math.max(1, page), lastPage(entries));
  return entries.slice((p - 1) * EXPENDITURE_PAGE_SIZE, p * EXPENDITURE_PAGE_SIZE);
}

/** Who received it, as the list says it: 「김서윤, 박도현 (2명)」, 「김서윤 외 3명 (4명)」 or 「12명」 without names. */
export function recipientsText(e: Pick<Expenditure, 'recipients' | 'recipientCount'>): string {
  const count = `${formatNumber(e.recipientCount)}명`;
  if (e.recipients.length === 0) return count;
  const others = e.recipientCount - e.recipients.length;
  return `${e.recipients.join(', ')}${others > 0 ? ` 외 ${formatNumber(others)}명` : ''} (${count})`;
}

/** An entry in a few words, for buttons and questions: 「2026년 3월 2일 서울내과의원」. */
export const entryName = (e: Pick<Expenditure, 'date' | 'institutionName'>) => `${formatDate(e.date)} ${e.institutionName}`;

/** The parts of an amount a limit reads, as the list says them: 「1인 판촉물 8,000원」, 「증례 5건 · 건당 60,000원」, or null. */
export function amountDetail(e: Pick<Expenditure, 'kind' | 'amount' | 'itemAmount' | 'caseCount'>): string | null {
  if (e.kind === 'SURVEY' && e.caseCount)
    return `증례 ${formatNumber(e.caseCount)}건 · 건당 ${formatMoney(Math.round(e.amount / e.caseCount))}`;
  if (e.itemAmount > 0 && (e.kind === 'BRIEFING_SINGLE' || e.kind === 'BRIEFING_MULTI'))
    return `1인 ${e.kind === 'BRIEFING_SINGLE' ? '판촉물' : '기념품'} ${formatMoney(e.itemAmount)}`;
  return null;
}
