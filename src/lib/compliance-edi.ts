import type { ComplianceItem } from '../api/types';
import { INITIAL_TRAINING_HOURS } from './compliance-rules';
import { formatDate } from './format';

// Why recording an EDI entry for a dealer deserves a second thought. The law binds the drug company, not the partner:
// the screen asks, it never refuses. Computed on the server from the compliance items, so the EDI island receives
// only the finished Korean text per dealer row and makes no request of its own.

/** The reasons of one dealer, as sentences. */
export function dealerReasons(items: readonly ComplianceItem[]): string[] {
  const reasons: string[] = [];
  for (const item of items) {
    // A drug company may not hand sales-promotion work to anyone unregistered (약사법 제47조제3항).
    if (item.kind === 'CSO_CERTIFICATE' && item.status === 'MISSING')
      reasons.push('CSO 신고증이 등록되지 않았습니다. 미신고자에게 판매촉진 업무를 맡기면 제약사가 처벌받을 수 있습니다.');
    // The initial training is due within 3 months of the 신고증; not doing it is fined (약사법 제98조).
    if (item.kind === 'INITIAL_TRAINING' && item.status === 'OVERDUE')
      reasons.push(
        `신규교육(${INITIAL_TRAINING_HOURS}시간) 이수 기한${item.dueDate ? ` ${formatDate(item.dueDate)}` : ''}이 지났습니다. 교육을 이수하지 않으면 과태료가 부과될 수 있습니다.`,
      );
  }
  return reasons;
}

/**
 * Dealer row id → what the confirmation says before an EDI entry for that dealer is recorded (without the question,
 * which names the action). Dealers without a reason are absent.
 */
export function ediWarnings(items: readonly ComplianceItem[]): Record<number, string> {
  const byDealer = new Map<string, ComplianceItem[]>();
  for (const item of items) {
    if (item.subjectType !== 'DEALER' || !item.dealerName) continue;
    byDealer.set(item.dealerName, [...(byDealer.get(item.dealerName) ?? []), item]);
  }
  const warnings: Record<number, string> = {};
  for (const [name, own] of byDealer) {
    const reasons = dealerReasons(own);
    if (!reasons.length) continue;
    const text = `${name} 딜러는 ${reasons.join(' ')}`;
    for (const id of new Set(own.flatMap((i) => i.dealerIds))) warnings[id] = text;
  }
  return warnings;
}
