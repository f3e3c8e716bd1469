-- Records kept for an inspection (src/server/db/schema-records.ts): dealers' sub-contract versions with per-product
-- rates, the expenditure log with its receipts, and the audit trail of compliance data.
CREATE TABLE "dealer_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dealer_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"version" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"file_id" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_contracts_dates_check" CHECK ("dealer_contracts"."end_date" is null or "dealer_contracts"."end_date" >= "dealer_contracts"."start_date")
);
--> statement-breakpoint
ALTER TABLE "dealer_contracts" ADD CONSTRAINT "dealer_contracts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_contracts" ADD CONSTRAINT "dealer_contracts_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_contracts" ADD CONSTRAINT "dealer_contracts_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_contracts_version_key" ON "dealer_contracts" USING btree ("dealer_id","version");--> statement-breakpoint
CREATE INDEX "dealer_contracts_member_idx" ON "dealer_contracts" USING btree ("member_id");--> statement-breakpoint
CREATE TABLE "dealer_contract_rates" (
	"contract_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"fee_rate_bp" integer NOT NULL,
	CONSTRAINT "dealer_contract_rates_contract_id_product_id_pk" PRIMARY KEY("contract_id","product_id"),
	CONSTRAINT "dealer_contract_rates_bp_check" CHECK ("dealer_contract_rates"."fee_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "dealer_contract_rates" ADD CONSTRAINT "dealer_contract_rates_contract_id_dealer_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."dealer_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_contract_rates" ADD CONSTRAINT "dealer_contract_rates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "expenditures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expenditures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"institution_name" text NOT NULL,
	"recipients" text[] NOT NULL,
	"recipient_count" integer NOT NULL,
	"amount" integer NOT NULL,
	"item_amount" integer DEFAULT 0 NOT NULL,
	"case_count" integer,
	"product_name" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"corrects_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenditures_kind_check" CHECK ("expenditures"."kind" in ('BRIEFING_SINGLE', 'BRIEFING_MULTI', 'SAMPLE', 'SURVEY', 'CONFERENCE', 'OTHER')),
	CONSTRAINT "expenditures_money_check" CHECK ("expenditures"."amount" >= 0 and "expenditures"."item_amount" >= 0 and "expenditures"."recipient_count" >= 1)
);
--> statement-breakpoint
ALTER TABLE "expenditures" ADD CONSTRAINT "expenditures_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenditures" ADD CONSTRAINT "expenditures_corrects_id_expenditures_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."expenditures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenditures_member_date_idx" ON "expenditures" USING btree ("member_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "expenditures_corrects_key" ON "expenditures" USING btree ("corrects_id");--> statement-breakpoint
CREATE TABLE "expenditure_files" (
	"expenditure_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "expenditure_files_expenditure_id_file_id_pk" PRIMARY KEY("expenditure_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "expenditure_files" ADD CONSTRAINT "expenditure_files_expenditure_id_expenditures_id_fk" FOREIGN KEY ("expenditure_id") REFERENCES "public"."expenditures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenditure_files" ADD CONSTRAINT "expenditure_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_log_entity_check" CHECK ("audit_log"."entity" in ('COMPLIANCE_RECORD', 'REDELEGATION_NOTICE', 'DEALER_CONTRACT', 'EXPENDITURE')),
	CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('CREATE', 'UPDATE', 'DELETE'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_member_at_idx" ON "audit_log" USING btree ("member_id","at");
