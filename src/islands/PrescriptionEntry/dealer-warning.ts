import { confirm } from '../../stores/dialog';

/** Dealer row id → the Korean reasons (computed on the server from the compliance items: src/lib/compliance-edi.ts). */
export type DealerWarnings = Record<number, string>;

/**
 * Before an EDI entry for a dealer with a compliance reason is recorded, asks whether to go on (`action`: 등록 or
 * 수정 names the button and the question). The law binds the drug company, so the partner decides: true without a
 * reason, else the answer.
 */
export async function confirmDealer(warnings: DealerWarnings, dealerId: number, action: '등록' | '수정'): Promise<boolean> {
  const reason = warnings[dealerId];
  if (!reason) return true;
  return confirm(`${reason} 그래도 ${action}할까요?`, { title: '컴플라이언스 확인', confirmLabel: action });
}
