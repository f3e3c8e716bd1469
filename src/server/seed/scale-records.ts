import type { PrescriptionStatus } from '../../api/enums';
import type { Db } from '../db';
import { addLinesBatch, setRecordsStatus, type LineInput } from '../prescriptions/lines';
import { existingRecordKeys, insertRecordsBatch, recordKey } from '../prescriptions/record-batch';
import { planRecords, type Client, type RecordPlanOptions } from './scale-plan';

// The scale seed's EDI records, through the write paths staff and members use: records in batches (no statement
// images), their product lines priced from the catalogue, then their status. One transaction per batch of about
// RECORDS_PER_TRANSACTION records, generated just before it is written: memory stays bounded whatever the volume.

const RECORDS_PER_TRANSACTION = 1_000;

export interface Written {
  records: number;
  lines: number;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** How many clients go into one transaction, for records over `months` months. */
export const clientsPerBatch = (months: number) => Math.max(1, Math.floor(RECORDS_PER_TRANSACTION / months));

/** The clients of a member's institutions: each is filed by one dealer row of its company (a steady pick by id). */
export function clientsOf(
  institutions: readonly { id: number; memberId: number; drugCompanyId: number }[],
  dealerRows: readonly { id: number; memberId: number; drugCompanyId: number }[],
): Client[] {
  const byCompany = new Map<string, number[]>();
  for (const d of [...dealerRows].sort((a, b) => a.id - b.id)) {
    const key = `${d.memberId}/${d.drugCompanyId}`;
    pushTo(byCompany, key, d.id);
  }
  return institutions.flatMap((p) => {
    const dealers = byCompany.get(`${p.memberId}/${p.drugCompanyId}`);
    if (!dealers?.length) return []; // no dealer of the member works with this company: it files nothing
    return [{ memberId: p.memberId, partnerId: p.id, drugCompanyId: p.drugCompanyId, dealerId: dealers[p.id % dealers.length] as number }];
  });
}

/** Writes the planned records of these clients that do not exist yet, with their lines and statuses, in one transaction. */
export async function writeRecords(db: Db, clients: readonly Client[], options: RecordPlanOptions): Promise<Written> {
  const existing = await existingRecordKeys(db, clients);
  const todo = clients.flatMap((c) => planRecords(c, options)).filter((r) => !existing.has(recordKey(r)));
  if (!todo.length) return { records: 0, lines: 0 };
  return db.transaction(async (tx) => {
    const inserted = await insertRecordsBatch(tx, todo);
    const planned = new Map(todo.map((r) => [recordKey(r), r] as const));
    const entries: { recordId: number; lines: LineInput[] }[] = [];
    const byStatus = new Map<PrescriptionStatus, number[]>();
    for (const row of inserted) {
      const plan = planned.get(recordKey(row));
      if (!plan) continue;
      if (plan.lines.length) entries.push({ recordId: row.id, lines: plan.lines });
      if (plan.status !== 'PENDING') pushTo(byStatus, plan.status, row.id);
    }
    const lines = await addLinesBatch(tx, entries);
    // Staff complete a record once its lines are in: the statuses come last.
    for (const [status, ids] of byStatus) await setRecordsStatus(tx, ids, status);
    return { records: inserted.length, lines };
  });
}
