import { fetchStaffLogin } from '../staff-code';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

// Lighthouse (npm) against a running server in Debian's Chromium, shared by `npm run lighthouse`
// (scripts/bench/lighthouse.ts) and the Lighthouse test (tests/perf/lighthouse.spec.ts). Mobile = Lighthouse's default
// profile (Moto G Power, simulated slow 4G, CPU 4×); desktop = its desktop preset. Each run starts from an empty cache.

export type Preset = 'mobile' | 'desktop';

export interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const CHROME_FLAGS = ['--headless=new', ...chromiumArgs];

export async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'error',
  });
}

/** The access cookie of a demo account (password login through the API), as a Cookie header value. */
export async function sessionCookie(baseURL: string, userId: string): Promise<string> {
  const res = await fetchStaffLogin(new URL(baseURL).origin, userId, { origin: new URL(baseURL).origin });
  if (!res.ok) throw new Error(`login ${userId}: HTTP ${res.status}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('access_token='));
  if (!cookie) throw new Error(`login ${userId}: no access_token cookie`);
  const session = cookie.split(';')[0]!;
  // My page opens after the session's password re-check (10 minutes from now).
  await fetch(new URL('/v1/members/check-password', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(baseURL).origin, cookie: session },
    body: JSON.stringify({ password: 'demo1234!' }),
  });
  return session;
}

/** One Lighthouse run of one URL. */
export async function runLighthouse(port: number, url: string, preset: Preset, cookie?: string): Promise<Scores> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

/** Failed audits of one category (for a readable failure message). */
export async function failedAudits(port: number, url: string, category: string, cookie?: string): Promise<string[]> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [category],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  const lhr = result?.lhr;
  if (!lhr) return [];
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
    .map((a) => `${a!.id}: ${a!.title}`);
}

/** The median of each figure over several runs (these machines are noisy). */
export function median(runs: Scores[]): Scores {
  const mid = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const n = sorted.length;
    return n % 2 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
  };
  const keys = Object.keys(runs[0]!) as (keyof Scores)[];
  return Object.fromEntries(keys.map((k) => [k, mid(runs.map((r) => r[k]))])) as unknown as Scores;
}

export const formatRow = (label: string, s: Scores) =>
  `${label.padEnd(36)} ${String(s.performance).padStart(5)} ${String(s.accessibility).padStart(5)} ${String(s.bestPractices).padStart(5)} ${(s.fcp / 1000).toFixed(2).padStart(7)} ${(s.lcp / 1000).toFixed(2).padStart(7)} ${Math.round(s.tbt).toString().padStart(6)} ${s.cls.toFixed(3).padStart(6)}`;
export const header = `${'page'.padEnd(36)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'b-p'.padStart(5)} ${'FCP s'.padStart(7)} ${'LCP s'.padStart(7)} ${'TBT ms'.padStart(6)} ${'CLS'.padStart(6)}`;
