CREATE TABLE "drug_companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drug_companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_code" text NOT NULL,
	"product_name" text NOT NULL,
	"composition" text NOT NULL,
	"substitute_group" text NOT NULL,
	"drug_company_id" integer NOT NULL,
	"price" integer,
	"price_unit" text DEFAULT 'KRW' NOT NULL,
	"insurance" text,
	"unit" text,
	"nhi_price" integer,
	"nhi_unit" text,
	"fee_rate" double precision,
	"changed_fee_rate" double precision,
	"changed_month" date,
	"is_acquisition" boolean DEFAULT false NOT NULL,
	"is_promotion" boolean DEFAULT false NOT NULL,
	"is_out_of_stock" boolean DEFAULT false NOT NULL,
	"is_stop_selling" boolean DEFAULT false NOT NULL,
	"note" text,
	"board_post_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_unit_check" CHECK ("products"."price_unit" in ('KRW', 'USD', 'EUR')),
	CONSTRAINT "products_fee_rate_check" CHECK ("products"."fee_rate" between 0 and 1),
	CONSTRAINT "products_changed_fee_rate_check" CHECK ("products"."changed_fee_rate" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "sales_agency_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_agency_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_agency_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_agency_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"board_post_id" integer NOT NULL,
	"client_name" text NOT NULL,
	"product_name" text NOT NULL,
	"thumbnail_file_id" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"contract_date" timestamp with time zone NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"video_url" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_drug_company_id_drug_companies_id_fk" FOREIGN KEY ("drug_company_id") REFERENCES "public"."drug_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_board_post_id_board_posts_id_fk" FOREIGN KEY ("board_post_id") REFERENCES "public"."board_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_agency_applications" ADD CONSTRAINT "sales_agency_applications_product_id_sales_agency_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."sales_agency_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_agency_applications" ADD CONSTRAINT "sales_agency_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_agency_products" ADD CONSTRAINT "sales_agency_products_board_post_id_board_posts_id_fk" FOREIGN KEY ("board_post_id") REFERENCES "public"."board_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_agency_products" ADD CONSTRAINT "sales_agency_products_thumbnail_file_id_stored_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drug_companies_code_key" ON "drug_companies" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "drug_companies_name_key" ON "drug_companies" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "products_product_code_key" ON "products" USING btree ("product_code");--> statement-breakpoint
CREATE INDEX "products_drug_company_idx" ON "products" USING btree ("drug_company_id");--> statement-breakpoint
CREATE INDEX "products_substitute_group_idx" ON "products" USING btree ("substitute_group");--> statement-breakpoint
CREATE INDEX "products_fee_rate_idx" ON "products" USING btree ("fee_rate","id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_agency_applications_product_member_key" ON "sales_agency_applications" USING btree ("product_id","member_id");--> statement-breakpoint
CREATE INDEX "sales_agency_applications_member_idx" ON "sales_agency_applications" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_agency_products_board_post_key" ON "sales_agency_products" USING btree ("board_post_id");--> statement-breakpoint
CREATE INDEX "sales_agency_products_period_idx" ON "sales_agency_products" USING btree ("end_at","start_at");