-- Running totals per client institution and settlement month, so the ranking of a member's clients over any period
-- reads two rows a client (the period's last month and the month before its first) instead of every share of the
-- period: Σ over [start, end] = running(end) − running(start − 1).
--   client_month_totals(member, institution_code, month) = Σ of the member's client shares (settlement_partners) of
--   that institution code with settlement_month ≤ month, and their number; institution_name = the smallest name among
--   the member's partners of that code.
-- Rows are dense: every client has one for every month from its first share up to the member's horizon (the latest
-- month any of the member's clients has a row for), so both months of a period are a plain lookup; a month past the
-- horizon reads the horizon's row. Kept by triggers in the transaction of every write to shares and partners: a
-- statement refreshes the clients it touched from their shares (a client has a few dozen rows), and extends every
-- other client of the member when the horizon moves on. Nothing writes them by hand.
CREATE TABLE "client_month_totals" (
  "member_id" integer NOT NULL,
  "institution_code" text NOT NULL,
  "month" date NOT NULL,
  "institution_name" text NOT NULL,
  "prescription_amount" bigint DEFAULT 0 NOT NULL,
  "fee_amount" bigint DEFAULT 0 NOT NULL,
  "extra_fee_amount" bigint DEFAULT 0 NOT NULL,
  "shares" integer NOT NULL,
  CONSTRAINT "client_month_totals_shares_check" CHECK ("shares" >= 0)
);--> statement-breakpoint
ALTER TABLE "client_month_totals" ADD CONSTRAINT "client_month_totals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One month of a member's clients, read index-only (the ranking's two lookups).
CREATE UNIQUE INDEX "client_month_totals_key" ON "client_month_totals" USING btree ("member_id","month","institution_code")
  INCLUDE ("institution_name","prescription_amount","fee_amount","extra_fee_amount","shares");--> statement-breakpoint
-- One client's rows (the refresh deletes them).
CREATE INDEX "client_month_totals_client_idx" ON "client_month_totals" USING btree ("member_id","institution_code");--> statement-breakpoint
-- The partners of one institution code (the refresh reads their shares and names).
CREATE INDEX "partners_member_code_idx" ON "partners" USING btree ("member_id","institution_code");--> statement-breakpoint
CREATE FUNCTION "client_month_totals_refresh"(p_member integer, p_codes text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  old_horizon date;
  horizon date;
BEGIN
  -- One refresh of a member at a time (730228: any constant, "client running totals" among the advisory locks): two transactions rebuilding the same client (or one moving the horizon while
  -- another rebuilds a client) would each miss the other's new rows. Each statement below reads what the previous
  -- holder committed (a fresh snapshot per statement).
  PERFORM pg_advisory_xact_lock(730228, p_member);
  SELECT max(month) INTO old_horizon FROM client_month_totals WHERE member_id = p_member;
  DELETE FROM client_month_totals WHERE member_id = p_member AND institution_code = ANY (p_codes);
  -- A member being deleted (its partners and shares go with it) gets no rows again.
  IF NOT EXISTS (SELECT 1 FROM members WHERE id = p_member) THEN
    RETURN;
  END IF;
  SELECT greatest(old_horizon, max(sp.settlement_month)) INTO horizon
    FROM settlement_partners sp JOIN partners p ON p.id = sp.partner_id
    WHERE sp.member_id = p_member AND p.member_id = p_member AND p.institution_code = ANY (p_codes);
  IF horizon IS NULL THEN
    RETURN;
  END IF;
  -- The horizon moved on: the other clients carry their last running totals into the new months.
  IF old_horizon IS NOT NULL AND horizon > old_horizon THEN
    INSERT INTO client_month_totals
      (member_id, institution_code, month, institution_name, prescription_amount, fee_amount, extra_fee_amount, shares)
      SELECT c.member_id, c.institution_code, m::date, c.institution_name, c.prescription_amount, c.fee_amount,
             c.extra_fee_amount, c.shares
      FROM client_month_totals c, generate_series(old_horizon + interval '1 month', horizon, interval '1 month') m
      WHERE c.member_id = p_member AND c.month = old_horizon;
  END IF;
  INSERT INTO client_month_totals
    (member_id, institution_code, month, institution_name, prescription_amount, fee_amount, extra_fee_amount, shares)
    WITH monthly AS (
      SELECT p.institution_code AS code, sp.settlement_month AS month, sum(sp.prescription_amount) AS pa,
             sum(sp.fee_amount) AS fa, sum(sp.extra_fee_amount) AS ea, count(*) AS n
      FROM settlement_partners sp JOIN partners p ON p.id = sp.partner_id
      WHERE sp.member_id = p_member AND p.member_id = p_member AND p.institution_code = ANY (p_codes)
      GROUP BY 1, 2),
    names AS (
      SELECT institution_code AS code, min(institution_name) AS name FROM partners
      WHERE member_id = p_member AND institution_code = ANY (p_codes) GROUP BY 1),
    months AS (
      SELECT f.code, m::date AS month
      FROM (SELECT code, min(month) AS first FROM monthly GROUP BY code) f,
           generate_series(f.first, horizon, interval '1 month') m)
    SELECT p_member, months.code, months.month, names.name,
           sum(coalesce(monthly.pa, 0)) OVER w, sum(coalesce(monthly.fa, 0)) OVER w,
           sum(coalesce(monthly.ea, 0)) OVER w, sum(coalesce(monthly.n, 0)) OVER w
    FROM months JOIN names ON names.code = months.code
      LEFT JOIN monthly ON monthly.code = months.code AND monthly.month = months.month
    WINDOW w AS (PARTITION BY months.code ORDER BY months.month);
END $$;--> statement-breakpoint
-- The clients a statement on shares touched, refreshed member by member.
CREATE FUNCTION "client_month_totals_from_shares"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM client_month_totals_refresh(t.member_id, array_agg(DISTINCT p.institution_code))
      FROM new_shares t JOIN partners p ON p.id = t.partner_id GROUP BY t.member_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM client_month_totals_refresh(t.member_id, array_agg(DISTINCT p.institution_code))
      FROM old_shares t JOIN partners p ON p.id = t.partner_id GROUP BY t.member_id;
  ELSE
    PERFORM client_month_totals_refresh(t.member_id, array_agg(DISTINCT p.institution_code))
      FROM (SELECT member_id, partner_id FROM new_shares UNION SELECT member_id, partner_id FROM old_shares) t
      JOIN partners p ON p.id = t.partner_id GROUP BY t.member_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "shares_totalled_inserted" AFTER INSERT ON "settlement_partners" REFERENCING NEW TABLE AS new_shares
  FOR EACH STATEMENT EXECUTE FUNCTION "client_month_totals_from_shares"();--> statement-breakpoint
CREATE TRIGGER "shares_totalled_updated" AFTER UPDATE ON "settlement_partners" REFERENCING OLD TABLE AS old_shares NEW TABLE AS new_shares
  FOR EACH STATEMENT EXECUTE FUNCTION "client_month_totals_from_shares"();--> statement-breakpoint
CREATE TRIGGER "shares_totalled_deleted" AFTER DELETE ON "settlement_partners" REFERENCING OLD TABLE AS old_shares
  FOR EACH STATEMENT EXECUTE FUNCTION "client_month_totals_from_shares"();--> statement-breakpoint
-- A partner's code or name decides its client's rows: a changed one refreshes its old and new client, an added or
-- removed one the client whose smallest name it may change (a client without rows has nothing to refresh).
CREATE FUNCTION "client_month_totals_from_partners"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM client_month_totals_refresh(t.member_id, array_agg(DISTINCT t.institution_code))
      FROM new_partners t
      WHERE EXISTS (SELECT 1 FROM client_month_totals c WHERE c.member_id = t.member_id AND c.institution_code = t.institution_code)
      GROUP BY t.member_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM client_month_totals_refresh(t.member_id, array_agg(DISTINCT t.institution_code))
      FROM old_partners t
      WHERE EXISTS (SELECT 1 FROM client_month_totals c WHERE c.member_id = t.member_id AND c.institution_code = t.institution_code)
      GROUP BY t.member_id;
  ELSE
    PERFORM client_month_totals_refresh(t.member_id, array_agg(DISTINCT t.institution_code))
      FROM (
        SELECT o.member_id, o.institution_code FROM old_partners o JOIN new_partners n ON n.id = o.id
          WHERE (o.member_id, o.institution_code, o.institution_name) IS DISTINCT FROM (n.member_id, n.institution_code, n.institution_name)
        UNION
        SELECT n.member_id, n.institution_code FROM old_partners o JOIN new_partners n ON n.id = o.id
          WHERE (o.member_id, o.institution_code, o.institution_name) IS DISTINCT FROM (n.member_id, n.institution_code, n.institution_name)
      ) t
      GROUP BY t.member_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "partners_totalled_inserted" AFTER INSERT ON "partners" REFERENCING NEW TABLE AS new_partners
  FOR EACH STATEMENT EXECUTE FUNCTION "client_month_totals_from_partners"();--> statement-breakpoint
CREATE TRIGGER "partners_totalled_updated" AFTER UPDATE ON "partners" REFERENCING OLD TABLE AS old_partners NEW TABLE AS new_partners
  FOR EACH STATEMENT EXECUTE FUNCTION "client_month_totals_from_partners"();--> statement-breakpoint
CREATE TRIGGER "partners_totalled_deleted" AFTER DELETE ON "partners" REFERENCING OLD TABLE AS old_partners
  FOR EACH STATEMENT EXECUTE FUNCTION "client_month_totals_from_partners"();--> statement-breakpoint
-- The running totals of what exists.
SELECT client_month_totals_refresh(member_id, array_agg(DISTINCT institution_code)) FROM partners GROUP BY member_id;
