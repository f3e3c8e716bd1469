import type { ProductRow } from '../db/schema-products';

// Fee rates as the screens show them, and as they stand in a given month.

/** The fee rate as the screens show it: rounded to one decimal of a percent (0.35548 → 0.355). */
export const roundedRate = (rate: number | null) => (rate === null ? null : Math.round(Math.round(rate * 1_000_000) / 1_000) / 1_000);

/**
 * The rates as of `month` (yyyy-MM): from the month of a change on, the changed rate is the rate (and nothing is
 * pending); before it, or with no month, the current rate and the pending change.
 */
export function ratesAsOf(p: ProductRow, month: string | undefined) {
  const changeApplies = month !== undefined && p.changedMonth !== null && p.changedFeeRate !== null && `${month}-01` >= p.changedMonth;
  return {
    feeRate: changeApplies ? p.changedFeeRate : p.feeRate,
    changedFeeRate: changeApplies ? null : p.changedFeeRate,
    changedMonth: changeApplies ? null : p.changedMonth,
  };
}
