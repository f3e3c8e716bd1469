-- What each member stored on each day (src/server/files/upload-quota.ts): one row per member and day in Korean time.
CREATE TABLE "upload_usage" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"bytes" bigint NOT NULL,
	"files" integer NOT NULL,
	CONSTRAINT "upload_usage_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
ALTER TABLE "upload_usage" ADD CONSTRAINT "upload_usage_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
