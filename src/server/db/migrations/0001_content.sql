CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"image_file_id" integer,
	"link_url" text NOT NULL,
	"position" text NOT NULL,
	"scope" text DEFAULT 'ENTIRE' NOT NULL,
	"status" text DEFAULT 'VISIBLE' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_position_check" CHECK ("banners"."position" in ('ALL', 'POPUP', 'PC_MAIN', 'PC_COMMUNITY', 'MOBILE_MAIN')),
	CONSTRAINT "banners_scope_check" CHECK ("banners"."scope" in ('ENTIRE', 'CONTRACT', 'NON_CONTRACT')),
	CONSTRAINT "banners_status_check" CHECK ("banners"."status" in ('VISIBLE', 'HIDDEN'))
);
--> statement-breakpoint
CREATE TABLE "board_post_views" (
	"post_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_post_views_post_id_member_id_pk" PRIMARY KEY("post_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "board_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "board_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"board_type" text NOT NULL,
	"parent_id" integer,
	"member_id" integer,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"hidden_nickname" boolean DEFAULT false NOT NULL,
	"is_exposed" boolean DEFAULT true NOT NULL,
	"exposure_range" text DEFAULT 'ALL' NOT NULL,
	"is_blind" boolean DEFAULT false NOT NULL,
	"notice_type" text,
	"drug_company" text,
	"fixed_top" boolean DEFAULT false NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "board_posts_board_type_check" CHECK ("board_posts"."board_type" in ('ANONYMOUS', 'MR_CSO_MATCHING', 'NOTICE', 'INQUIRY', 'FAQ', 'CSO_A_TO_Z', 'EVENT', 'SALES_AGENCY', 'PRODUCT')),
	CONSTRAINT "board_posts_exposure_range_check" CHECK ("board_posts"."exposure_range" in ('ALL', 'CONTRACTED', 'UNCONTRACTED')),
	CONSTRAINT "board_posts_notice_type_check" CHECK ("board_posts"."notice_type" in ('PRODUCT_STATUS', 'MANUFACTURING_SUSPENSION', 'NEW_PRODUCT', 'POLICY', 'GENERAL', 'ANONYMOUS_BOARD', 'MR_CSO_MATCHING'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"board_post_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail_file_id" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"video_url" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hospital_openings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hospital_openings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"institution_code" text NOT NULL,
	"name" text NOT NULL,
	"department" text,
	"region" text NOT NULL,
	"opened_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescription_monthly_stats" (
	"month" date PRIMARY KEY NOT NULL,
	"prescription_count" integer NOT NULL,
	"fee_amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stored_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"kind" text NOT NULL,
	"board_post_id" integer,
	"uploader_id" integer,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_kind_check" CHECK ("stored_files"."kind" in ('EDITOR', 'ATTACHMENT', 'THUMBNAIL', 'BANNER'))
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_image_file_id_stored_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_post_views" ADD CONSTRAINT "board_post_views_post_id_board_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."board_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_post_views" ADD CONSTRAINT "board_post_views_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_posts" ADD CONSTRAINT "board_posts_parent_id_board_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."board_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_posts" ADD CONSTRAINT "board_posts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_board_post_id_board_posts_id_fk" FOREIGN KEY ("board_post_id") REFERENCES "public"."board_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_thumbnail_file_id_stored_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_board_post_id_board_posts_id_fk" FOREIGN KEY ("board_post_id") REFERENCES "public"."board_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploader_id_members_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_position_idx" ON "banners" USING btree ("position","display_order");--> statement-breakpoint
CREATE INDEX "board_post_views_member_idx" ON "board_post_views" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "board_posts_list_idx" ON "board_posts" USING btree ("board_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "board_posts_parent_idx" ON "board_posts" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "board_posts_member_idx" ON "board_posts" USING btree ("member_id","board_type");--> statement-breakpoint
CREATE UNIQUE INDEX "events_board_post_key" ON "events" USING btree ("board_post_id");--> statement-breakpoint
CREATE INDEX "events_period_idx" ON "events" USING btree ("end_at","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hospital_openings_code_key" ON "hospital_openings" USING btree ("institution_code");--> statement-breakpoint
CREATE INDEX "hospital_openings_opened_idx" ON "hospital_openings" USING btree ("opened_on");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_storage_key_key" ON "stored_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "stored_files_board_post_idx" ON "stored_files" USING btree ("board_post_id");