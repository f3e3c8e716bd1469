-- What a session may do (src/server/auth/session-scopes.ts): null = everything its member may do; PASSWORD_RESET = only
-- reset that member's forgotten password (the session the old app's find-password verify answers). Both tables carry
-- it: the access session is checked on every request, the refresh token refuses to rotate a scoped family.
ALTER TABLE "access_sessions" ADD COLUMN "scope" text;
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "scope" text;
--> statement-breakpoint
ALTER TABLE "access_sessions" ADD CONSTRAINT "access_sessions_scope_check" CHECK ("access_sessions"."scope" in ('PASSWORD_RESET'));
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_scope_check" CHECK ("refresh_tokens"."scope" in ('PASSWORD_RESET'));
--> statement-breakpoint
-- Where the member gave the required consents: PORTAL (our sign-up form, with its consent boxes) or LEGACY_FORM (the old
-- app, which shows the terms itself before it sends a sign-up without certNum or consent fields).
ALTER TABLE "member_signups" ADD COLUMN "consent_channel" text DEFAULT 'PORTAL' NOT NULL;
--> statement-breakpoint
ALTER TABLE "member_signups" ADD CONSTRAINT "member_signups_consent_channel_check" CHECK ("member_signups"."consent_channel" in ('PORTAL', 'LEGACY_FORM'));
