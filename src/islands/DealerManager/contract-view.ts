import type { DealerContract } from '../../api/types';
import { RETENTION_YEARS, type Day } from '../../lib/compliance-rules';
import { formatDate } from '../../lib/format';

// How a dealer's sub-contract version reads on screen: its rates (12.50%), its period, where it stands today and how
// long the law keeps it.

const rateFmt = new Intl.NumberFormat('ko-KR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A commission rate in percent with two decimals: 12.5 → 12.50%. */
export const formatFeeRate = (percent: number) => `${rateFmt.format(percent)}%`;

/** 2026년 1월 1일 ~ 2026년 12월 31일, or 「… ~ 종료일 없음」 for a contract without an end. */
export const contractPeriod = (c: Pick<DealerContract, 'startDate' | 'endDate'>) =>
  `${formatDate(c.startDate)} ~ ${c.endDate ? formatDate(c.endDate) : '종료일 없음'}`;

export type ContractPhase = 'UPCOMING' | 'RUNNING' | 'ENDED';

export const PHASE_LABEL: Record<ContractPhase, string> = { UPCOMING: '시작 전', RUNNING: '진행 중', ENDED: '종료' };

/** Where a version stands on `today` (both ends of its period count as in it). */
export function contractPhase(c: Pick<DealerContract, 'startDate' | 'endDate'>, today: Day): ContractPhase {
  if (c.startDate > today) return 'UPCOMING';
  return c.endDate && c.endDate < today ? 'ENDED' : 'RUNNING';
}

/** 보존 기한: the day the law keeps it until, or, while it runs without an end, 「계약 종료 후 5년」. */
export const retentionText = (retainUntil: string | null) =>
  retainUntil ? `${formatDate(retainUntil)}까지` : `계약 종료 후 ${RETENTION_YEARS}년`;

/** The server's and the schema's words name fields for API callers too, as in 수수료율(feeRate): a screen shows the Korean alone. */
export const withoutWireNames = (message: string) => message.replace(/\([A-Za-z]+\)/g, '');
