import { describe, expect, it } from 'vitest';
import type { SettlementPartnerProduct } from '../../api/types';
import { formatPercent, sortProducts } from './product-order';

const line = (seq: number, productName: string, prescriptionAmount: number, feeAmount: number): SettlementPartnerProduct => ({
  id: seq,
  seq,
  productCode: `P${seq}`,
  productName,
  quantity: 1,
  unitPrice: prescriptionAmount,
  prescriptionAmount,
  feeRate: 10,
  feeAmount,
  extraFeeRate: 0,
  extraFeeAmount: 0,
  note: null,
});
const lines = [line(1, '나정', 500, 90), line(2, '가정', 900, 10), line(3, '다정', 100, 50), line(4, '라정', 900, 70)];
const names = (order: Parameters<typeof sortProducts>[1]) => sortProducts(lines, order).map((l) => l.productName);

describe('product lines sorted as the label says', () => {
  it('높은순 puts the largest first, 낮은순 the smallest; ties keep the line order', () => {
    expect(names('PRESCRIPTION_AMOUNT_DESC')).toEqual(['가정', '라정', '나정', '다정']);
    expect(names('PRESCRIPTION_AMOUNT_ASC')).toEqual(['다정', '나정', '가정', '라정']);
    expect(names('FEE_AMOUNT_DESC')).toEqual(['나정', '라정', '다정', '가정']);
    expect(names('FEE_AMOUNT_ASC')).toEqual(['가정', '다정', '라정', '나정']);
    expect(names('PRODUCT_NAME_ASC')).toEqual(['가정', '나정', '다정', '라정']);
  });
  it('shows percent numbers as they are', () => {
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(3)).toBe('3%');
    expect(formatPercent(0.75)).toBe('0.75%');
  });
});
