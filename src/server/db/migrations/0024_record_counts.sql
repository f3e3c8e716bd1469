-- Stored counts behind the lists' totalElements, kept by triggers in the transaction of the write that changes them,
-- as the sums of 0021 are (statement-level, with transition tables):
--   record_counts.records = the number of a member's EDI records of one dealer, drug company, status, prescription
--   month and settlement month (the keys every list filter but the names of a client and the input dates is on);
--   settlements.partner_count = the number of client shares (settlement_partners) of the settlement.
-- A list whose filters these keys cover adds a few hundred rows up instead of counting 100,000; any other filter
-- counts the records themselves (src/server/prescriptions/record-counts.ts, src/server/settlements/list.ts).
CREATE TABLE "record_counts" (
  "member_id" integer NOT NULL,
  "dealer_id" integer NOT NULL,
  "drug_company_id" integer NOT NULL,
  "status" text NOT NULL,
  "prescription_month" date NOT NULL,
  "settlement_month" date NOT NULL,
  "records" integer DEFAULT 0 NOT NULL,
  CONSTRAINT "record_counts_pk" PRIMARY KEY ("member_id","dealer_id","drug_company_id","status","prescription_month","settlement_month"),
  CONSTRAINT "record_counts_records_check" CHECK ("records" >= 0)
);--> statement-breakpoint
ALTER TABLE "record_counts" ADD CONSTRAINT "record_counts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_counts" ADD CONSTRAINT "record_counts_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "partner_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A client's records (its names filter the lists, counted exactly): read by client, not across the member's index.
CREATE INDEX "prescription_partners_partner_idx" ON "prescription_partners" USING btree ("partner_id","member_id","status");--> statement-breakpoint
-- The counts of what exists.
INSERT INTO "record_counts" (member_id, dealer_id, drug_company_id, status, prescription_month, settlement_month, records)
  SELECT member_id, dealer_id, drug_company_id, status, prescription_month, settlement_month, count(*)
  FROM "prescription_partners" GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
UPDATE "settlements" s SET "partner_count" = c.n
  FROM (SELECT settlement_id, count(*) AS n FROM "settlement_partners" GROUP BY settlement_id) c
  WHERE s.id = c.settlement_id;--> statement-breakpoint
CREATE FUNCTION "record_counts_from_records"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys constant text := 'member_id, dealer_id, drug_company_id, status, prescription_month, settlement_month';
  changes text;
BEGIN
  -- The records a statement added (+1) and removed (−1) by key: a changed status or a moved record is −1 on its old
  -- key and +1 on its new one; an update that keeps every key (the totals of 0021, a version) nets to nothing.
  changes := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS n FROM new_records', keys)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS n FROM old_records', keys)
    ELSE format('SELECT %1$s, 1 AS n FROM new_records UNION ALL SELECT %1$s, -1 FROM old_records', keys)
  END;
  -- Lowered counts update their row (it exists: the records were counted); raised ones are added to it or open it.
  -- Only a raise inserts, so a member deleted with its records never gets a row again.
  EXECUTE format($q$
    WITH d AS (SELECT %1$s, sum(n) AS n FROM (%2$s) c GROUP BY %1$s HAVING sum(n) <> 0),
    lowered AS (
      UPDATE record_counts rc SET records = rc.records + d.n FROM d
      WHERE d.n < 0 AND rc.member_id = d.member_id AND rc.dealer_id = d.dealer_id AND rc.drug_company_id = d.drug_company_id
        AND rc.status = d.status AND rc.prescription_month = d.prescription_month AND rc.settlement_month = d.settlement_month)
    INSERT INTO record_counts AS rc (%1$s, records)
      SELECT %1$s, n FROM d WHERE n > 0 ORDER BY %1$s
      ON CONFLICT ON CONSTRAINT record_counts_pk DO UPDATE SET records = rc.records + excluded.records$q$, keys, changes);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "records_counted_inserted" AFTER INSERT ON "prescription_partners" REFERENCING NEW TABLE AS new_records
  FOR EACH STATEMENT EXECUTE FUNCTION "record_counts_from_records"();--> statement-breakpoint
CREATE TRIGGER "records_counted_updated" AFTER UPDATE ON "prescription_partners" REFERENCING OLD TABLE AS old_records NEW TABLE AS new_records
  FOR EACH STATEMENT EXECUTE FUNCTION "record_counts_from_records"();--> statement-breakpoint
CREATE TRIGGER "records_counted_deleted" AFTER DELETE ON "prescription_partners" REFERENCING OLD TABLE AS old_records
  FOR EACH STATEMENT EXECUTE FUNCTION "record_counts_from_records"();--> statement-breakpoint
CREATE FUNCTION "partner_counts_from_shares"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text;
BEGIN
  -- The shares a statement added (+1) and removed (−1), by settlement; the sums' updates (0021) net to nothing.
  changes := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT settlement_id, 1 AS n FROM new_shares'
    WHEN 'DELETE' THEN 'SELECT settlement_id, -1 AS n FROM old_shares'
    ELSE 'SELECT settlement_id, 1 AS n FROM new_shares UNION ALL SELECT settlement_id, -1 FROM old_shares'
  END;
  EXECUTE format($q$
    UPDATE settlements s SET partner_count = s.partner_count + d.n
    FROM (SELECT settlement_id, sum(n) AS n FROM (%s) c GROUP BY settlement_id HAVING sum(n) <> 0) d
    WHERE s.id = d.settlement_id$q$, changes);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "shares_counted_inserted" AFTER INSERT ON "settlement_partners" REFERENCING NEW TABLE AS new_shares
  FOR EACH STATEMENT EXECUTE FUNCTION "partner_counts_from_shares"();--> statement-breakpoint
CREATE TRIGGER "shares_counted_updated" AFTER UPDATE ON "settlement_partners" REFERENCING OLD TABLE AS old_shares NEW TABLE AS new_shares
  FOR EACH STATEMENT EXECUTE FUNCTION "partner_counts_from_shares"();--> statement-breakpoint
CREATE TRIGGER "shares_counted_deleted" AFTER DELETE ON "settlement_partners" REFERENCING OLD TABLE AS old_shares
  FOR EACH STATEMENT EXECUTE FUNCTION "partner_counts_from_shares"();
