import { safeParse } from 'valibot';
import { dealerContractSchema, type DealerContractRequest } from '../../api/schema/records';
import type { DealerContract } from '../../api/types';
import { withoutWireNames } from './contract-view';

// The 새 버전 등록 form of a dealer's sub-contract: what is typed, the request it makes, and the request schema's checks
// (the server runs the same) placed beside the fields they concern. Loaded with the contracts dialog, so the
// validation library is not part of the page's first visit.

/** A picked product and its rate as typed (percent, text). */
export interface RateRow {
  productId: number;
  productName: string;
  rate: string;
}

export interface ContractForm {
  startDate: string | null;
  endDate: string | null;
  rates: RateRow[];
}

export type ContractField = 'startDate' | 'endDate' | 'rates' | 'file';

export interface ContractErrors {
  startDate?: string;
  endDate?: string;
  /** The list as a whole (none picked, too many, the same product twice). */
  rates?: string;
  /** Each picked product's rate, by product id. */
  rate?: Record<number, string>;
  file?: string;
  /** A problem of the whole request no field owns. */
  form?: string;
}

/**
 * A fresh form. A change of the contract is a new version, so the rates start as the latest version's (the member
 * changes what changed); the dates start empty.
 */
export const emptyContractForm = (latest?: DealerContract | null): ContractForm => ({
  startDate: null,
  endDate: null,
  rates: (latest?.rates ?? []).map((r) => ({ productId: r.productId, productName: r.productName, rate: r.feeRate.toFixed(2) })),
});

/** What a rate box may hold while typing: digits and one decimal point (a comma becomes the point, % is dropped). */
export const cleanRateInput = (text: string) => {
  const [whole = '', ...rest] = text
    .replace(/,/g, '.')
    .replace(/[^\d.]/g, '')
    .split('.');
  return rest.length ? `${whole}.${rest.join('')}` : whole;
};

/** The typed rate as a number (NaN when it is not one; blank is checked before). */
export const parseRate = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

export const toContractRequest = (form: ContractForm): DealerContractRequest => ({
  startDate: form.startDate ?? '',
  endDate: form.endDate,
  rates: form.rates.map((r) => ({ productId: r.productId, feeRate: parseRate(r.rate) })),
});

const hasErrors = (e: ContractErrors) => !!(e.startDate || e.endDate || e.rates || e.file || e.form || Object.keys(e.rate ?? {}).length);

/**
 * The problems of the form by field, in the form's words: what is missing first (the form knows the field), then the
 * request schema's messages without their wire names. Null when it may be sent.
 */
export function contractErrors(form: ContractForm, file: File | null): ContractErrors | null {
  const errors: ContractErrors = {};
  const rate: Record<number, string> = {};
  if (!form.startDate) errors.startDate = '계약 시작일을 입력해 주세요.';
  for (const r of form.rates) if (r.rate.trim() === '') rate[r.productId] = '수수료율을 입력해 주세요.';
  const parsed = safeParse(dealerContractSchema, toContractRequest(form));
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const [top, index] = (issue.path ?? []).map((p) => p.key);
      const message = withoutWireNames(issue.message);
      if (top === 'startDate' || top === 'endDate') errors[top] ??= message;
      else if (top === 'rates' && typeof index === 'number') {
        // Beside its box the rate needs no name: 「소수점 둘째 자리까지 입력해 주세요.」
        const row = form.rates[index];
        if (row) rate[row.productId] ??= message.replace(/^수수료율은\(는\)\s*/, '');
      } else if (top === 'rates') errors.rates ??= message;
      // The period check belongs to the whole request: the end date is what the member changes.
      else if (form.endDate && form.startDate && form.endDate < form.startDate) errors.endDate ??= message;
      else errors.form ??= message;
    }
  }
  if (Object.keys(rate).length) errors.rate = rate;
  if (!file) errors.file = '서명한 계약서 파일을 첨부해 주세요.';
  return hasErrors(errors) ? errors : null;
}

/** The id suffix of the first field with a problem, in the form's order (it takes the focus). */
export function firstProblem(errors: ContractErrors, form: ContractForm): string | null {
  if (errors.startDate) return 'startDate';
  if (errors.endDate) return 'endDate';
  if (errors.rates) return 'rates';
  const row = form.rates.find((r) => errors.rate?.[r.productId]);
  if (row) return `rate-${row.productId}`;
  if (errors.file) return 'file';
  return null;
}

/** The rate errors still true after the picked rows changed: those of rows left as they were. */
export function rateErrorsAfter(errors: Record<number, string> | undefined, before: RateRow[], after: RateRow[]) {
  if (!errors) return undefined;
  const was = new Map(before.map((r) => [r.productId, r.rate]));
  const kept = Object.fromEntries(
    after.filter((r) => errors[r.productId] && was.get(r.productId) === r.rate).map((r) => [r.productId, errors[r.productId]!]),
  );
  return Object.keys(kept).length ? kept : undefined;
}
