// The money rules of settlements, in integer won (never a float on an amount):
// - a product line's total is quantity × unit price;
// - a fee rate is integer basis points (1 bp = 0.01 %), and a line's fee is ⌊total × bp ÷ 10 000⌋: rounded down per
//   line, so a settlement's fee is the sum of its lines' fees;
// - an amount including VAT splits into supply = ⌊total × 10 ÷ 11⌋ and tax = total − supply, at the level shown
//   (a settlement's supply is computed from its own total, not summed from its clients').

export const BP_PER_UNIT = 10_000;

/** The fee of a line: ⌊total × bp ÷ 10 000⌋ won. */
export function feeOf(total: number, bp: number): number {
  if (!Number.isSafeInteger(total) || !Number.isSafeInteger(bp) || total < 0 || bp < 0)
    throw new RangeError('won and bp are whole numbers');
  return Math.floor((total * bp) / BP_PER_UNIT);
}

/** A product line's amounts: quantity × unit price, and its base and extra fees in integer won. */
export function lineAmounts(quantity: number, unitPrice: number, baseFeeBp: number, extraFeeBp: number) {
  const totalPrice = quantity * unitPrice;
  return {
    quantity,
    unitPrice,
    totalPrice,
    baseFeeBp,
    feeAmount: feeOf(totalPrice, baseFeeBp),
    extraFeeBp,
    extraFeeAmount: feeOf(totalPrice, extraFeeBp),
  };
}

/** A catalogue rate (a fraction 0–1) as basis points, rounded to the nearest bp once, when a line is entered. */
export const bpOfFraction = (fraction: number) => Math.round(fraction * BP_PER_UNIT);

/** Basis points as the percent number the settlement screens print (1250 → 12.5). */
export const percentOfBp = (bp: number) => bp / 100;

/** Supply value and tax of an amount including VAT. */
export function vatSplit(total: number): { supplyAmount: number; taxAmount: number } {
  const supplyAmount = Math.floor((total * 10) / 11);
  return { supplyAmount, taxAmount: total - supplyAmount };
}
