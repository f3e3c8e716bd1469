-- 「로그인 상태 유지」 and the device of a login travel with each refresh token of its family, like login_at. Sessions
-- that existed before are not kept ones: they end 12 hours after their login (or 30 minutes without use).
ALTER TABLE "refresh_tokens" ADD COLUMN "keep_login" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "device_label" text;
