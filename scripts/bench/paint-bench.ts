// `npm run bench:paint`: first paint as a slow phone sees it. Debian's Chromium, driven over CDP, opens every page of
// tests/perf/paint-routes.ts as a first visit (fresh context, empty cache, 1366×768) under four profiles side by side:
//   full     Emulation.setCPUThrottlingRate 4 + Network.emulateNetworkConditions 1,600 kbit/s down, 750 up, 150 ms
//   cpu      CPU 4× only          network  the network only          none  no throttling
// Runs are interleaved (run 1 of every page and profile, then run 2, …) so a busy moment of the machine spreads over
// all columns; each figure is the median. It prints a Markdown table and writes test-results/paint.json.
//   --runs N       runs per page and profile (default 3)
//   --only A,B     only the pages whose label contains A or B (e.g. --only /terms,/login)
//   --url URL      measure a running server instead of starting the production build on 127.0.0.1:PAINT_PORT (4513)
//   --before URL   also measure another running server (e.g. the previous build), interleaved with the first: every
//                  page gets a "(before)" row from the same runs, so a change is compared under the same load
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../tests/chromium.ts';
import { fetchHtml, fmt, measureVisit, storageStateFor, type RenderPath } from '../../tests/perf/measure.ts';
import { paintPages, type PaintPage } from '../../tests/perf/paint-routes.ts';
import { concretePath, userFor } from '../../tests/perf/routes.ts';
import { startServer } from './perf-server.ts';

const option = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const runs = Number(option('--runs') ?? 3);
const only = option('--only')?.split(',');
const externalUrl = option('--url');
const beforeUrl = option('--before');
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');

const profiles = [
  { id: 'full', label: 'CPU 4× + network', cpu: 4, network: true },
  { id: 'cpu', label: 'CPU 4× only', cpu: 4, network: false },
  { id: 'network', label: 'network only', cpu: 1, network: true },
  { id: 'none', label: 'no throttling', cpu: 1, network: false },
] as const;
type ProfileId = (typeof profiles)[number]['id'];
const slowNetwork = { offline: false, latency: 150, downloadThroughput: (1_600 * 1000) / 8, uploadThroughput: (750 * 1000) / 8 };

interface Sample {
  fcp: number;
  lcp: number;
  cls: number;
  requests: number;
}
type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Installed before the page's own scripts: collects LCP and layout shifts as they happen. */
function observePaint() {
  const w = window as unknown as { paintBench: { lcp: number; shifts: [number, number][] } };
  w.paintBench = { lcp: 0, shifts: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.paintBench.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as { startTime: number; value: number; hadRecentInput: boolean }[])
      if (!e.hadRecentInput) w.paintBench.shifts.push([e.startTime, e.value]);
  }).observe({ type: 'layout-shift', buffered: true });
}

/** CLS as Chromium defines it: the largest session window (shifts < 1 s apart, window ≤ 5 s). */
function cumulativeLayoutShift(shifts: [number, number][]): number {
  let worst = 0;
  let current = 0;
  let start = 0;
  let previous = 0;
  for (const [time, value] of shifts) {
    if (current > 0 && (time - previous > 1000 || time - start > 5000)) current = 0;
    if (current === 0) start = time;
    current += value;
    previous = time;
    worst = Math.max(worst, current);
  }
  return worst;
}

async function paintVisit(
  browser: Browser,
  url: string,
  state: StorageState | undefined,
  profile: (typeof profiles)[number],
): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    serviceWorkers: 'block',
    storageState: state,
  });
  try {
    await context.addInitScript(observePaint);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    if (profile.network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', slowNetwork);
    }
    let requests = 0;
    page.on('request', () => requests++);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // The fonts arrive late on purpose: wait for them, then give a swap's layout shift time to be recorded.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await Promise.race([page.evaluate(() => document.fonts.ready.then(() => undefined)), page.waitForTimeout(30_000)]);
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(500);
    const seen = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      ...(window as unknown as { paintBench: { lcp: number; shifts: [number, number][] } }).paintBench,
    }));
    return { fcp: seen.fcp, lcp: seen.lcp || NaN, cls: cumulativeLayoutShift(seen.shifts), requests };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  const n = sorted.length;
  if (!n) return NaN;
  return n % 2 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
};
const ms = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '—' : `${Math.round(v).toLocaleString('en-US')} ms`);

const server = externalUrl ? null : await startServer({ port: Number(process.env.PAINT_PORT ?? 4513), dataDir: '.data-perf-paint' });
const baseURL = externalUrl ?? server!.url;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const pages = paintPages.filter((p) => !only || only.some((o) => p.label.includes(o)));
  const servers = [...(beforeUrl ? [{ suffix: ' (before)', url: beforeUrl }] : []), { suffix: '', url: baseURL }];
  const targets: { page: PaintPage; label: string; url: string; path: string; state?: StorageState; renderPath: RenderPath }[] = [];
  for (const page of pages) {
    for (const { suffix, url } of servers) {
      const user = userFor(page.case);
      const state = user ? await storageStateFor(browser, url, user) : undefined;
      const path = await concretePath(page.case, (list) => fetchHtml(url, list, state));
      // The structure (what blocks the paint) does not depend on throttling: one unthrottled visit. It also warms the
      // server up, so no run measures a page's first server render.
      const { renderPath } = await measureVisit(browser, url, path, state);
      targets.push({ page, label: page.label + suffix, url, path, state, renderPath });
    }
  }

  // The machine's load is part of the result: on a shared machine every column is slower, the CPU ones most.
  const loadBefore = loadavg()[0]!;
  const samples = new Map<string, Sample[]>();
  for (let run = 1; run <= runs; run++) {
    for (const t of targets) {
      for (const profile of profiles) {
        const key = `${t.label} ${profile.id}`;
        const sample = await paintVisit(browser, t.url + t.path, t.state, profile).catch((error: Error) => {
          console.error(`${key} run ${run}: ${error.message.split('\n')[0]}`);
          return { fcp: NaN, lcp: NaN, cls: NaN, requests: NaN };
        });
        samples.set(key, [...(samples.get(key) ?? []), sample]);
      }
    }
    console.error(`run ${run}/${runs} done`);
  }

  const results = targets.map((t) => ({
    label: t.label,
    group: t.page.group,
    path: t.path,
    user: userFor(t.page.case),
    oldAppFcp: t.page.oldAppFcp ?? null,
    renderPath: t.renderPath,
    profiles: Object.fromEntries(
      profiles.map((p) => {
        const list = samples.get(`${t.label} ${p.id}`) ?? [];
        const pick = (k: keyof Sample) => median(list.map((s) => s[k]));
        return [p.id, { fcp: pick('fcp'), lcp: pick('lcp'), cls: pick('cls'), requests: pick('requests'), samples: list }];
      }),
    ) as Record<ProfileId, Sample & { samples: Sample[] }>,
  }));

  const version = browser.version();
  const load = `load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
  const lines = [
    `First visit, 1366×768, median of ${runs} (Chromium ${version}, ${load}). full = CPU 4× + 1,600/750 kbit/s, 150 ms RTT.`,
    'Old app: the app we replace, full profile, figures from the issue that asked for this bench (it cannot be re-measured here).',
    '',
    '| page | group | FCP old app (full) | FCP full | FCP CPU 4× | FCP network | FCP none | LCP full | CLS full (worst run) | requests | render-blocking CSS (gzip) | @font-face blocking / all |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map((r) => {
      const full = r.profiles.full;
      const worstCls = Math.max(...full.samples.map((s) => s.cls).filter((v) => !Number.isNaN(v)));
      return `| ${r.label} | ${r.group} | ${ms(r.oldAppFcp ?? undefined)} | ${ms(full.fcp)} | ${ms(r.profiles.cpu.fcp)} | ${ms(r.profiles.network.fcp)} | ${ms(r.profiles.none.fcp)} | ${ms(full.lcp)} | ${full.cls.toFixed(3)} (${worstCls.toFixed(3)}) | ${full.requests} | ${fmt(r.renderPath.blockingCssBytes)} KiB | ${r.renderPath.blockingFontFaces} / ${r.renderPath.fontFaces} |`;
    }),
  ];
  console.log(`\n${lines.join('\n')}`);
  mkdirSync('test-results', { recursive: true });
  writeFileSync(
    'test-results/paint.json',
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        chromium: version,
        runs,
        load,
        viewport: '1366x768',
        profiles: profiles.map((p) => ({ ...p, network: p.network ? slowNetwork : null })),
        oldAppNote: 'oldAppFcp: the app this portal replaces, full profile, measured once before (cannot be re-measured here)',
        pages: results,
      },
      null,
      2,
    )}\n`,
  );
  console.log('\nJSON: test-results/paint.json');
} finally {
  await browser.close();
  await server?.stop();
}
