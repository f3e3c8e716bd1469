-- The members' notifications (알림): one row per notice to a member, written by a staff decision in the decision's own
-- transaction (src/server/notifications/notify.ts). No staff member is named: the member reads each as from 운영팀.
-- Rows older than 90 days are deleted by the hourly cleanup (NOTIFICATION_RETENTION_DAYS).
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('CONTRACT_APPROVED', 'CONTRACT_REJECTED', 'CONTRACT_ENDED', 'CSO_APPROVED', 'CSO_REJECTED', 'ACCOUNT_SUSPENDED', 'ACCOUNT_RESTORED', 'BANK_ACCOUNT_CHANGED', 'PRESCRIPTION_COMPLETED', 'PRESCRIPTION_REOPENED', 'SETTLEMENT_CONFIRMED', 'SETTLEMENT_REQUEST_ANSWERED', 'INQUIRY_ANSWERED', 'POST_HIDDEN', 'COMMUNITY_SUSPENDED', 'COMMENT_ON_POST', 'NOTICE_PUBLISHED', 'SYSTEM')),
	CONSTRAINT "notifications_link_check" CHECK ("notifications"."link" is null or ("notifications"."link" like '/%' and "notifications"."link" not like '//%'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The member's list, newest first (ties by id): a page is one range of this index.
CREATE INDEX "notifications_member_newest_idx" ON "notifications" USING btree ("member_id","created_at" DESC,"id" DESC);
--> statement-breakpoint
-- The header's unread count reads only the unread rows.
CREATE INDEX "notifications_member_unread_idx" ON "notifications" USING btree ("member_id") WHERE "notifications"."read_at" is null;
--> statement-breakpoint
-- The retention sweep.
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at");
