CREATE TABLE "partner_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"contract_type" text NOT NULL,
	"company_name" text NOT NULL,
	"business_number" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"rejection_reason" text,
	"contract_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_contracts_contract_type_check" CHECK ("partner_contracts"."contract_type" in ('INDIVIDUAL', 'ORGANIZATION')),
	CONSTRAINT "partner_contracts_status_check" CHECK ("partner_contracts"."status" in ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED')),
	CONSTRAINT "partner_contracts_business_number_check" CHECK ("partner_contracts"."business_number" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "partner_contract_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_contract_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer,
	"member_id" integer NOT NULL,
	"file_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_contract_files_file_type_check" CHECK ("partner_contract_files"."file_type" in ('BUSINESS_REGISTRATION', 'SUBCONTRACT_AGREEMENT', 'CSO_CERTIFICATE', 'SALES_EDUCATION_CERT'))
);
--> statement-breakpoint
ALTER TABLE "partner_contracts" ADD CONSTRAINT "partner_contracts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_contract_files" ADD CONSTRAINT "partner_contract_files_contract_id_partner_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."partner_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_contract_files" ADD CONSTRAINT "partner_contract_files_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_contracts_member_idx" ON "partner_contracts" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_contracts_one_pending_key" ON "partner_contracts" USING btree ("member_id") WHERE "partner_contracts"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "partner_contract_files_storage_key_key" ON "partner_contract_files" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_contract_files_contract_type_key" ON "partner_contract_files" USING btree ("contract_id","file_type");--> statement-breakpoint
CREATE INDEX "partner_contract_files_unclaimed_idx" ON "partner_contract_files" USING btree ("created_at") WHERE "partner_contract_files"."contract_id" is null;
