-- Stored totals, kept by triggers in the transaction of the write that changes them. The product lines stay the one
-- source of truth; every total is their sum:
--   record (prescription_partners.amount, fee_amount, extra_fee_amount) = Σ its product lines;
--   client share (settlement_partners.*_amount) = Σ the COMPLETED records of that dealer, client and settlement month;
--   settlement (settlements.*_amount) = Σ the COMPLETED records of that dealer and settlement month.
-- The triggers are statement-level with transition tables, so a batch of lines or records costs a few set-based
-- statements, not one per row. A record that becomes COMPLETED also opens its settlement and client share rows.
ALTER TABLE "prescription_partners" ADD COLUMN "fee_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prescription_partners" ADD COLUMN "extra_fee_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "prescription_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "fee_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "extra_fee_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_partners" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "settlement_partners" ADD COLUMN "settlement_month" date;--> statement-breakpoint
ALTER TABLE "settlement_partners" ADD COLUMN "prescription_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_partners" ADD COLUMN "fee_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_partners" ADD COLUMN "extra_fee_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "settlement_partners" sp SET "member_id" = s."member_id", "settlement_month" = s."settlement_month"
  FROM "settlements" s WHERE s."id" = sp."settlement_id";--> statement-breakpoint
ALTER TABLE "settlement_partners" ALTER COLUMN "member_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_partners" ALTER COLUMN "settlement_month" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_partners" ADD CONSTRAINT "settlement_partners_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The totals of what exists: records from their lines (their amount already was), then the settlement rows of every
-- COMPLETED record (as the application opened them) and their sums.
UPDATE "prescription_partners" r SET "amount" = l.t, "fee_amount" = l.f, "extra_fee_amount" = l.e
  FROM (SELECT prescription_partner_id AS id, sum(total_price) AS t, sum(fee_amount) AS f, sum(extra_fee_amount) AS e
        FROM "prescription_partner_products" GROUP BY prescription_partner_id) l
  WHERE r.id = l.id;--> statement-breakpoint
INSERT INTO "settlements" (member_id, dealer_id, drug_company_id, settlement_month)
  SELECT DISTINCT member_id, dealer_id, drug_company_id, settlement_month FROM "prescription_partners" WHERE status = 'COMPLETED'
  ON CONFLICT (dealer_id, settlement_month) DO NOTHING;--> statement-breakpoint
INSERT INTO "settlement_partners" (settlement_id, partner_id, member_id, settlement_month)
  SELECT DISTINCT s.id, r.partner_id, s.member_id, s.settlement_month
  FROM "prescription_partners" r JOIN "settlements" s ON s.dealer_id = r.dealer_id AND s.settlement_month = r.settlement_month
  WHERE r.status = 'COMPLETED'
  ON CONFLICT (settlement_id, partner_id) DO NOTHING;--> statement-breakpoint
UPDATE "settlement_partners" sp SET "prescription_amount" = c.t, "fee_amount" = c.f, "extra_fee_amount" = c.e
  FROM (SELECT s.id AS settlement_id, r.partner_id, sum(r.amount) AS t, sum(r.fee_amount) AS f, sum(r.extra_fee_amount) AS e
        FROM "prescription_partners" r JOIN "settlements" s ON s.dealer_id = r.dealer_id AND s.settlement_month = r.settlement_month
        WHERE r.status = 'COMPLETED' GROUP BY s.id, r.partner_id) c
  WHERE sp.settlement_id = c.settlement_id AND sp.partner_id = c.partner_id;--> statement-breakpoint
UPDATE "settlements" s SET "prescription_amount" = c.t, "fee_amount" = c.f, "extra_fee_amount" = c.e
  FROM (SELECT settlement_id, sum(prescription_amount) AS t, sum(fee_amount) AS f, sum(extra_fee_amount) AS e
        FROM "settlement_partners" GROUP BY settlement_id) c
  WHERE s.id = c.settlement_id;--> statement-breakpoint
CREATE INDEX "settlement_partners_member_month_idx" ON "settlement_partners" USING btree ("member_id","settlement_month") INCLUDE ("partner_id","prescription_amount","fee_amount","extra_fee_amount");--> statement-breakpoint
CREATE INDEX "settlement_partners_member_total_idx" ON "settlement_partners" USING btree ("member_id",("fee_amount" + "extra_fee_amount") DESC,"id");--> statement-breakpoint
CREATE INDEX "settlement_partners_partner_idx" ON "settlement_partners" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "prescription_partners_settlement_idx" ON "prescription_partners" USING btree ("dealer_id","settlement_month","partner_id") WHERE "status" = 'COMPLETED';--> statement-breakpoint
CREATE FUNCTION "record_totals_from_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text;
BEGIN
  -- The lines a statement added (+) and removed (−); an update is both.
  changes := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT prescription_partner_id AS id, total_price AS t, fee_amount AS f, extra_fee_amount AS e FROM new_lines'
    WHEN 'DELETE' THEN 'SELECT prescription_partner_id AS id, -total_price AS t, -fee_amount AS f, -extra_fee_amount AS e FROM old_lines'
    ELSE 'SELECT prescription_partner_id AS id, total_price AS t, fee_amount AS f, extra_fee_amount AS e FROM new_lines
          UNION ALL SELECT prescription_partner_id, -total_price, -fee_amount, -extra_fee_amount FROM old_lines'
  END;
  EXECUTE format($q$
    WITH d AS (SELECT id, sum(t) AS t, sum(f) AS f, sum(e) AS e FROM (%s) c GROUP BY id)
    UPDATE prescription_partners r
    SET amount = r.amount + d.t, fee_amount = r.fee_amount + d.f, extra_fee_amount = r.extra_fee_amount + d.e
    FROM d WHERE r.id = d.id AND (d.t <> 0 OR d.f <> 0 OR d.e <> 0)$q$, changes);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lines_inserted" AFTER INSERT ON "prescription_partner_products" REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION "record_totals_from_lines"();--> statement-breakpoint
CREATE TRIGGER "lines_updated" AFTER UPDATE ON "prescription_partner_products" REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION "record_totals_from_lines"();--> statement-breakpoint
CREATE TRIGGER "lines_deleted" AFTER DELETE ON "prescription_partner_products" REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION "record_totals_from_lines"();--> statement-breakpoint
CREATE FUNCTION "settlement_totals_from_records"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols constant text := 'member_id, dealer_id, drug_company_id, settlement_month, partner_id';
  changes text;
BEGIN
  -- The COMPLETED records a statement added (+) and removed (−): a status change in or out of COMPLETED, a changed
  -- total, or a moved key is a removal of the old row and an addition of the new one.
  changes := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, amount AS t, fee_amount AS f, extra_fee_amount AS e FROM new_records WHERE status = ''COMPLETED''', cols)
    WHEN 'DELETE' THEN format('SELECT %s, -amount AS t, -fee_amount AS f, -extra_fee_amount AS e FROM old_records WHERE status = ''COMPLETED''', cols)
    ELSE format('SELECT %1$s, amount AS t, fee_amount AS f, extra_fee_amount AS e FROM new_records WHERE status = ''COMPLETED''
                 UNION ALL SELECT %1$s, -amount, -fee_amount, -extra_fee_amount FROM old_records WHERE status = ''COMPLETED''', cols)
  END;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO settlements (member_id, dealer_id, drug_company_id, settlement_month)
      SELECT DISTINCT member_id, dealer_id, drug_company_id, settlement_month FROM new_records WHERE status = 'COMPLETED'
      ORDER BY settlement_month, dealer_id
      ON CONFLICT (dealer_id, settlement_month) DO NOTHING;
    INSERT INTO settlement_partners (settlement_id, partner_id, member_id, settlement_month)
      SELECT DISTINCT s.id, r.partner_id, s.member_id, s.settlement_month
      FROM new_records r JOIN settlements s ON s.dealer_id = r.dealer_id AND s.settlement_month = r.settlement_month
      WHERE r.status = 'COMPLETED'
      ORDER BY s.id, r.partner_id
      ON CONFLICT (settlement_id, partner_id) DO NOTHING;
  END IF;
  -- Each share by its key (settlement, client), so the update finds it through the unique index on both.
  EXECUTE format($q$
    WITH d AS (
      SELECT s.id AS settlement_id, c.partner_id, sum(c.t) AS t, sum(c.f) AS f, sum(c.e) AS e FROM (%s) c
      JOIN settlements s ON s.dealer_id = c.dealer_id AND s.settlement_month = c.settlement_month
      GROUP BY s.id, c.partner_id HAVING sum(c.t) <> 0 OR sum(c.f) <> 0 OR sum(c.e) <> 0)
    UPDATE settlement_partners sp
    SET prescription_amount = sp.prescription_amount + d.t, fee_amount = sp.fee_amount + d.f,
        extra_fee_amount = sp.extra_fee_amount + d.e
    FROM d WHERE sp.settlement_id = d.settlement_id AND sp.partner_id = d.partner_id$q$, changes);
  EXECUTE format($q$
    WITH d AS (
      SELECT dealer_id, settlement_month, sum(t) AS t, sum(f) AS f, sum(e) AS e FROM (%s) c
      GROUP BY dealer_id, settlement_month HAVING sum(t) <> 0 OR sum(f) <> 0 OR sum(e) <> 0)
    UPDATE settlements s
    SET prescription_amount = s.prescription_amount + d.t, fee_amount = s.fee_amount + d.f,
        extra_fee_amount = s.extra_fee_amount + d.e
    FROM d WHERE s.dealer_id = d.dealer_id AND s.settlement_month = d.settlement_month$q$, changes);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "records_inserted" AFTER INSERT ON "prescription_partners" REFERENCING NEW TABLE AS new_records
  FOR EACH STATEMENT EXECUTE FUNCTION "settlement_totals_from_records"();--> statement-breakpoint
CREATE TRIGGER "records_updated" AFTER UPDATE ON "prescription_partners" REFERENCING OLD TABLE AS old_records NEW TABLE AS new_records
  FOR EACH STATEMENT EXECUTE FUNCTION "settlement_totals_from_records"();--> statement-breakpoint
CREATE TRIGGER "records_deleted" AFTER DELETE ON "prescription_partners" REFERENCING OLD TABLE AS old_records
  FOR EACH STATEMENT EXECUTE FUNCTION "settlement_totals_from_records"();
