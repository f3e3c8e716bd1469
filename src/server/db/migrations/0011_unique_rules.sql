-- One live answer per inquiry: later duplicates (none expected) are soft-deleted before the index is built.
UPDATE "board_posts" SET "deleted_at" = now()
WHERE "parent_id" IS NOT NULL AND "deleted_at" IS NULL
  AND "id" NOT IN (SELECT min("id") FROM "board_posts" WHERE "parent_id" IS NOT NULL AND "deleted_at" IS NULL GROUP BY "parent_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "board_posts_one_answer_key" ON "board_posts" USING btree ("parent_id") WHERE "board_posts"."parent_id" IS NOT NULL AND "board_posts"."deleted_at" IS NULL;
--> statement-breakpoint
-- Nicknames are compared without case: a later member whose nickname differs from an earlier one only in case (none
-- expected) gets its id appended.
UPDATE "members" SET "nickname" = "nickname" || "id"
WHERE "id" NOT IN (SELECT min("id") FROM "members" GROUP BY lower("nickname"));
--> statement-breakpoint
CREATE UNIQUE INDEX "members_nickname_lower_key" ON "members" USING btree (lower("nickname"));
