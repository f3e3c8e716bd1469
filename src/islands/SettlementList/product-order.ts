import { SettlementPartnerProductOrder } from '../../api/settlement-enums';
import type { SettlementPartnerProduct } from '../../api/types';

// A client's product lines in the order the 정렬기준 names: the label says the direction (높은순 = largest first).
// Ties keep the line order (seq), so the list never jumps.

export const DEFAULT_PRODUCT_ORDER: SettlementPartnerProductOrder = 'PRESCRIPTION_AMOUNT_DESC';

const byName = new Intl.Collator('ko-KR');
const compare: Record<SettlementPartnerProductOrder, (a: SettlementPartnerProduct, b: SettlementPartnerProduct) => number> = {
  PRESCRIPTION_AMOUNT_DESC: (a, b) => b.prescriptionAmount - a.prescriptionAmount,
  PRESCRIPTION_AMOUNT_ASC: (a, b) => a.prescriptionAmount - b.prescriptionAmount,
  FEE_AMOUNT_DESC: (a, b) => b.feeAmount - a.feeAmount,
  FEE_AMOUNT_ASC: (a, b) => a.feeAmount - b.feeAmount,
  PRODUCT_NAME_ASC: (a, b) => byName.compare(a.productName, b.productName),
};

export function sortProducts(lines: SettlementPartnerProduct[], order: SettlementPartnerProductOrder): SettlementPartnerProduct[] {
  return [...lines].sort((a, b) => compare[order](a, b) || a.seq - b.seq);
}

/** A rate the API sends as a percent number (12.5 = 12.5 %), shown with up to two decimals: 12.5%. */
export const formatPercent = (percent: number) => `${percent.toLocaleString('ko-KR', { maximumFractionDigits: 2 })}%`;
