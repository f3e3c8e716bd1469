-- The compliance center (src/server/db/schema-compliance.ts): records, re-delegation notices, reminders sent; the
-- compliance reminders switch; and the stored-file kind of their documents.
CREATE TABLE "compliance_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "compliance_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"dealer_name" text,
	"kind" text NOT NULL,
	"number" text,
	"authority" text,
	"issued_at" date,
	"completed_at" date,
	"hours" integer,
	"submitted_at" date,
	"file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_records_kind_check" CHECK ("compliance_records"."kind" in ('CSO_CERTIFICATE', 'INITIAL_TRAINING', 'REFRESHER_TRAINING')),
	CONSTRAINT "compliance_records_hours_check" CHECK ("compliance_records"."hours" is null or "compliance_records"."hours" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "compliance_records" ADD CONSTRAINT "compliance_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_records" ADD CONSTRAINT "compliance_records_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_records_member_idx" ON "compliance_records" USING btree ("member_id","dealer_name","kind");--> statement-breakpoint
CREATE TABLE "redelegation_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redelegation_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dealer_id" integer NOT NULL,
	"contract_date" date NOT NULL,
	"sent_at" date,
	"proof_file_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "redelegation_notices" ADD CONSTRAINT "redelegation_notices_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redelegation_notices" ADD CONSTRAINT "redelegation_notices_proof_file_id_stored_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "redelegation_notices_dealer_key" ON "redelegation_notices" USING btree ("dealer_id");--> statement-breakpoint
CREATE TABLE "compliance_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "compliance_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"item_key" text NOT NULL,
	"due_date" date NOT NULL,
	"days_before" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compliance_reminders" ADD CONSTRAINT "compliance_reminders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_reminders_once_key" ON "compliance_reminders" USING btree ("member_id","item_key","due_date","days_before");--> statement-breakpoint
CREATE INDEX "compliance_reminders_member_idx" ON "compliance_reminders" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "push_preferences" ADD COLUMN "allow_compliance" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_kind_check";--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_kind_check" CHECK ("stored_files"."kind" in ('EDITOR', 'ATTACHMENT', 'THUMBNAIL', 'BANNER', 'EDI', 'COMPLIANCE'));--> statement-breakpoint
-- Every existing dealer row gets its re-delegation notice, dated the day the row was created (Korean calendar).
INSERT INTO "redelegation_notices" ("dealer_id", "contract_date") SELECT "id", ("created_at" AT TIME ZONE 'Asia/Seoul')::date FROM "dealers";
