-- 회원관리: the indexes of the console's member search, and why a bank account change was refused.
-- Every filter of GET /v1/members is an equality or a prefix on one of these (no trigram index: see
-- src/server/staff/member-search.ts). The list is of partners (role USER) unless it asks for staff, who are few and
-- have their own index (members_staff_idx). The text searches carry the role beside the value, so a page and its count
-- read the index alone (the planner keeps its statistics of the whole column); the list's order, the member type and
-- the account status are partial indexes of the partners. text_pattern_ops lets `LIKE 'abc%'` use the index under any
-- collation.
CREATE INDEX "members_list_idx" ON "members" ("created_at" DESC, "id" DESC) WHERE "role" = 'USER';--> statement-breakpoint
CREATE INDEX "members_user_id_prefix_idx" ON "members" (lower("user_id") text_pattern_ops, "role");--> statement-breakpoint
CREATE INDEX "members_name_prefix_idx" ON "members" ("name" text_pattern_ops, "role");--> statement-breakpoint
CREATE INDEX "members_nickname_prefix_idx" ON "members" (lower("nickname") text_pattern_ops, "role");--> statement-breakpoint
CREATE INDEX "members_email_prefix_idx" ON "members" (lower("email") text_pattern_ops, "role");--> statement-breakpoint
-- Phone numbers are stored dashed (010-1234-5678): their last four characters are the last four digits.
CREATE INDEX "members_phone_last4_idx" ON "members" (right("phone_number", 4), "role");--> statement-breakpoint
-- A filter on the member type or the account status reads its own range, newest first.
CREATE INDEX "members_type_created_idx" ON "members" ("partner_contract_status", "created_at" DESC, "id" DESC) WHERE "role" = 'USER';--> statement-breakpoint
CREATE INDEX "members_status_created_idx" ON "members" ("account_status", "created_at" DESC, "id" DESC) WHERE "role" = 'USER';--> statement-breakpoint
CREATE INDEX "partner_contracts_company_prefix_idx" ON "partner_contracts" (lower("company_name") text_pattern_ops);--> statement-breakpoint
-- A refused bank account change keeps the reason the second staff member gave.
ALTER TABLE "bank_account_changes" ADD COLUMN "decision_reason" text;
