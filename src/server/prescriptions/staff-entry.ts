import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SettlementStatus } from '../../api/enums';
import { NOTIFICATION_SENDER } from '../../api/notification-enums';
import {
  EDI_LINES_PER_RECORD_MAX,
  type EdiDuplicateChoice,
  type EdiLineChangeRequest,
  type EdiLinesAddRequest,
} from '../../api/schema/admin-prescriptions';
import { monthLabel } from '../../lib/months';
import type { Db } from '../db';
import {
  partners,
  prescriptionPartnerProducts,
  products,
  settlements,
  type Member,
  type PrescriptionPartnerRow,
  type ProductRow,
} from '../db/schema';
import { ApiHttpError, badRequest, notFound } from '../http';
import { notify } from '../notifications/notify';
import { recordStaffAction } from '../staff/audit';
import { confirmedMonthMessage, monthConfirmed, refuseConfirmedMonth } from '../settlements/staff-lock';
import { checkProposals, recordKept } from '../ocr/ocr-kept';
import { idIn } from './bulk-sql';
import { addLines, correctLine, MAX_WON, removeLine, setRecordsStatus, type LineInput } from './lines';
import { claimReopened, dropClaim, holdForWrite, lockRecord } from './staff-claims';

// What staff write on a record they hold (staff-claims.ts): product lines, 입력완료, and reopening a completed record.
// A line is priced once, when it is entered: the product's price and its fee rate of the record's prescription month
// (lines.ts), fixed on the line; a correction of its quantity or extra fee recomputes its amounts from those same
// fixed values, never from today's catalogue. Totals and settlement rows are the database's (migration 0021). Every
// write is one transaction with its staff_audit row; 입력완료 and reopening also write the member's notification.

type Staff = Pick<Member, 'id' | 'userId'>;
type AddedLine = EdiLinesAddRequest['lines'][number];

/**
 * The settlement states that lock the records behind them: once the member has asked for settlement (REQUEST) the
 * figures are what they agreed to be paid, so a record of that settlement is not reopened (an OBJECTION is exactly
 * when staff reopen and correct). A confirmed settlement month (정산 확정) locks every record and line of it besides
 * (settlements/staff-lock.ts), whatever its settlements' states.
 */
export const SETTLEMENT_LOCKING_STATUSES: readonly SettlementStatus[] = ['REQUEST'];

const lineMissing = () => notFound('제품 내역을 찾을 수 없습니다. 화면을 새로 고쳐 주세요.');

/** The products the lines name, by insurance code or id; 400 naming any that the catalogue lacks. */
async function productsOf(tx: Db, lines: readonly AddedLine[]): Promise<ProductRow[]> {
  const codes = [...new Set(lines.flatMap((l) => (l.insuranceCode ? [l.insuranceCode] : [])))];
  const ids = [...new Set(lines.flatMap((l) => (l.productId ? [l.productId] : [])))];
  const found = [
    ...(codes.length ? await tx.select().from(products).where(inArray(products.productCode, codes)) : []),
    ...(ids.length ? await tx.select().from(products).where(idIn(products.id, ids)) : []),
  ];
  const missingCodes = codes.filter((c) => !found.some((p) => p.productCode === c));
  if (missingCodes.length)
    throw badRequest(`보험코드에 해당하는 제품이 없습니다: ${missingCodes.slice(0, 5).join(', ')}. 코드를 확인해 주세요.`);
  if (ids.some((id) => !found.some((p) => p.id === id))) throw badRequest('제품을 찾을 수 없습니다. 제품 검색에서 다시 선택해 주세요.');
  return found;
}

/** The record's amount is an integer column too: the lines' sum after a write must fit it (400, nothing written). */
function checkRecordTotal(record: Pick<PrescriptionPartnerRow, 'amount'>, delta: number): void {
  if (record.amount + delta > MAX_WON)
    throw badRequest('금액이 너무 큽니다. 실적 하나의 처방금액은 2,147,483,647원을 넘을 수 없으니 수량을 확인해 주세요.');
}

const names = (list: readonly string[]) => (list.length > 3 ? `${list.slice(0, 3).join(', ')} 외 ${list.length - 3}개` : list.join(', '));

/**
 * Adds lines to a record the caller holds. A product the record already has, or one named twice, is refused with 409
 * DUPLICATE_PRODUCT unless `onDuplicate` says what to do (MERGE: the quantity joins the first line of that product,
 * whose price and rates stay those it was entered with; ADD: another line). Nothing is written on a refusal.
 */
export async function addStaffLines(db: Db, staff: Staff, id: number, request: { lines: AddedLine[]; onDuplicate?: EdiDuplicateChoice }) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const record = await holdForWrite(tx, staff, id);
    await refuseConfirmedMonth(tx, record, 'share');
    const catalogue = await productsOf(tx, request.lines);
    const productOf = (l: AddedLine) => catalogue.find((p) => (l.productId ? p.id === l.productId : p.productCode === l.insuranceCode))!;
    const existing = await tx
      .select({
        id: prescriptionPartnerProducts.id,
        productId: prescriptionPartnerProducts.productId,
        quantity: prescriptionPartnerProducts.quantity,
        unitPrice: prescriptionPartnerProducts.unitPrice,
        note: prescriptionPartnerProducts.note,
      })
      .from(prescriptionPartnerProducts)
      .where(eq(prescriptionPartnerProducts.prescriptionPartnerId, id))
      .orderBy(asc(prescriptionPartnerProducts.id));

    const seen = new Set(existing.map((l) => l.productId));
    const duplicates: string[] = [];
    for (const line of request.lines) {
      const product = productOf(line);
      if (seen.has(product.id) && !duplicates.includes(product.productName)) duplicates.push(product.productName);
      seen.add(product.id);
    }
    if (duplicates.length && !request.onDuplicate) {
      throw new ApiHttpError(
        409,
        'DUPLICATE_PRODUCT',
        `이미 입력된 제품입니다: ${names(duplicates)}. 수량을 기존 내역에 합칠지, 별도 내역으로 추가할지 선택해 주세요.`,
      );
    }

    // MERGE: quantities joining an existing line, and new lines with the repeats of the request folded in. Each
    // request line's target (the line it joined, or the new line it is or joined) is kept for the OCR's record.
    const merged = new Map<number, { quantity: number; note: string | null }>();
    const fresh: (LineInput & { code: string })[] = [];
    const targets: ({ lineId: number } | { fresh: number })[] = [];
    for (const line of request.lines) {
      const product = productOf(line);
      const input = {
        productId: product.id,
        quantity: line.quantity,
        extraFeeBp: line.extraFeeBp ?? 0,
        note: line.note ?? null,
        code: product.productCode,
      };
      if (request.onDuplicate !== 'MERGE') {
        targets.push({ fresh: fresh.push(input) - 1 });
        continue;
      }
      const onRecord = existing.find((l) => l.productId === product.id);
      if (onRecord) {
        const prior = merged.get(onRecord.id) ?? { quantity: onRecord.quantity, note: onRecord.note };
        merged.set(onRecord.id, { quantity: prior.quantity + line.quantity, note: prior.note ?? input.note });
        targets.push({ lineId: onRecord.id });
        continue;
      }
      const earlier = fresh.findIndex((f) => f.productId === product.id);
      if (earlier >= 0) fresh[earlier]!.quantity += line.quantity;
      targets.push({ fresh: earlier >= 0 ? earlier : fresh.push(input) - 1 });
    }
    if (existing.length + fresh.length > EDI_LINES_PER_RECORD_MAX) {
      throw badRequest(
        `실적 하나에는 제품을 ${EDI_LINES_PER_RECORD_MAX}개까지 입력할 수 있습니다. 지금 ${existing.length}개가 입력되어 있습니다.`,
      );
    }
    let delta = fresh.reduce((sum, l) => sum + l.quantity * (catalogue.find((p) => p.id === l.productId)?.price ?? 0), 0);
    for (const line of existing) {
      const change = merged.get(line.id);
      if (change) delta += (change.quantity - line.quantity) * line.unitPrice;
    }
    checkRecordTotal(record, delta);
    const fromOcr = request.lines.flatMap((l, k) =>
      l.ocrRunId !== undefined && l.proposalIndex !== undefined ? [{ ocrRunId: l.ocrRunId, proposalIndex: l.proposalIndex, k }] : [],
    );
    const runs = await checkProposals(tx, id, fromOcr);
    for (const [lineId, change] of merged) await correctLine(tx, lineId, change);
    const ids = await addLines(
      tx,
      id,
      fresh.map(({ code: _, ...l }) => l),
    );
    const changes: Record<string, [unknown, unknown]> = {
      added: [null, fresh.map((l, k) => ({ lineId: ids[k], insuranceCode: l.code, quantity: l.quantity }))],
    };
    if (fromOcr.length) {
      const kept = fromOcr.map(({ ocrRunId, proposalIndex, k }) => {
        const target = targets[k]!;
        const line = request.lines[k]!;
        return {
          ocrRunId,
          proposalIndex,
          lineId: 'lineId' in target ? target.lineId : ids[target.fresh]!,
          insuranceCode: productOf(line).productCode,
          quantity: line.quantity,
        };
      });
      await recordKept(tx, runs, kept);
      changes.fromOcr = [null, kept.map(({ ocrRunId, proposalIndex, lineId }) => ({ ocrRunId, proposalIndex, lineId }))];
    }
    if (merged.size) {
      changes.merged = [
        existing.filter((l) => merged.has(l.id)).map((l) => ({ lineId: l.id, quantity: l.quantity })),
        [...merged].map(([lineId, m]) => ({ lineId, quantity: m.quantity })),
      ];
    }
    await recordStaffAction(tx, staff, { action: 'EDI_LINES_ADDED', targetKind: 'EDI_RECORD', targetId: record.id, changes });
  });
}

async function lineOf(tx: Db, recordId: number, lineId: number) {
  const [line] = await tx
    .select({ line: prescriptionPartnerProducts, code: products.productCode })
    .from(prescriptionPartnerProducts)
    .innerJoin(products, eq(products.id, prescriptionPartnerProducts.productId))
    .where(and(eq(prescriptionPartnerProducts.id, lineId), eq(prescriptionPartnerProducts.prescriptionPartnerId, recordId)));
  if (!line) throw lineMissing();
  return line;
}

/** Changes a line's quantity, extra fee rate or note (its unit price and base rate stay fixed). Audited before → after. */
export async function changeStaffLine(db: Db, staff: Staff, id: number, lineId: number, change: EdiLineChangeRequest) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const record = await holdForWrite(tx, staff, id);
    await refuseConfirmedMonth(tx, record, 'share');
    const { line, code } = await lineOf(tx, id, lineId);
    if (change.quantity !== undefined) checkRecordTotal(record, (change.quantity - line.quantity) * line.unitPrice);
    await correctLine(tx, lineId, { quantity: change.quantity, extraFeeBp: change.extraFeeBp, note: change.note });
    const { line: after } = await lineOf(tx, id, lineId);
    // Which line (its id and product stay), then every field that changed, before → after.
    const changes: Record<string, [unknown, unknown]> = { lineId: [lineId, lineId], insuranceCode: [code, code] };
    for (const key of ['quantity', 'extraFeeBp', 'note', 'totalPrice', 'feeAmount', 'extraFeeAmount'] as const) {
      if (line[key] !== after[key]) changes[key] = [line[key], after[key]];
    }
    await recordStaffAction(tx, staff, {
      action: 'EDI_LINE_CHANGED',
      targetKind: 'EDI_RECORD',
      targetId: id,
      changes,
    });
  });
}

/** Removes a line of a record the caller holds. Audited with what the line was. */
export async function removeStaffLine(db: Db, staff: Staff, id: number, lineId: number) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const record = await holdForWrite(tx, staff, id);
    await refuseConfirmedMonth(tx, record, 'share');
    const { line, code } = await lineOf(tx, id, lineId);
    await removeLine(tx, lineId);
    await recordStaffAction(tx, staff, {
      action: 'EDI_LINE_REMOVED',
      targetKind: 'EDI_RECORD',
      targetId: id,
      changes: { line: [{ lineId, insuranceCode: code, quantity: line.quantity, totalPrice: line.totalPrice }, null] },
    });
  });
}

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
const signed = (text: string) => `${text}\n\n${NOTIFICATION_SENDER} 드림`;

async function institutionOf(tx: Db, record: PrescriptionPartnerRow): Promise<string> {
  const [row] = await tx.select({ name: partners.institutionName }).from(partners).where(eq(partners.id, record.partnerId));
  return row?.name ?? '';
}

/**
 * 입력완료: IN_PROGRESS → COMPLETED for the holder, when the record has at least one line and every line is priced
 * (a unit price above 0 won: a line of a product without a price cannot be entered, and a 0-won line is a mistake of
 * the catalogue that must not reach a settlement). The triggers open the settlement and its client share and add the
 * record's totals in this transaction; the claim ends; the audit row and the member's notification are written with it.
 */
export async function completeStaffRecord(db: Db, staff: Staff, id: number) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const record = await holdForWrite(tx, staff, id);
    // 입력완료 adds the record's figures to its settlement month: the month's row is locked before the triggers do.
    await refuseConfirmedMonth(tx, record, 'update');
    const lines = await tx
      .select({ unitPrice: prescriptionPartnerProducts.unitPrice, name: products.productName })
      .from(prescriptionPartnerProducts)
      .innerJoin(products, eq(products.id, prescriptionPartnerProducts.productId))
      .where(eq(prescriptionPartnerProducts.prescriptionPartnerId, id));
    if (!lines.length) {
      throw new ApiHttpError(409, 'NO_LINES', '제품 내역이 없는 실적은 입력완료할 수 없습니다. 제품을 1개 이상 입력해 주세요.');
    }
    const unpriced = lines.filter((l) => l.unitPrice <= 0).map((l) => l.name);
    if (unpriced.length) {
      throw new ApiHttpError(
        409,
        'UNPRICED_LINES',
        `가격이 0원인 제품이 있습니다: ${names(unpriced)}. 제품을 확인하고 다시 입력해 주세요.`,
      );
    }
    await setRecordsStatus(tx, [id], 'COMPLETED');
    await dropClaim(tx, id);
    await recordStaffAction(tx, staff, {
      action: 'EDI_COMPLETED',
      targetKind: 'EDI_RECORD',
      targetId: id,
      changes: { status: ['IN_PROGRESS', 'COMPLETED'], lines: [null, lines.length], amount: [null, record.amount] },
    });
    const institution = await institutionOf(tx, record);
    await notify(tx, {
      memberId: record.memberId,
      kind: 'PRESCRIPTION_COMPLETED',
      title: '실적 입력이 완료되었습니다',
      body: signed(
        `${institution} ${monthLabel(record.prescriptionMonth)} 처방 실적의 입력이 완료되었습니다. ` +
          `처방금액 ${won(record.amount)}이 ${monthLabel(record.settlementMonth)} 정산에 반영됩니다.`,
      ),
      link: '/prescriptions',
    });
  });
}

/**
 * Why a COMPLETED record's settlement does not let it be reopened, or null when it does. With `lock`, the member's
 * month row is locked before the settlement row (the order 입력완료's triggers lock them in), then the settlement.
 */
export async function reopenRefusal(
  tx: Db,
  record: Pick<PrescriptionPartnerRow, 'memberId' | 'dealerId' | 'settlementMonth'>,
  lock = false,
) {
  if (await monthConfirmed(tx, record.memberId, record.settlementMonth, lock ? 'update' : false)) {
    return confirmedMonthMessage(record.settlementMonth);
  }
  const query = tx
    .select({ status: settlements.status })
    .from(settlements)
    .where(and(eq(settlements.dealerId, record.dealerId), eq(settlements.settlementMonth, record.settlementMonth)));
  const [settlement] = lock ? await query.for('update') : await query;
  if (settlement?.status && SETTLEMENT_LOCKING_STATUSES.includes(settlement.status)) {
    return '회원이 정산요청한 정산에 들어간 실적이라 다시 열 수 없습니다. 정산 담당자와 먼저 확인해 주세요.';
  }
  return null;
}

/**
 * Inside the caller's transaction, COMPLETED records the caller has locked go back to IN_PROGRESS (the entry state),
 * each with its audit row and the reason; held by `staff` when `hold` (they reopened it to correct it themselves),
 * unclaimed otherwise (anyone with 처방관리 takes it up with 처리 시작: an accepted 이의신청 reopens its settlement's
 * records this way). The triggers take their totals out of the settlement.
 */
export async function reopenCompletedRecords(
  tx: Db,
  staff: Staff,
  records: readonly Pick<PrescriptionPartnerRow, 'id' | 'amount'>[],
  reason: string,
  hold = false,
): Promise<void> {
  if (!records.length) return;
  await setRecordsStatus(
    tx,
    records.map((r) => r.id),
    'IN_PROGRESS',
  );
  for (const record of records) {
    if (hold) await claimReopened(tx, record.id, staff);
    await recordStaffAction(tx, staff, {
      action: 'EDI_REOPENED',
      targetKind: 'EDI_RECORD',
      targetId: record.id,
      changes: { status: ['COMPLETED', 'IN_PROGRESS'], holder: [null, hold ? staff.userId : null], amount: [record.amount, null] },
      reason,
    });
  }
}

/**
 * Reopens a COMPLETED record: back to IN_PROGRESS, held by the caller, while its settlement is not locked (the
 * settlement row is locked while this is checked, so the member's 정산요청 comes before or after, never between). The
 * triggers take the record's totals out of the settlement. The reason is audited and told to the member.
 */
export async function reopenStaffRecord(db: Db, staff: Staff, id: number, reason: string) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { record } = await lockRecord(tx, id);
    if (record.status !== 'COMPLETED') throw new ApiHttpError(409, 'NOT_COMPLETED', '입력완료된 실적만 다시 열 수 있습니다.');
    const refusal = await reopenRefusal(tx, record, true);
    if (refusal) throw new ApiHttpError(409, 'SETTLEMENT_LOCKED', refusal);
    await reopenCompletedRecords(tx, staff, [record], reason, true);
    const institution = await institutionOf(tx, record);
    await notify(tx, {
      memberId: record.memberId,
      kind: 'PRESCRIPTION_REOPENED',
      title: '실적을 다시 확인하고 있습니다',
      body: signed(
        `${institution} ${monthLabel(record.prescriptionMonth)} 처방 실적을 다시 확인하고 있습니다. 사유: ${reason}\n` +
          '확인이 끝나 입력이 완료되면 다시 알려 드립니다.',
      ),
      link: '/prescriptions',
    });
  });
}
