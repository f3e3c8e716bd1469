CREATE TABLE "access_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"family_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"nickname" text NOT NULL,
	"nickname_hidden" boolean DEFAULT false NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"birth_date" date NOT NULL,
	"gender" text,
	"partner_contract_status" text DEFAULT 'NONE' NOT NULL,
	"contract_status" text,
	"contract_date" timestamp with time zone,
	"cso_cert_url" text,
	"referral_code" text,
	"marketing_sms" boolean DEFAULT false NOT NULL,
	"marketing_email" boolean DEFAULT false NOT NULL,
	"marketing_push" boolean DEFAULT false NOT NULL,
	"marketing_sms_agreed_at" timestamp with time zone,
	"marketing_email_agreed_at" timestamp with time zone,
	"marketing_push_agreed_at" timestamp with time zone,
	"account_status" text DEFAULT 'ACTIVATED' NOT NULL,
	"role" text DEFAULT 'USER' NOT NULL,
	"note" text,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_gender_check" CHECK ("members"."gender" in ('MALE', 'FEMALE')),
	CONSTRAINT "members_partner_contract_status_check" CHECK ("members"."partner_contract_status" in ('NONE', 'CSO', 'INDIVIDUAL', 'ORGANIZATION')),
	CONSTRAINT "members_contract_status_check" CHECK ("members"."contract_status" in ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED')),
	CONSTRAINT "members_account_status_check" CHECK ("members"."account_status" in ('ACTIVATED', 'BLOCKED', 'DELETED')),
	CONSTRAINT "members_role_check" CHECK ("members"."role" in ('USER', 'ADMIN', 'SUPER_ADMIN'))
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"family_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "terms_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terms_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"html" text NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_documents_kind_check" CHECK ("terms_documents"."kind" in ('TERMS', 'PRIVACY'))
);
--> statement-breakpoint
ALTER TABLE "access_sessions" ADD CONSTRAINT "access_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_sessions_token_hash_key" ON "access_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "access_sessions_family_idx" ON "access_sessions" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "access_sessions_member_idx" ON "access_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_user_id_key" ON "members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_nickname_key" ON "members" USING btree ("nickname");--> statement-breakpoint
CREATE UNIQUE INDEX "members_referral_code_key" ON "members" USING btree ("referral_code");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_member_idx" ON "refresh_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_documents_kind_version_key" ON "terms_documents" USING btree ("kind","version");--> statement-breakpoint
CREATE INDEX "terms_documents_kind_effective_idx" ON "terms_documents" USING btree ("kind","effective_at");