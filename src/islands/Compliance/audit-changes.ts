import { ComplianceKind, ExpenditureKind } from '../../api/compliance-enums';
import type { AuditEntry } from '../../api/types';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../lib/format';

// What an audit row's before/after says, as a person reads it: the fields in a fixed order with Korean names and
// formatted values (dates, won, percent, names), the bookkeeping columns (ids, timestamps of the row itself) left out.
// The rows are the records as they were stored, so a field this list does not know still shows, under its own name.

type Format = (value: unknown) => string;

const day: Format = (v) => (typeof v === 'string' && v ? formatDate(v) : EMPTY);
const won: Format = (v) => (typeof v === 'number' ? formatMoney(v) : generic(v));
const unit =
  (suffix: string): Format =>
  (v) =>
    typeof v === 'number' ? `${formatNumber(v)}${suffix}` : generic(v);

/** A rate as the contract states it: `feeRate` in percent, or `feeRateBp` in basis points. */
const percent = (n: number) => `${n.toLocaleString('ko-KR', { maximumFractionDigits: 2 })}%`;
const rates: Format = (v) => {
  if (!Array.isArray(v)) return generic(v);
  if (v.length === 0) return EMPTY;
  return v
    .map((r: unknown) => {
      if (!r || typeof r !== 'object') return generic(r);
      const rate = r as { productName?: unknown; productId?: unknown; feeRate?: unknown; feeRateBp?: unknown };
      const name = typeof rate.productName === 'string' ? rate.productName : `품목 ${String(rate.productId ?? '')}`.trim();
      const value =
        typeof rate.feeRate === 'number' ? percent(rate.feeRate) : typeof rate.feeRateBp === 'number' ? percent(rate.feeRateBp / 100) : '';
      return value ? `${name} ${value}` : name;
    })
    .join(', ');
};
const kind: Format = (v) =>
  ComplianceKind.is(v) ? ComplianceKind.label(v) : ExpenditureKind.is(v) ? ExpenditureKind.label(v) : generic(v);

/** Shown for a field without a value. */
export const EMPTY = '없음';

/** Fields in the order they are listed, each with its Korean name and how its value reads. */
const FIELDS: [key: string, label: string, format?: Format][] = [
  ['dealerName', '대상', (v) => (v == null ? '본인' : generic(v))],
  ['drugCompanyName', '제약사'],
  ['kind', '종류', kind],
  ['version', '차수', unit('차')],
  ['number', '신고번호'],
  ['authority', '발급기관'],
  ['issuedAt', '발급일', day],
  ['completedAt', '이수일', day],
  ['hours', '이수 시간', unit('시간')],
  ['submittedAt', '이수증 제출일', day],
  ['contractDate', '재위탁 계약일', day],
  ['dueDate', '통보 기한', day],
  ['sentAt', '통보일', day],
  ['proofFileName', '통보 증빙'],
  ['startDate', '계약 시작일', day],
  ['endDate', '계약 종료일', (v) => (v == null ? '정하지 않음' : day(v))],
  ['rates', '품목별 수수료율', rates],
  ['date', '지출일', day],
  ['institutionName', '요양기관'],
  ['recipients', '받은 사람'],
  ['recipientCount', '인원', unit('명')],
  ['amount', '금액', won],
  ['itemAmount', '1인 판촉물·기념품', won],
  ['caseCount', '증례 수', unit('건')],
  ['productName', '제품명'],
  ['note', '비고'],
  ['correctsId', '정정한 기록', (v) => (typeof v === 'number' ? `${v}번 기록` : generic(v))],
  ['fileName', '첨부 파일'],
  ['fileNames', '첨부 파일'],
  ['createdByName', '기록한 사람'],
];
const known = new Map(FIELDS.map(([key, label, format], i) => [key, { label, format: format ?? generic, order: i }]));

/** The row's own bookkeeping: its ids, the owner's id and its timestamps say nothing an inspector needs here. */
const hidden = (key: string) => key === 'id' || key === 'createdAt' || key === 'updatedAt' || (/Id$/.test(key) && !known.has(key));

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Any value in words: dates formatted, lists joined, yes/no, nested objects as `name: value`. */
export function generic(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? '예' : '아니오';
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') return isoDay.test(value) ? formatDate(value) : isoInstant.test(value) ? formatDateTime(value) : value;
  if (Array.isArray(value)) return value.length ? value.map(generic).join(', ') : EMPTY;
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([k, v]) => `${known.get(k)?.label ?? k}: ${generic(v)}`)
      .join(', ');
  return String(value);
}

export interface ChangeRow {
  key: string;
  label: string;
  /** null: the side does not exist (a creation has no before, a deletion no after). */
  before: string | null;
  after: string | null;
  changed: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields of a change: a creation lists what was recorded, a deletion what was removed, a change only the fields
 * that differ (every field when none does, so the row never looks empty).
 */
export function changeRows(entry: Pick<AuditEntry, 'before' | 'after'>): ChangeRow[] {
  const { before, after } = entry;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((k) => !hidden(k));
  keys.sort((a, b) => (known.get(a)?.order ?? FIELDS.length) - (known.get(b)?.order ?? FIELDS.length));
  const rows = keys.map((key): ChangeRow => {
    const field = known.get(key);
    const show = (row: Record<string, unknown> | null) => (row ? (field?.format ?? generic)(row[key]) : null);
    return {
      key,
      label: field?.label ?? key,
      before: show(before),
      after: show(after),
      changed: !before || !after || !same(before[key], after[key]),
    };
  });
  const present = (side: string | null) => side !== null && side !== EMPTY;
  if (before && after) {
    const changed = rows.filter((r) => r.changed);
    return changed.length ? changed : rows;
  }
  // A creation or deletion: the fields that held something (an empty optional field says nothing).
  const filled = rows.filter((r) => present(r.before) || present(r.after));
  return filled.length ? filled : rows;
}
