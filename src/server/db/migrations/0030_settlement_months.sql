-- The settlement console's rows above the dealer settlements, kept by triggers like the sums below them (0021):
--   settlement_drug_company_months: one a member, drug company and settlement month (the contract's
--     settlements-member-monthly row): Σ the settlements of the member's dealers of that drug company, and the
--     추가수수료 staff set on it (added_fee_amount, with its note; the reason is in the staff audit);
--   settlement_member_months: one a member and settlement month, the unit of 정산 확정: Σ its drug-company rows,
--     a version that grows with every change of a figure (a preparation names the version it saw, and is void once it
--     differs), and the confirmation's state (OPEN → PREPARED → CONFIRMED, four eyes: who prepared is not who approves).
-- A confirmed month's figures do not change: the trigger refuses any change to them (the application refuses first,
-- with a Korean reason; this is the backstop). Staff answers to 정산요청 / 이의신청 are columns of the settlement row.
CREATE TABLE "settlement_drug_company_months" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE cascade,
  "drug_company_id" integer NOT NULL REFERENCES "drug_companies"("id") ON DELETE restrict,
  "settlement_month" date NOT NULL,
  "prescription_amount" bigint DEFAULT 0 NOT NULL,
  "fee_amount" bigint DEFAULT 0 NOT NULL,
  "extra_fee_amount" bigint DEFAULT 0 NOT NULL,
  "added_fee_amount" bigint DEFAULT 0 NOT NULL,
  "note" text,
  CONSTRAINT "settlement_drug_company_months_added_fee_check" CHECK ("added_fee_amount" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_drug_company_months_key" ON "settlement_drug_company_months" USING btree ("member_id","settlement_month","drug_company_id");--> statement-breakpoint
-- Platform statistics by drug company over a range of months.
CREATE INDEX "settlement_drug_company_months_month_idx" ON "settlement_drug_company_months" USING btree ("settlement_month","drug_company_id");--> statement-breakpoint
CREATE TABLE "settlement_member_months" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE cascade,
  "settlement_month" date NOT NULL,
  "prescription_amount" bigint DEFAULT 0 NOT NULL,
  "fee_amount" bigint DEFAULT 0 NOT NULL,
  "extra_fee_amount" bigint DEFAULT 0 NOT NULL,
  "added_fee_amount" bigint DEFAULT 0 NOT NULL,
  "figures_version" integer DEFAULT 0 NOT NULL,
  "state" text DEFAULT 'OPEN' NOT NULL,
  "prepared_by" integer REFERENCES "members"("id") ON DELETE set null,
  "prepared_at" timestamp with time zone,
  "prepared_version" integer,
  "prepared_figures" jsonb,
  "confirmed_by" integer REFERENCES "members"("id") ON DELETE set null,
  "confirmed_at" timestamp with time zone,
  CONSTRAINT "settlement_member_months_state_check" CHECK ("state" IN ('OPEN', 'PREPARED', 'CONFIRMED')),
  CONSTRAINT "settlement_member_months_four_eyes_check" CHECK ("confirmed_by" IS NULL OR "confirmed_by" <> "prepared_by")
);--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_member_months_key" ON "settlement_member_months" USING btree ("member_id","settlement_month");--> statement-breakpoint
-- A month's members in member order (the staff list pages through it).
CREATE INDEX "settlement_member_months_month_idx" ON "settlement_member_months" USING btree ("settlement_month","member_id");--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "answer_reason" text;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "answered_by" integer REFERENCES "members"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_answer_check" CHECK ("answer" IS NULL OR "answer" IN ('PAID', 'OBJECTION_ACCEPTED', 'OBJECTION_REFUSED'));--> statement-breakpoint
-- The two queues (open 정산요청, open 이의신청), oldest first: count and oldest age from one partial index each.
CREATE INDEX "settlements_open_requests_idx" ON "settlements" USING btree ("status_changed_at","id") WHERE "status" = 'REQUEST' AND "answer" IS NULL;--> statement-breakpoint
CREATE INDEX "settlements_open_objections_idx" ON "settlements" USING btree ("status_changed_at","id") WHERE "status" = 'OBJECTION' AND "answer" IS NULL;--> statement-breakpoint
-- What exists: the rows and sums of every settlement so far.
INSERT INTO "settlement_drug_company_months" (member_id, drug_company_id, settlement_month, prescription_amount, fee_amount, extra_fee_amount)
  SELECT member_id, drug_company_id, settlement_month, sum(prescription_amount), sum(fee_amount), sum(extra_fee_amount)
  FROM "settlements" GROUP BY member_id, drug_company_id, settlement_month;--> statement-breakpoint
INSERT INTO "settlement_member_months" (member_id, settlement_month, prescription_amount, fee_amount, extra_fee_amount)
  SELECT member_id, settlement_month, sum(prescription_amount), sum(fee_amount), sum(extra_fee_amount)
  FROM "settlements" GROUP BY member_id, settlement_month;--> statement-breakpoint
CREATE FUNCTION "drug_company_months_from_settlements"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows for settlements a statement opened, then the change of each (+ new − old).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO settlement_drug_company_months (member_id, drug_company_id, settlement_month)
      SELECT DISTINCT member_id, drug_company_id, settlement_month FROM new_settlements
      ORDER BY 1, 3, 2 ON CONFLICT DO NOTHING;
    WITH d AS (SELECT member_id, drug_company_id, settlement_month, sum(prescription_amount) AS t, sum(fee_amount) AS f,
                      sum(extra_fee_amount) AS e FROM new_settlements GROUP BY 1, 2, 3
               HAVING sum(prescription_amount) <> 0 OR sum(fee_amount) <> 0 OR sum(extra_fee_amount) <> 0)
    UPDATE settlement_drug_company_months m SET prescription_amount = m.prescription_amount + d.t,
      fee_amount = m.fee_amount + d.f, extra_fee_amount = m.extra_fee_amount + d.e
    FROM d WHERE m.member_id = d.member_id AND m.settlement_month = d.settlement_month AND m.drug_company_id = d.drug_company_id;
  ELSE
    WITH c AS (SELECT member_id, drug_company_id, settlement_month, prescription_amount AS t, fee_amount AS f, extra_fee_amount AS e FROM new_settlements
               UNION ALL SELECT member_id, drug_company_id, settlement_month, -prescription_amount, -fee_amount, -extra_fee_amount FROM old_settlements),
         d AS (SELECT member_id, drug_company_id, settlement_month, sum(t) AS t, sum(f) AS f, sum(e) AS e FROM c GROUP BY 1, 2, 3
               HAVING sum(t) <> 0 OR sum(f) <> 0 OR sum(e) <> 0)
    UPDATE settlement_drug_company_months m SET prescription_amount = m.prescription_amount + d.t,
      fee_amount = m.fee_amount + d.f, extra_fee_amount = m.extra_fee_amount + d.e
    FROM d WHERE m.member_id = d.member_id AND m.settlement_month = d.settlement_month AND m.drug_company_id = d.drug_company_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "settlements_inserted_months" AFTER INSERT ON "settlements" REFERENCING NEW TABLE AS new_settlements
  FOR EACH STATEMENT EXECUTE FUNCTION "drug_company_months_from_settlements"();--> statement-breakpoint
CREATE TRIGGER "settlements_updated_months" AFTER UPDATE ON "settlements" REFERENCING OLD TABLE AS old_settlements NEW TABLE AS new_settlements
  FOR EACH STATEMENT EXECUTE FUNCTION "drug_company_months_from_settlements"();--> statement-breakpoint
CREATE FUNCTION "member_months_from_drug_company_months"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  locked int;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO settlement_member_months (member_id, settlement_month)
      SELECT DISTINCT member_id, settlement_month FROM new_months ORDER BY 1, 2 ON CONFLICT DO NOTHING;
    RETURN NULL;
  END IF;
  WITH c AS (SELECT member_id, settlement_month, prescription_amount AS t, fee_amount AS f, extra_fee_amount AS e, added_fee_amount AS a FROM new_months
             UNION ALL SELECT member_id, settlement_month, -prescription_amount, -fee_amount, -extra_fee_amount, -added_fee_amount FROM old_months),
       d AS (SELECT member_id, settlement_month, sum(t) AS t, sum(f) AS f, sum(e) AS e, sum(a) AS a FROM c GROUP BY 1, 2
             HAVING sum(t) <> 0 OR sum(f) <> 0 OR sum(e) <> 0 OR sum(a) <> 0)
  SELECT count(*) INTO locked FROM d JOIN settlement_member_months m
    ON m.member_id = d.member_id AND m.settlement_month = d.settlement_month WHERE m.state = 'CONFIRMED';
  IF locked > 0 THEN
    RAISE EXCEPTION 'settlement month confirmed' USING ERRCODE = 'check_violation', CONSTRAINT = 'settlement_member_months_confirmed_check';
  END IF;
  WITH c AS (SELECT member_id, settlement_month, prescription_amount AS t, fee_amount AS f, extra_fee_amount AS e, added_fee_amount AS a FROM new_months
             UNION ALL SELECT member_id, settlement_month, -prescription_amount, -fee_amount, -extra_fee_amount, -added_fee_amount FROM old_months),
       d AS (SELECT member_id, settlement_month, sum(t) AS t, sum(f) AS f, sum(e) AS e, sum(a) AS a FROM c GROUP BY 1, 2
             HAVING sum(t) <> 0 OR sum(f) <> 0 OR sum(e) <> 0 OR sum(a) <> 0)
  UPDATE settlement_member_months m SET prescription_amount = m.prescription_amount + d.t, fee_amount = m.fee_amount + d.f,
    extra_fee_amount = m.extra_fee_amount + d.e, added_fee_amount = m.added_fee_amount + d.a,
    figures_version = m.figures_version + 1
  FROM d WHERE m.member_id = d.member_id AND m.settlement_month = d.settlement_month;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "drug_company_months_inserted" AFTER INSERT ON "settlement_drug_company_months" REFERENCING NEW TABLE AS new_months
  FOR EACH STATEMENT EXECUTE FUNCTION "member_months_from_drug_company_months"();--> statement-breakpoint
CREATE TRIGGER "drug_company_months_updated" AFTER UPDATE ON "settlement_drug_company_months" REFERENCING OLD TABLE AS old_months NEW TABLE AS new_months
  FOR EACH STATEMENT EXECUTE FUNCTION "member_months_from_drug_company_months"();
