-- The staff's OCR of EDI images (OCR으로 읽기). A run names the record file it read, who ran it, when and how long it
-- took, and what it proposed: the lines (insurance code, quantity or null, confidence 0–1) as one JSON array, in the
-- order shown. OCR never writes a line: staff add the lines they keep, and a line added from a proposal names its run
-- and index (ocr_kept), kept as read or corrected, so how well OCR reads is measured over time. A run goes with its
-- record or its file; the staff member's id stays (no foreign key, as in the audit trail), so a removed account's
-- runs still count.
CREATE TABLE "ocr_runs" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ocr_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
  "prescription_partner_id" integer NOT NULL,
  "file_id" integer NOT NULL,
  "staff_id" integer NOT NULL,
  "staff_user_id" text NOT NULL,
  "ran_at" timestamp with time zone DEFAULT now() NOT NULL,
  "duration_ms" integer NOT NULL,
  "corners" jsonb NOT NULL,
  "proposals" jsonb NOT NULL,
  CONSTRAINT "ocr_runs_duration_check" CHECK ("duration_ms" >= 0),
  CONSTRAINT "ocr_runs_proposals_check" CHECK (jsonb_typeof("proposals") = 'array')
);--> statement-breakpoint
ALTER TABLE "ocr_runs" ADD CONSTRAINT "ocr_runs_prescription_partner_id_fk" FOREIGN KEY ("prescription_partner_id") REFERENCES "public"."prescription_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocr_runs" ADD CONSTRAINT "ocr_runs_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A record's runs, newest first (its accuracy read-out).
CREATE INDEX "ocr_runs_record_idx" ON "ocr_runs" USING btree ("prescription_partner_id","ran_at");--> statement-breakpoint
-- What staff kept of a run: one row a proposal at most, naming the line it became (the line may be removed later;
-- the row stays with a null line, so what was kept then still counts). UNCHANGED: added as read; CORRECTED: the code
-- or the quantity differs from the proposal.
CREATE TABLE "ocr_kept" (
  "ocr_run_id" integer NOT NULL,
  "proposal_index" integer NOT NULL,
  "line_id" integer,
  "outcome" text NOT NULL,
  "kept_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "ocr_kept_pk" PRIMARY KEY ("ocr_run_id","proposal_index"),
  CONSTRAINT "ocr_kept_outcome_check" CHECK ("outcome" IN ('UNCHANGED', 'CORRECTED')),
  CONSTRAINT "ocr_kept_index_check" CHECK ("proposal_index" >= 0)
);--> statement-breakpoint
ALTER TABLE "ocr_kept" ADD CONSTRAINT "ocr_kept_ocr_run_id_fk" FOREIGN KEY ("ocr_run_id") REFERENCES "public"."ocr_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocr_kept" ADD CONSTRAINT "ocr_kept_line_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."prescription_partner_products"("id") ON DELETE set null ON UPDATE no action;
