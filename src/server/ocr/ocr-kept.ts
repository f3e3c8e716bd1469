import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { ocrKept, ocrRuns, prescriptionPartnerFiles, type OcrRunRow } from '../db/schema';
import { badRequest } from '../http';

// Lines staff add from an OCR proposal (staff-entry.ts addStaffLines, inside its transaction): the run named must be
// of this record and of a file it still has, and what was kept of each proposal is written beside the line, as read
// (UNCHANGED) or corrected, with the code and quantity proposed and kept (ocr_kept, migrations 0031 and 0033).

/** A line added from a proposal: which, and what it became. */
export interface KeptProposal {
  ocrRunId: number;
  proposalIndex: number;
  lineId: number;
  insuranceCode: string;
  quantity: number;
}

/**
 * Inside a line write's transaction: checks that every run named is of this record and of a file it still has, and
 * that each index is one of the run's proposals (400 otherwise, nothing written).
 */
export async function checkProposals(tx: Db, recordId: number, named: readonly { ocrRunId: number; proposalIndex: number }[]) {
  const ids = [...new Set(named.map((n) => n.ocrRunId))];
  if (!ids.length) return new Map<number, OcrRunRow>();
  const runs = await tx
    .select({ run: ocrRuns })
    .from(ocrRuns)
    .innerJoin(
      prescriptionPartnerFiles,
      and(
        eq(prescriptionPartnerFiles.fileId, ocrRuns.fileId),
        eq(prescriptionPartnerFiles.prescriptionPartnerId, ocrRuns.prescriptionPartnerId),
      ),
    )
    .where(and(inArray(ocrRuns.id, ids), eq(ocrRuns.prescriptionPartnerId, recordId)));
  const byId = new Map(runs.map(({ run }) => [run.id, run]));
  if (ids.some((id) => !byId.has(id))) throw badRequest('이 실적의 파일을 읽은 OCR 결과가 아닙니다. OCR으로 다시 읽어 주세요.');
  if (named.some((n) => n.proposalIndex >= byId.get(n.ocrRunId)!.proposals.length)) {
    throw badRequest('OCR 결과에 없는 제안 번호(proposalIndex)입니다. OCR으로 다시 읽어 주세요.');
  }
  return byId;
}

/**
 * Inside the same transaction: what staff kept of each proposal, as read (UNCHANGED) or corrected. A proposal kept
 * again (its line removed and added once more) records the later decision.
 */
export async function recordKept(tx: Db, runs: Map<number, OcrRunRow>, kept: readonly KeptProposal[]): Promise<void> {
  if (!kept.length) return;
  const rows = kept.map((k) => {
    const proposal = runs.get(k.ocrRunId)!.proposals[k.proposalIndex]!;
    const unchanged = proposal.insuranceCode === k.insuranceCode && proposal.quantity === k.quantity;
    return {
      ocrRunId: k.ocrRunId,
      proposalIndex: k.proposalIndex,
      lineId: k.lineId,
      outcome: unchanged ? ('UNCHANGED' as const) : ('CORRECTED' as const),
      proposedCode: proposal.insuranceCode,
      proposedQuantity: proposal.quantity,
      keptCode: k.insuranceCode,
      keptQuantity: k.quantity,
      keptAt: new Date(),
    };
  });
  await tx
    .insert(ocrKept)
    .values(rows)
    .onConflictDoUpdate({
      target: [ocrKept.ocrRunId, ocrKept.proposalIndex],
      set: {
        lineId: sql`excluded.line_id`,
        outcome: sql`excluded.outcome`,
        proposedCode: sql`excluded.proposed_code`,
        proposedQuantity: sql`excluded.proposed_quantity`,
        keptCode: sql`excluded.kept_code`,
        keptQuantity: sql`excluded.kept_quantity`,
        keptAt: sql`excluded.kept_at`,
      },
    });
}
