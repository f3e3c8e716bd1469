import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { storedFiles } from './schema-content';
import { tz } from './schema-columns';
import { prescriptionPartnerProducts, prescriptionPartners } from './schema-prescriptions';

// The staff's OCR of EDI images (migration 0031_ocr_runs.sql): what each run proposed, and what staff kept of it.

/** One proposed line as stored: the code read, the quantity (null: unreadable), the recognizer's confidence 0–1. */
export interface StoredProposal {
  insuranceCode: string;
  quantity: number | null;
  confidence: number;
}

export const ocrRuns = pgTable(
  'ocr_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prescriptionPartnerId: integer('prescription_partner_id')
      .notNull()
      .references(() => prescriptionPartners.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').notNull(),
    staffUserId: text('staff_user_id').notNull(),
    ranAt: tz('ran_at').notNull().defaultNow(),
    durationMs: integer('duration_ms').notNull(),
    /** The page's corners read, in the image's pixels (top-left, top-right, bottom-right, bottom-left). */
    corners: jsonb('corners').$type<[number, number][]>().notNull(),
    proposals: jsonb('proposals').$type<StoredProposal[]>().notNull(),
  },
  (t) => [
    index('ocr_runs_record_idx').on(t.prescriptionPartnerId, t.ranAt),
    index('ocr_runs_ran_at_idx').on(t.ranAt),
    check('ocr_runs_duration_check', sql`${t.durationMs} >= 0`),
    check('ocr_runs_proposals_check', sql`jsonb_typeof(${t.proposals}) = 'array'`),
  ],
);
export type OcrRunRow = typeof ocrRuns.$inferSelect;

/** A proposal staff kept: as read (UNCHANGED) or with its code or quantity corrected; the line it became. */
export const ocrKept = pgTable(
  'ocr_kept',
  {
    ocrRunId: integer('ocr_run_id')
      .notNull()
      .references(() => ocrRuns.id, { onDelete: 'cascade' }),
    proposalIndex: integer('proposal_index').notNull(),
    lineId: integer('line_id').references(() => prescriptionPartnerProducts.id, { onDelete: 'set null' }),
    outcome: text('outcome').$type<'UNCHANGED' | 'CORRECTED'>().notNull(),
    keptAt: tz('kept_at').notNull().defaultNow(),
    // 0033: what was proposed and what was kept, as they were when the line was added.
    proposedCode: text('proposed_code').notNull(),
    proposedQuantity: integer('proposed_quantity'),
    keptCode: text('kept_code').notNull(),
    keptQuantity: integer('kept_quantity').notNull(),
  },
  (t) => [
    primaryKey({ name: 'ocr_kept_pk', columns: [t.ocrRunId, t.proposalIndex] }),
    check('ocr_kept_outcome_check', sql`${t.outcome} in ('UNCHANGED', 'CORRECTED')`),
    check('ocr_kept_index_check', sql`${t.proposalIndex} >= 0`),
    check(
      'ocr_kept_outcome_values_check',
      sql`(${t.outcome} = 'UNCHANGED') = (${t.keptCode} = ${t.proposedCode} and ${t.keptQuantity} is not distinct from ${t.proposedQuantity})`,
    ),
  ],
);
