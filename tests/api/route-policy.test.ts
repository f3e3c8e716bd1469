import { Hono } from 'hono';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../src/server/app';
import { enforceRoutePolicies } from '../../src/server/auth/guards';
import { getDb } from '../../src/server/runtime/database';
import {
  boardPosts,
  events,
  members,
  prescriptionPartners,
  products,
  salesAgencyProducts,
  settlementPartners,
  settlements,
  storedFiles,
  termsDocuments,
} from '../../src/server/db/schema';
import { ApiHttpError, type AppEnv } from '../../src/server/http';
import { assertRoutePolicies, isMiddleware, policyGaps, routeKey, routePolicies, type RoutePolicy } from '../../src/server/policy';
import { cookieOf, multipart, send, type Who } from './content-helpers';
import { login } from './helpers';
import { AdminPermission } from '../../src/api/enums';

// Every /v1 route declares who may call it (src/server/policy.ts). This file lists the routes Hono knows and calls
// each one signed out and as every kind of member, with real ids in the path and a body that need not be valid
// (400, 404, 409, 415 all mean "passed the policy").

type Caller = Who | null;
const partners: Who[] = ['demo_member', 'demo_cso', 'demo_partner'];
/** The demo staff and what each holds (written out, not derived from the code under test). */
const staffHolds: Partial<Record<Who, readonly AdminPermission[] | 'all'>> = {
  demo_editor: ['CONTENT_MANAGEMENT', 'BANNER_MANAGEMENT'],
  demo_admin: 'all',
  demo_ops_members: ['MEMBER_MANAGEMENT', 'CONTRACT_MANAGEMENT'],
  demo_ops_edi: ['PRESCRIPTION_MANAGEMENT', 'TRANSACTION_MANAGEMENT'],
  demo_ops_settlement: ['SETTLEMENT_MANAGEMENT'],
  demo_ops_cs: ['CUSTOMER_SERVICE', 'COMMUNITY_MANAGEMENT'],
};
const staff = Object.keys(staffHolds) as Who[];
const callers: Caller[] = [null, ...partners, ...staff];
const holding = (p: AdminPermission) => staff.filter((w) => staffHolds[w] === 'all' || staffHolds[w]?.includes(p));

/** Who each policy lets in. */
const allowed: Record<RoutePolicy, Caller[]> = {
  public: callers,
  member: [...partners, ...staff],
  partner: partners,
  owner: [...partners, ...staff],
  contract: ['demo_partner'],
  cso: ['demo_cso', 'demo_partner'],
  editor: holding('CONTENT_MANAGEMENT'),
  staff,
  ...(Object.fromEntries(AdminPermission.values.map((p) => [`staff:${p}`, holding(p)])) as Record<`staff:${AdminPermission}`, Who[]>),
};

const routes = () => [...new Set(app.routes.filter((r) => !isMiddleware(r)).map(routeKey))];
const hangul = /[가-힣]/;

describe('route policy table', () => {
  it('declares every route Hono knows, and only those', () => {
    expect(routes().length).toBeGreaterThan(20);
    expect(policyGaps(app.routes)).toEqual({ undeclared: [], unrouted: [] });
  });

  it('stops the app from being built when a route or a declaration is missing', () => {
    const extra = new Hono().basePath('/v1');
    extra.use('*', async (_c, next) => next());
    extra.get('/health', (c) => c.text('ok'));
    extra.post('/secret', (c) => c.text('no policy'));
    expect(() => assertRoutePolicies(extra.routes, { 'GET /v1/health': 'public', 'POST /v1/secret': 'editor' })).not.toThrow();
    expect(() => assertRoutePolicies(extra.routes, { 'GET /v1/health': 'public' })).toThrow(/route without a policy: 'POST \/v1\/secret'/);
    expect(() => assertRoutePolicies(extra.routes, {})).toThrow(/'GET \/v1\/health'[\s\S]*'POST \/v1\/secret'/);
    expect(() =>
      assertRoutePolicies(extra.routes, { 'GET /v1/health': 'public', 'POST /v1/secret': 'editor', 'GET /v1/gone': 'member' }),
    ).toThrow(/policy without a route: 'GET \/v1\/gone'/);
  });
});

// ── real ids for path parameters ────────────────────────────────────────────────────────────────────────────────

const ids = {
  notice: 0,
  matchingPost: 0,
  event: 0,
  product: 0,
  salesAgency: 0,
  publicFile: 0,
  record: 0,
  settlement: 0,
  settlementPartner: 0,
  terms: '',
  privacy: '',
};
/** One 1:1 inquiry of each signed-in caller (the resource of the 'owner' routes). */
const inquiryOf = new Map<Who, number>();
/** One comment of each signed-in caller on a new-client matching post (comment routes: edit, delete, like). */
const commentOf = new Map<Who, number>();

async function newInquiry(who: Who, title: string): Promise<number> {
  const res = await send(
    who,
    'POST',
    '/v1/boards',
    multipart('request', { boardType: 'INQUIRY', title, content: '<p>정책 확인용 문의</p>' }, 'files'),
  );
  expect(res.status).toBe(201);
  return Number(res.text);
}

beforeAll(async () => {
  const db = await getDb();
  const visible = and(
    eq(boardPosts.exposureRange, 'ALL'),
    eq(boardPosts.isExposed, true),
    eq(boardPosts.isBlind, false),
    isNull(boardPosts.deletedAt),
  );
  const [notice] = await db
    .select({ id: boardPosts.id })
    .from(boardPosts)
    .where(and(eq(boardPosts.boardType, 'NOTICE'), visible))
    .limit(1);
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .innerJoin(boardPosts, eq(boardPosts.id, events.boardPostId))
    .where(visible)
    .limit(1);
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  const [agency] = await db
    .select({ id: salesAgencyProducts.id })
    .from(salesAgencyProducts)
    .innerJoin(boardPosts, eq(boardPosts.id, salesAgencyProducts.boardPostId))
    .where(visible)
    .limit(1);
  const [file] = await db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.isPublic, true)).limit(1);
  const [record] = await db
    .select({ id: prescriptionPartners.id })
    .from(prescriptionPartners)
    .innerJoin(members, eq(members.id, prescriptionPartners.memberId))
    .where(eq(members.userId, 'demo_partner'))
    .limit(1);
  const [share] = await db
    .select({ id: settlementPartners.id, settlementId: settlementPartners.settlementId })
    .from(settlementPartners)
    .innerJoin(settlements, eq(settlements.id, settlementPartners.settlementId))
    .innerJoin(members, eq(members.id, settlements.memberId))
    .where(eq(members.userId, 'demo_partner'))
    .limit(1);
  const [terms] = await db
    .select({ version: termsDocuments.version })
    .from(termsDocuments)
    .where(eq(termsDocuments.kind, 'TERMS'))
    .limit(1);
  const [privacy] = await db
    .select({ version: termsDocuments.version })
    .from(termsDocuments)
    .where(eq(termsDocuments.kind, 'PRIVACY'))
    .limit(1);
  if (!notice || !event || !product || !agency || !file || !record || !share || !terms || !privacy)
    throw new Error('the demo data lacks an id the routes need');
  Object.assign(ids, {
    notice: notice.id,
    event: event.id,
    product: product.id,
    salesAgency: agency.id,
    publicFile: file.id,
    record: record.id,
    settlement: share.settlementId,
    settlementPartner: share.id,
    terms: terms.version,
    privacy: privacy.version,
  });
  // Partners ask and comment; staff never do so in a member's name (they act on a partner's inquiry and comment).
  for (const who of partners) inquiryOf.set(who, await newInquiry(who, `${who}의 문의`));
  const [matching] = await db
    .select({ id: boardPosts.id })
    .from(boardPosts)
    .where(and(eq(boardPosts.boardType, 'MR_CSO_MATCHING'), eq(boardPosts.isBlind, false), isNull(boardPosts.deletedAt)))
    .limit(1);
  if (!matching) throw new Error('the demo data lacks a community post');
  ids.matchingPost = matching.id;
  for (const who of partners) {
    const res = await send(who, 'POST', `/v1/comments/${who}`, JSON.stringify({ boardPostId: matching.id, content: '정책 확인용 댓글' }), {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(201);
    commentOf.set(who, Number(res.text));
  }
}, 60_000);

/** The value of a path parameter for this caller; a new parameterised route needs a line here. */
function paramFor(key: string, caller: Caller): string {
  const path = key.slice(key.indexOf(' ') + 1);
  const own = caller && partners.includes(caller) ? caller : 'demo_member';
  if (routePolicies[key] === 'owner' && path.startsWith('/v1/boards/')) return String(inquiryOf.get(own));
  // 회원관리 acts on a partner who is no test's caller (an empty body is 400, lifting no suspension 409).
  if (path.startsWith('/v1/admin/members/')) return 'demo_applicant';
  // No such change: staff passing the policy get 404.
  if (path.startsWith('/v1/admin/bank-account-changes/')) return '999999';
  // No such EDI record (or line, or file): staff passing the policy get 404, and no record is claimed or changed here.
  if (path.startsWith('/v1/admin/prescriptions/')) return '999999';
  // No such settlement month (or drug-company row): staff passing the policy get 404, and nothing is confirmed here.
  if (path.startsWith('/v1/admin/settlements/')) return '999999';
  // Nobody's staff account: changing one's own is refused by rule (403 NOT_YOURSELF), an unknown one is 404.
  if (path.startsWith('/v1/admin/staff/') || key === 'PATCH /v1/members/admins/:userId') return 'nobody_staff';
  // Nobody's enrolment link (404): the token is the credential.
  if (path.startsWith('/v1/auth/staff-enrolment/')) return 'A'.repeat(43);
  // Paths with the acting member's login id take the caller's own (anyone else's is 403 by rule, not by policy).
  if (path.includes(':userId')) return caller ?? 'demo_member';
  if (path === '/v1/boards/:id/like') return String(ids.matchingPost);
  if (path.startsWith('/v1/comments/')) return String(commentOf.get(own));
  if (path.startsWith('/v1/boards/')) return String(ids.notice);
  if (path.startsWith('/v1/events/')) return String(ids.event);
  if (path.startsWith('/v1/products/')) return String(ids.product);
  if (path.startsWith('/v1/sales-agency-products/')) return String(ids.salesAgency);
  if (path.startsWith('/v1/files/')) return String(ids.publicFile);
  // Any id: a document is its member's and editors' alone (others: 404 by rule, not by policy).
  if (path.startsWith('/v1/partner-contracts/files/')) return '1';
  if (path.startsWith('/v1/prescriptions/partners/')) return String(ids.record);
  if (path.startsWith('/v1/settlements/partners/')) return String(ids.settlementPartner);
  if (path.startsWith('/v1/settlements/')) return String(ids.settlement);
  if (path.startsWith('/v1/terms/privacy/')) return ids.privacy;
  if (path.startsWith('/v1/terms/')) return ids.terms;
  // Any id: compliance records and notices are their member's alone (others: 404 by rule, not by policy).
  if (path.startsWith('/v1/compliance/')) return '1';
  // Any id: dealer rows, their contract versions and expenditure entries are their member's alone (404 by rule).
  if (path.startsWith('/v1/dealers/') || path.startsWith('/v1/expenditures/')) return '1';
  // Any id: a notification is its member's alone (others: 404 by rule, not by policy).
  if (path.startsWith('/v1/notifications/')) return '1';
  // Nobody's session: a member finds only their own (others: 404 by rule, not by policy).
  if (path.startsWith('/v1/auth/sessions/')) return '00000000-0000-4000-8000-000000000000';
  // No such settlement: staff passing the policy get 404 (or 400 for the body), and nothing is answered.
  if (path.startsWith('/v1/admin/settlement-requests/')) return '999999';
  // No such application (or file): staff passing the policy get 404, and no test's application is decided here.
  if (path.includes(':contractId')) return '999999';
  throw new Error(`route-policy.test.ts has no id for '${key}': add one to paramFor`);
}

/** Routes that also need the session's password re-check: their 403 RECHECK_REQUIRED means "passed the policy". */
const needsRecheck = new Set(['DELETE /v1/members/:userId', 'POST /v1/partner-contracts', 'GET /v1/auth/sessions']);

/** Routes that end the caller's session: they get a session of their own. */
const endsSession = new Set(['GET /v1/auth/logout', 'POST /v1/auth/logout']);

/** Headers a route needs to be called as the app calls it (a GET logout only as the app's own same-origin fetch). */
const callHeaders: Record<string, Record<string, string>> = {
  'GET /v1/auth/logout': { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
};

async function callRoute(key: string, caller: Caller) {
  const [method = 'GET', path = ''] = key.split(' ');
  const url = path.replace(/:(\w+)/g, () => paramFor(key, caller));
  const headers: Record<string, string> = { ...callHeaders[key] };
  if (caller) headers.cookie = endsSession.has(key) ? ((await login(caller)).cookie ?? '') : await cookieOf(caller);
  const withBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  if (withBody) headers['content-type'] = 'application/json';
  const res = await app.request(`http://localhost${url}`, { method, headers, body: withBody ? '{}' : undefined });
  const text = await res.text();
  return { status: res.status, text, cacheControl: res.headers.get('cache-control') };
}

describe('every route answers by its declared policy', () => {
  it("answers 404 for someone else's resource on 'owner' routes", async () => {
    const owners = Object.keys(routePolicies).filter((k) => routePolicies[k] === 'owner');
    expect(owners.length).toBeGreaterThan(0);
    const pairs: [Who, Who][] = [
      ['demo_member', 'demo_partner'],
      ['demo_cso', 'demo_member'],
      ['demo_partner', 'demo_cso'],
    ];
    for (const key of owners) {
      for (const [who, owner] of pairs) {
        const [method = 'GET', path = ''] = key.split(' ');
        const url = path.replace(':id', String(inquiryOf.get(owner)));
        const body =
          method === 'GET' || method === 'DELETE'
            ? undefined
            : multipart('updateRequest', { title: '남의 문의', keepFileIds: [] }, 'newFiles');
        const res = await send(who, method, url, body);
        expect(res.status, `${who} → ${key} of ${owner}`).toBe(404);
      }
    }
    // Nothing was changed or deleted: each owner still reads their inquiry as it was.
    for (const owner of ['demo_member', 'demo_cso', 'demo_partner'] as const) {
      const res = await send(owner, 'GET', `/v1/boards/${inquiryOf.get(owner)}`);
      expect(res.status).toBe(200);
      expect(res.json?.title).toBe(`${owner}의 문의`);
    }
  });

  for (const key of Object.keys(routePolicies)) {
    const policy = routePolicies[key] as RoutePolicy;
    it(`${key} (${policy})`, async () => {
      for (const caller of callers) {
        const { status, text, cacheControl } = await callRoute(key, caller);
        const label = `${caller ?? 'signed out'} → ${key}: ${status} ${text.slice(0, 120)}`;
        if (allowed[policy].includes(caller) && needsRecheck.has(key)) {
          expect(status, label).toBe(403);
          expect(JSON.parse(text), label).toMatchObject({ code: 'RECHECK_REQUIRED' });
        } else if (allowed[policy].includes(caller)) {
          expect([401, 403], label).not.toContain(status);
          expect(status, label).toBeLessThan(500);
        } else {
          expect(status, label).toBe(caller ? 403 : 401);
          const body = JSON.parse(text) as { code: string; message: string };
          expect(body.code, label).toMatch(/^[A-Z_]+$/);
          expect(body.message, label).toMatch(hangul);
        }
        // Member data is never stored; neither is anything under /auth (tokens, the session), public or not.
        if (policy !== 'public' || key.includes(' /v1/auth/')) expect(cacheControl, label).toBe('no-store');
      }
    });
  }

  it('answers HEAD like GET and other methods or paths with 404', async () => {
    expect((await app.request('http://localhost/v1/auth/me', { method: 'HEAD' })).status).toBe(401);
    const cookie = await cookieOf('demo_member');
    expect((await app.request('http://localhost/v1/auth/me', { method: 'HEAD', headers: { cookie } })).status).toBe(200);
    for (const [method, path] of [
      ['OPTIONS', '/v1/boards'],
      ['PATCH', '/v1/boards/1'],
      ['GET', '/v1/member'],
      ['GET', '/v1/boards/1/2'],
    ] as const) {
      const res = await app.request(`http://localhost${path}`, { method, headers: { cookie } });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });

  it('leaves public answers their own caching', async () => {
    const terms = await callRoute('GET /v1/terms/latest', null);
    expect(terms.cacheControl).toMatch(/^public, max-age=\d+$/);
    const privacy = await callRoute('GET /v1/terms/privacy/:version', 'demo_member');
    expect(privacy.cacheControl).toMatch(/^public, max-age=\d+$/);
  });
});

// ── the middleware itself, on a small app (policies no route of the real app uses yet) ─────────────────────────

describe('enforceRoutePolicies', () => {
  const table: Record<string, RoutePolicy> = {
    'GET /open': 'public',
    'GET /mine': 'owner',
    'GET /contract': 'contract',
    'GET /cso': 'cso',
    'GET /editor': 'editor',
  };
  let reached: string[] = [];
  const mini = new Hono<AppEnv>();
  mini.use('*', enforceRoutePolicies(table));
  for (const key of [...Object.keys(table), 'GET /undeclared']) {
    const path = key.slice(4);
    mini.get(path, (c) => {
      reached.push(key);
      c.header('Cache-Control', 'private, max-age=60');
      return c.json({ userId: c.get('member')?.userId ?? null });
    });
  }
  mini.onError((err, c) =>
    err instanceof ApiHttpError ? c.json(err.body, err.status) : c.json({ code: 'INTERNAL', message: String(err) }, 500),
  );

  const get = async (path: string, caller: Caller) =>
    mini.request(`http://localhost${path}`, { headers: caller ? { cookie: await cookieOf(caller) } : {} });

  it('lets in exactly the roles of each policy and puts the member on the context', async () => {
    for (const [key, policy] of Object.entries(table)) {
      for (const caller of callers) {
        reached = [];
        const res = await get(key.slice(4), caller);
        const label = `${caller ?? 'signed out'} → ${key}`;
        if (allowed[policy].includes(caller)) {
          expect(res.status, label).toBe(200);
          expect(reached).toEqual([key]);
          if (policy !== 'public') expect(((await res.json()) as { userId: string }).userId).toBe(caller);
        } else {
          expect(res.status, label).toBe(caller ? 403 : 401);
          expect(reached, label).toEqual([]);
        }
        expect(res.headers.get('cache-control'), label).toBe(policy === 'public' ? 'private, max-age=60' : 'no-store');
      }
    }
  });

  it('never lets a request reach a route without a declaration', async () => {
    reached = [];
    for (const caller of [null, 'demo_editor'] as const) {
      expect((await get('/undeclared', caller)).status).toBe(404);
      expect((await get('/nowhere', caller)).status).toBe(404);
    }
    expect(reached).toEqual([]);
  });
});
