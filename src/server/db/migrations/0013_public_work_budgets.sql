-- Requests spent from the budgets of public work (src/server/http/request-budgets.ts): one row per key and minute.
CREATE TABLE "request_budgets" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "request_budgets_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE INDEX "request_budgets_window_idx" ON "request_budgets" USING btree ("window_start");
--> statement-breakpoint
-- How many forms tried a verification before one used it up (src/server/identity/results.ts: tryVerification).
ALTER TABLE "identity_verifications" ADD COLUMN "form_tries" integer DEFAULT 0 NOT NULL;
