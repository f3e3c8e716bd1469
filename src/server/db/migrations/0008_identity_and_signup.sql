CREATE TABLE "identity_verifications" (
	"cert_num" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"name" text,
	"birth_date" date,
	"gender" text,
	"phone_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	CONSTRAINT "identity_verifications_status_check" CHECK ("identity_verifications"."status" in ('PENDING', 'SUCCESS', 'FAIL')),
	CONSTRAINT "identity_verifications_gender_check" CHECK ("identity_verifications"."gender" in ('MALE', 'FEMALE'))
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone_number" text NOT NULL,
	"client_key" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_signups" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"cert_num" text NOT NULL,
	"terms_agreed_at" timestamp with time zone NOT NULL,
	"privacy_agreed_at" timestamp with time zone NOT NULL,
	"referrer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_signups" ADD CONSTRAINT "member_signups_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_signups" ADD CONSTRAINT "member_signups_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_verifications_created_idx" ON "identity_verifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_phone_idx" ON "verification_codes" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_client_idx" ON "verification_codes" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_member_idx" ON "password_reset_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_signups_cert_num_key" ON "member_signups" USING btree ("cert_num");--> statement-breakpoint
CREATE UNIQUE INDEX "members_phone_number_key" ON "members" USING btree ("phone_number") WHERE "members"."account_status" <> 'DELETED';
