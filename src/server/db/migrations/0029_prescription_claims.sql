-- The staff's EDI queue and its claims (처리 시작). A claim names who works on a record and since when; it lapses after
-- 30 minutes without activity (src/server/prescriptions/staff-claims.ts), when another staff member may take it over.
-- One row a record at most (the primary key): two staff members claiming at once meet on it and on the record's row
-- lock, and one of them is told who holds it. A claim goes with its record or its staff account.
CREATE TABLE "prescription_claims" (
  "prescription_partner_id" integer PRIMARY KEY NOT NULL,
  "staff_id" integer NOT NULL,
  "claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
  "active_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "prescription_claims_times_check" CHECK ("active_at" >= "claimed_at")
);--> statement-breakpoint
ALTER TABLE "prescription_claims" ADD CONSTRAINT "prescription_claims_prescription_partner_id_fk" FOREIGN KEY ("prescription_partner_id") REFERENCES "public"."prescription_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_claims" ADD CONSTRAINT "prescription_claims_staff_id_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- 「내가 처리 중」: one staff member's claims, most recently active first.
CREATE INDEX "prescription_claims_staff_idx" ON "prescription_claims" USING btree ("staff_id","active_at");--> statement-breakpoint
-- The queue is read oldest first: by settlement month (the month a record was submitted in), then submission time.
-- The open records (접수대기, 처리중) are a small part of all (every record of past months is COMPLETED): the default
-- queue and a filter on one settlement month walk this partial index in order and stop at the page.
CREATE INDEX "prescription_partners_open_queue_idx" ON "prescription_partners" USING btree ("settlement_month","input_date","id") INCLUDE ("drug_company_id","member_id") WHERE "status" IN ('PENDING', 'IN_PROGRESS');--> statement-breakpoint
-- One status (입력완료 above all: the history a record is reopened from), in the same order.
CREATE INDEX "prescription_partners_status_queue_idx" ON "prescription_partners" USING btree ("status","settlement_month","input_date","id");--> statement-breakpoint
-- The queue's total comes from the stored counts (0024) by status and settlement month, never from counting records.
CREATE INDEX "record_counts_status_month_idx" ON "record_counts" USING btree ("status","settlement_month") INCLUDE ("drug_company_id","member_id","records");
