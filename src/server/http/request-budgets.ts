import { isIPv4, isIPv6 } from 'node:net';
import { lt, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { clientAddress } from './client-address';
import { type Db } from '../db';
import { getDb } from '../runtime/database';
import { requestBudgets } from '../db/schema';
import { ApiHttpError, type AppEnv } from '.';

// Budgets of the public requests that start work: a password hash (sign-up), an SMS (code sends), a session at the
// identity provider (identity requests), a lookup anyone can repeat (whether a login id, nickname or phone number is
// free). Each budget may be spent `client` times a minute by one client and `total` times a minute by all clients
// together, so neither one address nor a crowd of them keeps the server (or the SMS bill) busy. Past either, the
// request is answered 429 with Retry-After (the seconds left in the minute) before it does any work.
// - A client is its address (client-address.ts: the socket's peer, or the proxy's X-Forwarded-For entry with
//   TRUST_PROXY=1); an IPv6 client is its /64 network, which one subscriber usually holds whole.
// - Counts live in the database, one row per key and minute counted by an upsert, so every instance sees the same
//   counts. A request refused for its client is not counted in the total: one client cannot spend everyone's budget.
// PUBLIC_RATE_LIMIT=off turns the budgets off (the API tests drive hundreds of sign-ups from one in-process client).

export const REQUEST_BUDGETS = {
  /** POST /v1/members. */
  signup: { client: 10, total: 120 },
  /** POST /v1/kmc/auth/request. */
  identity: { client: 10, total: 300 },
  /** POST /v1/auth/verification-code/account/send (besides accounts/codes.ts's limits per number and per hour). */
  codeSend: { client: 5, total: 60 },
  /** Whether a login id, a nickname or a phone number is free. */
  availability: { client: 60, total: 1200 },
  /** POST /v1/auth/promotion-token/redeem: a promotion page's server, per its address. */
  promotionRedeem: { client: 60, total: 600 },
  /** GET and POST /v1/auth/staff-enrolment: a staff enrolment link looked up or used (a password hash). */
  staffEnrolment: { client: 10, total: 120 },
} as const satisfies Record<string, { client: number; total: number }>;

export type BudgetName = keyof typeof REQUEST_BUDGETS;

/** Budgets of signed-in work, counted per member (`member` a minute) and in total (spendMemberBudget). */
export const MEMBER_BUDGETS = {
  /** POST /v1/auth/promotion-token. */
  promotionToken: { member: 10, total: 600 },
} as const satisfies Record<string, { member: number; total: number }>;

const WINDOW_MS = 60 * 1000;
/** Rows of past minutes are deleted once they are this old. */
const KEEP_MS = 10 * 60 * 1000;

const budgetsOn = () => process.env.PUBLIC_RATE_LIMIT?.trim().toLowerCase() !== 'off';

const tooManyRequests = (seconds: number) =>
  new ApiHttpError(429, 'TOO_MANY_REQUESTS', `요청이 너무 많습니다. ${seconds}초 후에 다시 시도해 주세요.`, {
    'Retry-After': String(seconds),
  });

/** The client a budget counts: an IPv4 address (IPv4-mapped IPv6 too) whole, an IPv6 address by its /64 network. */
export function clientKey(address: string | null): string {
  if (!address) return 'unknown';
  const plain = address.replace(/%.*$/, ''); // a zone id names the interface, not the client
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(plain)) return plain;
  const [head = '', tail] = plain.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  // An embedded IPv4 tail (::1.2.3.4) fills two groups; only the first four groups matter here.
  const rightLength = right.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const all = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - rightLength).fill('0'), ...right];
  return `${all
    .slice(0, 4)
    .map((group) => (group.includes('.') ? group : parseInt(group, 16).toString(16)))
    .join(':')}::/64`;
}

/** Adds one to a key's count in this minute and answers the new count. */
async function spend(db: Db, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(requestBudgets)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [requestBudgets.key, requestBudgets.windowStart], set: { count: sql`${requestBudgets.count} + 1` } })
    .returning({ count: requestBudgets.count });
  return row?.count ?? 1;
}

/** Spends one request of a budget for a client, or throws 429 (Retry-After) when its client or everyone spent it. */
export function spendBudget(db: Db, name: BudgetName, address: string | null, now = new Date()): Promise<void> {
  return spendFor(db, name, REQUEST_BUDGETS[name].client, `client:${clientKey(address)}`, REQUEST_BUDGETS[name].total, now);
}

/** Spends one request of a member budget for a member, or throws 429 (Retry-After) past the member's or everyone's. */
export function spendMemberBudget(db: Db, name: keyof typeof MEMBER_BUDGETS, memberId: number, now = new Date()): Promise<void> {
  return spendFor(db, name, MEMBER_BUDGETS[name].member, `member:${memberId}`, MEMBER_BUDGETS[name].total, now);
}

async function spendFor(db: Db, name: string, ownLimit: number, who: string, total: number, now: Date): Promise<void> {
  if (!budgetsOn()) return;
  const windowStart = new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);
  const wait = Math.max(1, Math.ceil((windowStart.getTime() + WINDOW_MS - now.getTime()) / 1000));
  if ((await spend(db, `${name}:${who}`, windowStart)) > ownLimit) throw tooManyRequests(wait);
  if ((await spend(db, `${name}:all`, windowStart)) > total) throw tooManyRequests(wait);
  await pruneBudgets(db, now);
}

/** Middleware: the request spends one of the budget before the route reads its body or does any work. */
export const budget =
  (name: BudgetName): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await spendBudget(await getDb(), name, clientAddress(c));
    await next();
  };

let lastPrune = 0;
/** Deletes the counts of past minutes, at most every 10 minutes per process. */
async function pruneBudgets(db: Db, now: Date): Promise<void> {
  if (now.getTime() - lastPrune < KEEP_MS) return;
  lastPrune = now.getTime();
  await db.delete(requestBudgets).where(lt(requestBudgets.windowStart, new Date(now.getTime() - KEEP_MS)));
}
