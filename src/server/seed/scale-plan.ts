import { addMonths, firstDay, type Month } from '../../lib/months';
import type { PrescriptionStatus } from '../../api/enums';
import type { LineInput } from '../prescriptions/lines';
import { generatePartners, type PartnerSeed } from './prescriptions-data';
import { prng } from './prng';
import { extraFeeBpOf } from './settlements';

// What the scale seed writes, as pure functions of ids and months: the same database state plans the same records and
// lines, so a second run finds every planned record present and adds nothing. Each record draws from its own
// generator (seeded by its client and month), so skipping the records that exist changes none of the others.

/** A client institution with the dealer row that files its records (same member and drug company). */
export interface Client {
  memberId: number;
  partnerId: number;
  dealerId: number;
  drugCompanyId: number;
}

export interface PlannedRecord extends Client {
  prescriptionMonth: Month;
  settlementMonth: Month;
  inputDate: Date;
  /** What staff have made of it: this month's records are still open, older ones done. */
  status: PrescriptionStatus;
  lines: LineInput[];
}

/** Share of client × month without a record (a month without prescriptions). */
const SKIP_SHARE = 0.028;
/** Share of this month's records staff have not opened yet (PENDING, no lines). */
const PENDING_SHARE = 1 / 3;
const DAY = 86_400_000;

/** One 32-bit seed of a few integers (FNV-1a over them). */
export function seedOf(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    for (let shift = 0; shift < 32; shift += 8) h = Math.imul(h ^ ((part >>> shift) & 0xff), 0x01000193);
  }
  return h >>> 0;
}

export interface RecordPlanOptions {
  /** Prescription months back from the settlement month `current`: 1 (settled this month) … months. */
  months: number;
  linesPerRecord: number;
  current: Month;
  now: Date;
  /** The product ids (priced and rated) of each drug company. */
  catalogue: ReadonlyMap<number, readonly number[]>;
}

/** The records of one client over the months, with their lines (none while PENDING). */
export function planRecords(client: Client, o: RecordPlanOptions): PlannedRecord[] {
  const out: PlannedRecord[] = [];
  const products = o.catalogue.get(client.drugCompanyId) ?? [];
  for (let back = 1; back <= o.months; back++) {
    const random = prng(seedOf(client.partnerId, client.dealerId, back));
    if (random() < SKIP_SHARE) continue;
    const prescriptionMonth = addMonths(o.current, -back);
    const settlementMonth = addMonths(prescriptionMonth, 1);
    const status: PrescriptionStatus = back > 1 ? 'COMPLETED' : random() < PENDING_SHARE ? 'PENDING' : 'IN_PROGRESS';
    const entered =
      Date.parse(`${firstDay(settlementMonth)}T01:00:00Z`) + Math.floor(random() * 20) * DAY + Math.floor(random() * 600) * 60_000;
    const inputDate = new Date(Math.min(entered, o.now.getTime() - 3_600_000));
    const lines = status === 'PENDING' ? [] : pickLines(random, products, o.linesPerRecord, prescriptionMonth);
    out.push({ ...client, prescriptionMonth, settlementMonth, inputDate, status, lines });
  }
  return out;
}

/** `count` lines of distinct products while the company has enough (then products repeat), quantities 10–299. */
function pickLines(random: () => number, products: readonly number[], count: number, month: Month): LineInput[] {
  const pool = [...products];
  return Array.from({ length: products.length ? count : 0 }, () => {
    if (!pool.length) pool.push(...products);
    const [productId] = pool.splice(Math.floor(random() * pool.length), 1) as [number];
    return { productId, quantity: 10 + Math.floor(random() * 290), extraFeeBp: extraFeeBpOf(productId, month) };
  });
}

/** Institutions generated per call: names are distinct within one (the generator's names run out in the thousands). */
const INSTITUTIONS_PER_DRAW = 500;

/**
 * The institutions a member gets to go from `existing` to `target`, spread over its drug companies; drawn in parts
 * seeded by the member and the position, so the same count grows the same way. Created before the first month.
 */
export function plannedInstitutions(
  memberId: number,
  existing: number,
  target: number,
  companies: readonly number[],
  before: Date,
): (PartnerSeed & { memberId: number; drugCompanyId: number; createdAt: Date })[] {
  const out: (PartnerSeed & { memberId: number; drugCompanyId: number; createdAt: Date })[] = [];
  for (let from = existing; from < target; from += INSTITUTIONS_PER_DRAW) {
    const drawn = generatePartners(prng(seedOf(memberId, from)), Math.min(INSTITUTIONS_PER_DRAW, target - from));
    drawn.forEach((p, k) =>
      out.push({
        ...p,
        memberId,
        drugCompanyId: companies[(from + k) % companies.length] as number,
        createdAt: new Date(before.getTime() - (1 + ((from + k) % 90)) * DAY),
      }),
    );
  }
  return out;
}
