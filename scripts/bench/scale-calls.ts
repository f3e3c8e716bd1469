// What `npm run bench:scale` asks the server for, as demo_org: every partner list, statistics call, page and export of
// the performance (EDI) and settlement screens, with the month range of the data (the 12 months up to the latest
// settlement month). A call's label is the same at every size (its placeholders name what is filled in), so the
// demo and grown figures of one call meet in one row.
import { addMonths, firstDay, monthInstant } from '../../src/lib/months.ts';

export type CallKind = 'api' | 'page' | 'export';

export interface Call {
  kind: CallKind;
  /** Stable across sizes: `<id>`, `<kw>`, `<12 months>`, `<month>` stand for the values of the data. */
  label: string;
  path: string;
}

export interface Context {
  /** Latest settlement month, `yyyy-MM`. */
  latest: string;
  /** First month of the 12-month range, `yyyy-MM`. */
  first: string;
  settlementId: number;
  settlementPartnerId: number | null;
  /** The search word of the searches (`<kw>`). */
  keyword: string;
  /** Null where the count failed. */
  sizes: { settlements: number; institutions: number | null; records: number | null; dealers: number | null };
}

interface Page<T> {
  content: T[];
  totalElements: number;
}

const TIMEOUT_MS = 120_000;

async function getJson<T>(url: string, cookie: string): Promise<T> {
  const res = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok)
    throw new Error(`GET ${new URL(url).pathname}${new URL(url).search}: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
  return (await res.json()) as T;
}

/** Signs in (the demo accounts' published password) and answers the session cookie. */
export async function signIn(base: string, userId: string, password = 'demo1234!'): Promise<string> {
  const res = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ userId, password, device: null }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`login ${userId}: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('access_token='));
  if (!cookie) throw new Error(`login ${userId}: no access_token cookie`);
  return cookie.split(';')[0]!;
}

/** The month range, ids and sizes of the member's data. */
export async function discover(base: string, cookie: string, keyword: string): Promise<Context> {
  const settlements = await getJson<Page<{ id: number; settlementMonth: string }>>(`${base}/v1/settlements?page=0&size=1`, cookie);
  const newest = settlements.content[0];
  if (!newest) throw new Error('the member has no settlements: is the demo data there?');
  const latest = newest.settlementMonth.slice(0, 7);
  // The rest only names things; a call that fails here is measured (and reported) with the others.
  const tolerant = async <T>(path: string): Promise<T | null> => {
    try {
      return await getJson<T>(`${base}${path}`, cookie);
    } catch (err) {
      process.stdout.write(`(discovery: ${String(err).slice(0, 300)})\n`);
      return null;
    }
  };
  const shares = await tolerant<Page<{ settlementPartnerId: number }>>(`/v1/settlements/partners?settlementId=${newest.id}&page=0&size=1`);
  const records = await tolerant<Page<unknown>>('/v1/prescriptions/partners?page=0&size=1');
  const institutions = await tolerant<Page<unknown>>('/v1/partners?page=0&size=1');
  const dealers = await tolerant<unknown[]>('/v1/dealers');
  return {
    latest,
    first: addMonths(latest, -11),
    settlementId: newest.id,
    settlementPartnerId: shares?.content[0]?.settlementPartnerId ?? null,
    keyword,
    sizes: {
      settlements: settlements.totalElements,
      institutions: institutions?.totalElements ?? null,
      records: records?.totalElements ?? null,
      dealers: dealers?.length ?? null,
    },
  };
}

/** Every measured call, in the order they run. */
export function callsOf(ctx: Context): Call[] {
  const kw = encodeURIComponent(ctx.keyword);
  const range = `startMonth=${firstDay(ctx.first)}&endMonth=${firstDay(ctx.latest)}`;
  const month = `startMonth=${firstDay(ctx.latest)}&endMonth=${firstDay(ctx.latest)}`;
  const api = (label: string, path: string): Call => ({ kind: 'api', label, path });
  const page = (path: string): Call => ({ kind: 'page', label: `page ${path}`, path });
  const exp = (label: string, path: string): Call => ({ kind: 'export', label, path });
  return [
    // 정산 (settlements)
    api('/v1/settlements?page=0&size=20', '/v1/settlements?page=0&size=20'),
    api('/v1/settlements?<month>&page=0&size=20', `/v1/settlements?${month}&page=0&size=20`),
    api('/v1/settlements/partners?page=0&size=20', '/v1/settlements/partners?page=0&size=20'),
    api(
      '/v1/settlements/partners?settlementId=<id>&page=0&size=20',
      `/v1/settlements/partners?settlementId=${ctx.settlementId}&page=0&size=20`,
    ),
    ...(ctx.settlementPartnerId
      ? [api('/v1/settlements/partners/<id>/products', `/v1/settlements/partners/${ctx.settlementPartnerId}/products`)]
      : []),
    api('/v1/settlements/total-prescription-amount', '/v1/settlements/total-prescription-amount'),
    api('/v1/settlements/total-prescription-amount?<12 months>', `/v1/settlements/total-prescription-amount?${range}`),
    api('/v1/settlements-member-monthly?page=0&size=20', '/v1/settlements-member-monthly?page=0&size=20'),
    // 매출통계 (statistics)
    api('…/performance/by-drug-company?<12 months>', `/v1/settlements/performance/by-drug-company?${range}`),
    api('…/performance/by-drug-company/monthly?<12 months>', `/v1/settlements/performance/by-drug-company/monthly?${range}`),
    api('…/performance/by-institution?<12 months>&page=0&size=20', `/v1/settlements/performance/by-institution?${range}&page=0&size=20`),
    // 실적 (EDI records)
    api('/v1/prescriptions?page=0&size=20', '/v1/prescriptions?page=0&size=20'),
    api('/v1/prescriptions?institutionName=<kw>&page=0&size=20', `/v1/prescriptions?institutionName=${kw}&page=0&size=20`),
    api('/v1/prescriptions/partners?page=0&size=20', '/v1/prescriptions/partners?page=0&size=20'),
    api(
      '/v1/prescriptions/partners?institutionName=<kw>&page=0&size=20',
      `/v1/prescriptions/partners?institutionName=${kw}&page=0&size=20`,
    ),
    api(
      '/v1/prescriptions/partners?settlementMonth<12 months>&page=0&size=20',
      `/v1/prescriptions/partners?settlementMonthStart=${monthInstant(ctx.first)}&settlementMonthEnd=${monthInstant(ctx.latest)}&page=0&size=20`,
    ),
    // 딜러 and 거래처 (dealers, client institutions)
    api('/v1/dealers', '/v1/dealers'),
    api('/v1/partners?page=0&size=20', '/v1/partners?page=0&size=20'),
    api('/v1/partners?institutionName=<kw>&page=0&size=20', `/v1/partners?institutionName=${kw}&page=0&size=20`),
    api('/v1/partners/drug-companies', '/v1/partners/drug-companies'),
    // Pages (server-side render)
    page('/sales-statistic'),
    page('/settlement-list'),
    page('/settlement-drug-company'),
    page('/prescriptions'),
    page('/dealers'),
    // Exports
    exp('/v1/settlements/excel-download (all)', '/v1/settlements/excel-download'),
    exp('/v1/settlements/excel-download?<month>', `/v1/settlements/excel-download?${month}`),
    exp('/v1/settlements/export-zip (all)', '/v1/settlements/export-zip'),
    exp('/v1/settlements/export-zip?<month>', `/v1/settlements/export-zip?${month}`),
  ];
}
