import { ApiError } from '../../../api/errors';
import type { SettlementMonthState } from '../../../api/settlement-enums';
import type { StaffSettlementActor } from '../../../api/types';
import { formatDateTime } from '../../../lib/format';

// What 정산관리's screens say of a month's state and of the server's refusals, in one place.

export const stateTone: Record<SettlementMonthState, 'neutral' | 'warning' | 'success'> = {
  OPEN: 'neutral',
  PREPARED: 'warning',
  CONFIRMED: 'success',
};

/** `홍길동(ops01) · 2026.12.04 11:00` */
export const actorText = (a: StaffSettlementActor | null) => (a ? `${a.name}(${a.userId}) · ${formatDateTime(a.at)}` : '-');

/** A refusal in the server's own plain Korean (e.g. 확정 준비한 담당자는 직접 확정할 수 없습니다…), else a general line. */
export function problemText(error: unknown, fallback = '처리하지 못했습니다. 잠시 후 다시 시도해 주세요.'): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
