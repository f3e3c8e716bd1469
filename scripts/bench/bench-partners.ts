// Contract partners of the mixed bench (scripts/bench/bench-mixed.ts), written straight into the bench's own throw-away
// database while its server is stopped: `count` INDIVIDUAL members (bench0001…), each with one dealer and CLIENTS
// client institutions of one drug company, so every partner can file EDI records of its own. One password for all.
// Plain SQL on the database client (the server's modules need a TypeScript build step that plain Node lacks).
import { hashPassword } from '../../src/server/auth/passwords.ts';

export const BENCH_PASSWORD = 'Bench1234!';
/** Clients per partner: with one dealer, CLIENTS records per prescription month. */
export const CLIENTS = 12;

export interface BenchPartner {
  userId: string;
  dealerId: number;
  drugCompanyId: number;
  partnerIds: number[];
}

type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** A client of the bench's database: the embedded one's folder, or a PostgreSQL URL. */
async function connect(target: { dataDir?: string; databaseUrl?: string }): Promise<{ query: Query; close(): Promise<void> }> {
  if (target.databaseUrl) {
    const { default: postgres } = await import('postgres');
    const sql = postgres(target.databaseUrl, { max: 1, onnotice: () => undefined });
    return {
      query: async (text, params = []) => [...(await sql.unsafe(text, params as never[]))],
      close: () => sql.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(target.dataDir!);
  return { query: async (text, params) => (await db.query<Record<string, unknown>>(text, params)).rows, close: () => db.close() };
}

export async function createBenchPartners(target: { dataDir?: string; databaseUrl?: string }, count: number): Promise<BenchPartner[]> {
  const { query, close } = await connect(target);
  try {
    const companies = (await query('select id from drug_companies order by id limit 10')).map((r) => Number(r.id));
    if (!companies.length) throw new Error('no drug companies: seed the demo data first');
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const out: BenchPartner[] = [];
    for (let i = 1; i <= count; i++) {
      const n = String(i).padStart(4, '0');
      const [member] = await query(
        `insert into members (user_id, password_hash, name, nickname, email, phone_number, birth_date,
           partner_contract_status, contract_status, contract_date, referral_code)
         values ($1, $2, $3, $4, $5, $6, '1990-01-01', 'INDIVIDUAL', 'APPROVED', now(), $7) returning id`,
        [`bench${n}`, passwordHash, `부하시험${n}`, `부하${n}`, `bench${n}@example.com`, `010-9${n.slice(0, 3)}-${n}`, `BENCH${n}`],
      );
      const drugCompanyId = companies[i % companies.length]!;
      const [dealer] = await query('insert into dealers (member_id, dealer_name, drug_company_id) values ($1, $2, $3) returning id', [
        member!.id,
        `부하딜러${n}`,
        drugCompanyId,
      ]);
      const clients: number[] = [];
      for (let k = 0; k < CLIENTS; k++) {
        const [client] = await query(
          `insert into partners (member_id, institution_name, institution_code, company_name, business_number, drug_company_id)
           values ($1, $2, $3, $2, $4, $5) returning id`,
          [member!.id, `부하의원${n}-${k + 1}`, `B${n}${String(k).padStart(3, '0')}`, `${100 + k}-${n.slice(0, 2)}-${n}0`, drugCompanyId],
        );
        clients.push(Number(client!.id));
      }
      out.push({ userId: `bench${n}`, dealerId: Number(dealer!.id), drugCompanyId, partnerIds: clients });
    }
    return out;
  } finally {
    await close();
  }
}
