-- Staff: the operators of the console are members with an operator role (ADMIN, SUPER_ADMIN) and a set of the
-- contract's AdminPermission values kept on the member row, so the session that loads the member knows them.
-- A staff account signs in with a second factor (TOTP, with one-time recovery codes); its sign-in is a challenge
-- between the password and the code. Every staff write, reveal and export is one row of staff_audit, which refuses
-- UPDATE, DELETE and TRUNCATE.
ALTER TABLE "members" ADD COLUMN "permissions" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_permissions_check" CHECK ("permissions" <@ ARRAY['MEMBER_MANAGEMENT',
  'PRODUCT_MANAGEMENT', 'TRANSACTION_MANAGEMENT', 'CONTRACT_MANAGEMENT', 'PRESCRIPTION_MANAGEMENT',
  'SETTLEMENT_MANAGEMENT', 'EXPENSE_REPORT_MANAGEMENT', 'COMMUNITY_MANAGEMENT', 'CONTENT_MANAGEMENT', 'CUSTOMER_SERVICE',
  'BANNER_MANAGEMENT', 'PERMISSION_MANAGEMENT']::text[]);--> statement-breakpoint
-- Permissions belong to staff only: a partner's row never carries one.
ALTER TABLE "members" ADD CONSTRAINT "members_permissions_staff_check" CHECK ("role" <> 'USER' OR "permissions" = '{}');--> statement-breakpoint
-- A suspension (account status BLOCKED by staff): its reason is shown at login; it ends by itself at blocked_until.
ALTER TABLE "members" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
-- The staff's memo on a member: never in an answer to the member.
ALTER TABLE "members" ADD COLUMN "staff_memo" text;--> statement-breakpoint
-- The CSO certificate's review: when it was sent, and the reason of a refusal (cleared by the next upload).
ALTER TABLE "members" ADD COLUMN "cso_cert_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "cso_cert_rejection_reason" text;--> statement-breakpoint
UPDATE "members" SET "cso_cert_submitted_at" = "updated_at" WHERE "cso_cert_url" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "members_cso_review_idx" ON "members" ("cso_cert_submitted_at", "id")
  WHERE "cso_cert_url" IS NOT NULL AND "partner_contract_status" = 'NONE' AND "cso_cert_rejection_reason" IS NULL
    AND "account_status" <> 'DELETED';--> statement-breakpoint
CREATE INDEX "members_created_at_idx" ON "members" ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "members_staff_idx" ON "members" ("id") WHERE "role" <> 'USER';--> statement-breakpoint
CREATE INDEX "partner_contracts_pending_idx" ON "partner_contracts" ("created_at", "id") WHERE "status" = 'PENDING';--> statement-breakpoint
-- A staff family lives 8 hours at most and 15 minutes idle (auth/sessions.ts).
ALTER TABLE "refresh_tokens" ADD COLUMN "staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "staff_second_factors" (
  "member_id" integer PRIMARY KEY NOT NULL REFERENCES "members"("id") ON DELETE cascade,
  -- base32 TOTP secret; enrolled_at is null until the first code proves the authenticator holds it.
  "secret" text NOT NULL,
  "enrolled_at" timestamp with time zone,
  -- The last accepted 30-second step: a code is accepted once.
  "last_step" bigint DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
  "member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE cascade,
  "code_hash" text NOT NULL,
  "used_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_member_idx" ON "staff_recovery_codes" ("member_id");--> statement-breakpoint
-- Between a right password and the second factor: a one-time challenge (hash only), short-lived, a few tries.
CREATE TABLE "second_factor_challenges" (
  "token_hash" text PRIMARY KEY NOT NULL,
  "member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE cascade,
  "device_label" text,
  "attempts" integer DEFAULT 0 NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "second_factor_challenges_expires_idx" ON "second_factor_challenges" ("expires_at");--> statement-breakpoint
-- The link that lets a new staff account set its password and enrol (24 hours, once).
CREATE TABLE "staff_enrolment_links" (
  "token_hash" text PRIMARY KEY NOT NULL,
  "member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE cascade,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone
);--> statement-breakpoint
-- A bank account change asked by one staff member takes effect when another approves it.
CREATE TABLE "bank_account_changes" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
  "contract_id" integer NOT NULL REFERENCES "partner_contracts"("id") ON DELETE cascade,
  "member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE cascade,
  "bank_name" text NOT NULL,
  "account_number" text NOT NULL,
  "reason" text NOT NULL,
  "requested_by" integer NOT NULL REFERENCES "members"("id"),
  "requested_at" timestamp with time zone DEFAULT now() NOT NULL,
  "status" text DEFAULT 'PENDING' NOT NULL,
  "decided_by" integer REFERENCES "members"("id"),
  "decided_at" timestamp with time zone,
  CONSTRAINT "bank_account_changes_status_check" CHECK ("status" in ('PENDING', 'APPROVED', 'REJECTED')),
  CONSTRAINT "bank_account_changes_four_eyes_check" CHECK ("decided_by" IS NULL OR "decided_by" <> "requested_by")
);--> statement-breakpoint
CREATE UNIQUE INDEX "bank_account_changes_one_pending_key" ON "bank_account_changes" ("contract_id") WHERE "status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "bank_account_changes_pending_idx" ON "bank_account_changes" ("requested_at", "id") WHERE "status" = 'PENDING';--> statement-breakpoint
CREATE TABLE "staff_audit" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
  -- Who: the staff row id and login id as they were (no foreign key: the trail outlives any account).
  "staff_id" integer NOT NULL,
  "staff_user_id" text NOT NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "action" text NOT NULL,
  "target_kind" text NOT NULL,
  "target_id" text NOT NULL,
  -- { field: [before, after] }, personal values masked.
  "changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "reason" text
);--> statement-breakpoint
CREATE INDEX "staff_audit_at_idx" ON "staff_audit" ("at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "staff_audit_staff_at_idx" ON "staff_audit" ("staff_id", "at" DESC);--> statement-breakpoint
CREATE INDEX "staff_audit_target_idx" ON "staff_audit" ("target_kind", "target_id", "at" DESC);--> statement-breakpoint
CREATE FUNCTION "staff_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "staff_audit_no_update" BEFORE UPDATE OR DELETE ON "staff_audit"
  FOR EACH ROW EXECUTE FUNCTION "staff_audit_append_only"();--> statement-breakpoint
CREATE TRIGGER "staff_audit_no_truncate" BEFORE TRUNCATE ON "staff_audit"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_audit_append_only"();
--> statement-breakpoint
-- Before staff had permissions, an ADMIN was the content editor: keep exactly that.
UPDATE "members" SET "permissions" = ARRAY['CONTENT_MANAGEMENT', 'BANNER_MANAGEMENT']::text[] WHERE "role" = 'ADMIN';
