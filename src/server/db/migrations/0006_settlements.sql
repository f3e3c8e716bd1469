CREATE TABLE "settlement_partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlement_partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"settlement_id" integer NOT NULL,
	"partner_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"drug_company_id" integer NOT NULL,
	"settlement_month" date NOT NULL,
	"status" text,
	"status_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_status_check" CHECK ("settlements"."status" in ('REQUEST', 'OBJECTION')),
	CONSTRAINT "settlements_month_check" CHECK (extract(day from "settlements"."settlement_month") = 1)
);
--> statement-breakpoint
ALTER TABLE "prescription_partner_products" DROP CONSTRAINT "prescription_partner_products_amounts_check";--> statement-breakpoint
ALTER TABLE "prescription_partner_products" DROP CONSTRAINT "prescription_partner_products_rate_check";--> statement-breakpoint
ALTER TABLE "prescription_partner_products" ADD COLUMN "base_fee_bp" integer;--> statement-breakpoint
UPDATE "prescription_partner_products" SET "base_fee_bp" = round("base_fee_rate" * 10000)::integer;--> statement-breakpoint
ALTER TABLE "prescription_partner_products" ALTER COLUMN "base_fee_bp" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "prescription_partner_products" ADD COLUMN "extra_fee_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prescription_partner_products" ADD COLUMN "extra_fee_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_partners" ADD CONSTRAINT "settlement_partners_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_partners" ADD CONSTRAINT "settlement_partners_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_drug_company_id_drug_companies_id_fk" FOREIGN KEY ("drug_company_id") REFERENCES "public"."drug_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_partners_settlement_partner_key" ON "settlement_partners" USING btree ("settlement_id","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_dealer_month_key" ON "settlements" USING btree ("dealer_id","settlement_month");--> statement-breakpoint
CREATE INDEX "settlements_member_month_idx" ON "settlements" USING btree ("member_id","settlement_month");--> statement-breakpoint
ALTER TABLE "prescription_partner_products" DROP COLUMN "base_fee_rate";--> statement-breakpoint
ALTER TABLE "prescription_partner_products" ADD CONSTRAINT "prescription_partner_products_amounts_check" CHECK ("prescription_partner_products"."quantity" > 0 and "prescription_partner_products"."unit_price" >= 0 and "prescription_partner_products"."total_price" >= 0 and "prescription_partner_products"."fee_amount" >= 0 and "prescription_partner_products"."extra_fee_amount" >= 0);--> statement-breakpoint
ALTER TABLE "prescription_partner_products" ADD CONSTRAINT "prescription_partner_products_rate_check" CHECK ("prescription_partner_products"."base_fee_bp" between 0 and 10000 and "prescription_partner_products"."extra_fee_bp" between 0 and 10000);