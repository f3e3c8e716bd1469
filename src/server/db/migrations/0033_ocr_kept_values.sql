-- What staff kept of an OCR proposal, in the row itself: the code and quantity proposed (the quantity null when it
-- could not be read) and the code and quantity of the line they added, as they were then (the line may be changed or
-- removed later; this row keeps what was decided from the proposal). The outcome follows from them, and the check
-- keeps it so: UNCHANGED exactly when both are as proposed. The table is written from this migration on only, so it is
-- empty and the columns need no default.
ALTER TABLE "ocr_kept" ADD COLUMN "proposed_code" text NOT NULL;--> statement-breakpoint
ALTER TABLE "ocr_kept" ADD COLUMN "proposed_quantity" integer;--> statement-breakpoint
ALTER TABLE "ocr_kept" ADD COLUMN "kept_code" text NOT NULL;--> statement-breakpoint
ALTER TABLE "ocr_kept" ADD COLUMN "kept_quantity" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "ocr_kept" ADD CONSTRAINT "ocr_kept_outcome_values_check" CHECK (
  ("outcome" = 'UNCHANGED') = ("kept_code" = "proposed_code" AND "kept_quantity" IS NOT DISTINCT FROM "proposed_quantity")
);--> statement-breakpoint
-- The accuracy read-out: a period's runs (by time), then their kept rows by key.
CREATE INDEX "ocr_runs_ran_at_idx" ON "ocr_runs" USING btree ("ran_at");
