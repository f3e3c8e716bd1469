-- A block made from anonymous content (a hidden-nickname post or a pseudonymous comment) names the thread it was
-- made in: it hides that pseudonym there and nothing else. A block without a thread (all earlier blocks) hides the
-- member's content shown under their nickname. One block of each kind per blocker, member and thread.
ALTER TABLE "member_blocks" DROP CONSTRAINT "member_blocks_blocker_id_blocked_id_pk";
--> statement-breakpoint
ALTER TABLE "member_blocks" ADD COLUMN "scope_post_id" integer;
--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_scope_post_id_board_posts_id_fk" FOREIGN KEY ("scope_post_id") REFERENCES "public"."board_posts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "member_blocks_named_key" ON "member_blocks" USING btree ("blocker_id","blocked_id") WHERE "member_blocks"."scope_post_id" IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "member_blocks_scoped_key" ON "member_blocks" USING btree ("blocker_id","blocked_id","scope_post_id") WHERE "member_blocks"."scope_post_id" IS NOT NULL;
--> statement-breakpoint
-- A chosen nickname may not be another member's login id (it would pass for theirs): a nickname that is (none
-- expected) gets its member's id appended.
UPDATE "members" SET "nickname" = "nickname" || "id"
WHERE EXISTS (SELECT 1 FROM "members" "other" WHERE "other"."id" <> "members"."id" AND lower("other"."user_id") = lower("members"."nickname"));
