CREATE TABLE "push_preferences" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"allow_notice" boolean DEFAULT true NOT NULL,
	"allow_sales_agency" boolean DEFAULT true NOT NULL,
	"allow_prescription" boolean DEFAULT true NOT NULL,
	"allow_settlement" boolean DEFAULT true NOT NULL,
	"allow_community" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_rechecks" (
	"family_id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "nickname_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_preferences" ADD CONSTRAINT "push_preferences_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_rechecks" ADD CONSTRAINT "password_rechecks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_rechecks_member_idx" ON "password_rechecks" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "password_rechecks_expires_idx" ON "password_rechecks" USING btree ("expires_at");
