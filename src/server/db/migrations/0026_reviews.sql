-- The console's reviews of partner contracts and CSO certificates.
-- An ended contract (CANCELLED by staff) keeps why and when, which the member reads on /partner-contract.
ALTER TABLE "partner_contracts" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "partner_contracts" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
-- The decided tabs of the review queue (승인 / 반려 / 종료): newest decision first, a page one range of this index.
CREATE INDEX "partner_contracts_status_updated_idx" ON "partner_contracts" ("status", "updated_at" DESC, "id" DESC);--> statement-breakpoint
-- When staff approved the member's CSO certificate. A contract member whose contract ends goes back to CSO when this
-- is set, else to NONE: approving a contract is not approving a CSO certificate. Members who are CSO today were
-- approved (the old console's only way to CSO), and so were contract members holding a certificate on their row.
ALTER TABLE "members" ADD COLUMN "cso_approved_at" timestamp with time zone;--> statement-breakpoint
UPDATE "members" SET "cso_approved_at" = "updated_at"
  WHERE "partner_contract_status" = 'CSO'
     OR ("partner_contract_status" IN ('INDIVIDUAL', 'ORGANIZATION') AND "cso_cert_url" IS NOT NULL);
