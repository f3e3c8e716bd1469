CREATE TABLE "dealers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dealers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"dealer_name" text NOT NULL,
	"drug_company_id" integer NOT NULL,
	"bank_name" text,
	"account_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"institution_name" text NOT NULL,
	"institution_code" text NOT NULL,
	"company_name" text NOT NULL,
	"business_number" text NOT NULL,
	"drug_company_id" integer NOT NULL,
	"contract_type" text DEFAULT 'CONTRACT' NOT NULL,
	"medical_department" text,
	"has_pharmacy" boolean DEFAULT false NOT NULL,
	"pharmacy_name" text,
	"pharmacy_address" text,
	"pharmacy_status" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_contract_type_check" CHECK ("partners"."contract_type" in ('CONTRACT', 'NON_CONTRACT')),
	CONSTRAINT "partners_pharmacy_status_check" CHECK ("partners"."pharmacy_status" in ('NORMAL', 'CLOSED', 'DELETED', 'NONE'))
);
--> statement-breakpoint
CREATE TABLE "prescription_partner_files" (
	"prescription_partner_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescription_partner_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prescription_partner_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prescription_partner_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"total_price" integer NOT NULL,
	"base_fee_rate" double precision NOT NULL,
	"fee_amount" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescription_partner_products_amounts_check" CHECK ("prescription_partner_products"."quantity" > 0 and "prescription_partner_products"."unit_price" >= 0 and "prescription_partner_products"."total_price" >= 0 and "prescription_partner_products"."fee_amount" >= 0),
	CONSTRAINT "prescription_partner_products_rate_check" CHECK ("prescription_partner_products"."base_fee_rate" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "prescription_partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prescription_partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"drug_company_id" integer NOT NULL,
	"prescription_month" date NOT NULL,
	"settlement_month" date NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"input_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescription_partners_status_check" CHECK ("prescription_partners"."status" in ('PENDING', 'IN_PROGRESS', 'COMPLETED')),
	CONSTRAINT "prescription_partners_months_check" CHECK (extract(day from "prescription_partners"."prescription_month") = 1 and extract(day from "prescription_partners"."settlement_month") = 1),
	CONSTRAINT "prescription_partners_amount_check" CHECK ("prescription_partners"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_kind_check";--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_drug_company_id_drug_companies_id_fk" FOREIGN KEY ("drug_company_id") REFERENCES "public"."drug_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_drug_company_id_drug_companies_id_fk" FOREIGN KEY ("drug_company_id") REFERENCES "public"."drug_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_partner_files" ADD CONSTRAINT "prescription_partner_files_prescription_partner_id_prescription_partners_id_fk" FOREIGN KEY ("prescription_partner_id") REFERENCES "public"."prescription_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_partner_files" ADD CONSTRAINT "prescription_partner_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_partner_products" ADD CONSTRAINT "prescription_partner_products_prescription_partner_id_prescription_partners_id_fk" FOREIGN KEY ("prescription_partner_id") REFERENCES "public"."prescription_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_partner_products" ADD CONSTRAINT "prescription_partner_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_partners" ADD CONSTRAINT "prescription_partners_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_partners" ADD CONSTRAINT "prescription_partners_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_partners" ADD CONSTRAINT "prescription_partners_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_partners" ADD CONSTRAINT "prescription_partners_drug_company_id_drug_companies_id_fk" FOREIGN KEY ("drug_company_id") REFERENCES "public"."drug_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_member_name_company_key" ON "dealers" USING btree ("member_id","dealer_name","drug_company_id");--> statement-breakpoint
CREATE INDEX "partners_member_name_idx" ON "partners" USING btree ("member_id","institution_name","id");--> statement-breakpoint
CREATE INDEX "partners_member_company_idx" ON "partners" USING btree ("member_id","drug_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prescription_partner_files_file_key" ON "prescription_partner_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "prescription_partner_files_record_idx" ON "prescription_partner_files" USING btree ("prescription_partner_id");--> statement-breakpoint
CREATE INDEX "prescription_partner_products_record_idx" ON "prescription_partner_products" USING btree ("prescription_partner_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "prescription_partners_member_dealer_partner_month_key" ON "prescription_partners" USING btree ("member_id","dealer_id","partner_id","prescription_month");--> statement-breakpoint
CREATE INDEX "prescription_partners_member_list_idx" ON "prescription_partners" USING btree ("member_id","input_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_kind_check" CHECK ("stored_files"."kind" in ('EDITOR', 'ATTACHMENT', 'THUMBNAIL', 'BANNER', 'EDI'));