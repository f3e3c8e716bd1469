CREATE TABLE "login_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "login_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "refresh_tokens" AS "r" SET "login_at" = "f"."first" FROM (SELECT "family_id", min("created_at") AS "first" FROM "refresh_tokens" GROUP BY "family_id") AS "f" WHERE "r"."family_id" = "f"."family_id";--> statement-breakpoint
CREATE INDEX "login_throttles_last_failure_idx" ON "login_throttles" USING btree ("last_failure_at");