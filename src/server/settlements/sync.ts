import { sql } from 'drizzle-orm';
import type { Db } from '../db';

// Settlement rows appear when EDI records are COMPLETED: one per dealer and settlement month, and one per client
// within it. Idempotent (existing rows and their status stay); run after records are completed, and by the seed.

export async function openSettlements(db: Db): Promise<void> {
  await db.execute(sql`
    insert into settlements (member_id, dealer_id, drug_company_id, settlement_month)
    select distinct member_id, dealer_id, drug_company_id, settlement_month
    from prescription_partners where status = 'COMPLETED'
    order by settlement_month, dealer_id
    on conflict (dealer_id, settlement_month) do nothing`);
  await db.execute(sql`
    insert into settlement_partners (settlement_id, partner_id)
    select distinct s.id, r.partner_id
    from prescription_partners r
    join settlements s on s.dealer_id = r.dealer_id and s.settlement_month = r.settlement_month
    where r.status = 'COMPLETED'
    order by s.id, r.partner_id
    on conflict (settlement_id, partner_id) do nothing`);
}
