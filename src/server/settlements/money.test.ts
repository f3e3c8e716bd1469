import { describe, expect, it } from 'vitest';
import { prng } from '../seed/prng';
import { bpOfFraction, feeOf, percentOfBp, vatSplit } from './money';

describe('settlement money rules', () => {
  it('rounds a fee down per line, in integers', () => {
    expect(feeOf(10_000, 1250)).toBe(1250);
    expect(feeOf(999, 1250)).toBe(124); // 124.875
    expect(feeOf(1, 9999)).toBe(0);
    expect(feeOf(0, 3000)).toBe(0);
    // A float product would give 28.999… here; integers do not.
    expect(feeOf(100, 2900)).toBe(29);
    expect(() => feeOf(1.5, 100)).toThrow(RangeError);
    expect(() => feeOf(100, -1)).toThrow(RangeError);
  });

  it('splits a VAT-inclusive total into supply ⌊total × 10 ÷ 11⌋ and tax, which add up', () => {
    expect(vatSplit(11_000)).toEqual({ supplyAmount: 10_000, taxAmount: 1_000 });
    expect(vatSplit(10)).toEqual({ supplyAmount: 9, taxAmount: 1 });
    expect(vatSplit(0)).toEqual({ supplyAmount: 0, taxAmount: 0 });
    const random = prng(11);
    for (let k = 0; k < 2000; k++) {
      const total = Math.floor(random() * 2_000_000_000);
      const { supplyAmount, taxAmount } = vatSplit(total);
      expect(supplyAmount + taxAmount).toBe(total);
      // ⌊total ÷ 1.1⌋ exactly: supply × 11 ≤ total × 10 < (supply + 1) × 11.
      expect(supplyAmount * 11 <= total * 10 && total * 10 < (supplyAmount + 1) * 11).toBe(true);
    }
  });

  it('converts catalogue fractions to basis points once, and basis points to the percent the screens print', () => {
    expect(bpOfFraction(0.125)).toBe(1250);
    expect(bpOfFraction(0.07)).toBe(700); // 0.07 × 10 000 = 700.0000000000001
    expect(percentOfBp(1250)).toBe(12.5);
    expect(percentOfBp(150)).toBe(1.5);
  });
});
