-- One-time tokens that open a promotion page for a member (src/server/auth/promotion-tokens.ts): a hash, never the token.
CREATE TABLE "promotion_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "promotion_tokens" ADD CONSTRAINT "promotion_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "promotion_tokens_member_idx" ON "promotion_tokens" USING btree ("member_id","created_at");
--> statement-breakpoint
CREATE INDEX "promotion_tokens_expires_idx" ON "promotion_tokens" USING btree ("expires_at");
