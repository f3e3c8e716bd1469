// `npm run bench:paint`: first paint as a slow phone sees it. Debian's Chromium, driven over CDP, opens every page of
// tests/perf/paint-routes.ts as a first visit (fresh context, empty cache, 1366×768) under four profiles side by side:
//   full     Emulation.setCPUThrottlingRate 4 + Network.emulateNetworkConditions 1,600 kbit/s down, 750 up, 150 ms
//   cpu      CPU 4× only          network  the network only          none  no throttling
// Runs are interleaved (run 1 of every page and profile, then run 2, …) so a busy moment of the machine spreads over
// all columns; each figure is the median. After the first paint it times what a partner waits for next: when the
// islands have hydrated, the main thread's blocking after the paint (long tasks' part over 50 ms), and the first tap on
// the page's primary control (tests/perf/paint-routes.ts `tap`) as soon as it answers: its input delay and its duration
// to the next paint, as INP counts it. It prints two Markdown tables and writes test-results/paint.json.
//   --runs N       runs per page and profile (default 3)
//   --only A,B     only the pages whose label contains A or B (e.g. --only /terms,/login)
//   --url URL      measure a running server instead of starting the production build on 127.0.0.1:PAINT_PORT (4513)
//   --profiles A,B only these profiles (e.g. --profiles full: the slow phone alone, a quarter of the time)
//   --before URL   also measure another running server (e.g. the previous build), interleaved with the first: every
//                  page gets a "(before)" row from the same runs, so a change is compared under the same load
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../tests/chromium.ts';
import {
  fetchHtml,
  firstTap,
  fmt,
  measureVisit,
  recordInteractions,
  storageStateFor,
  tapTiming,
  type RenderPath,
} from '../../tests/perf/measure.ts';
import { paintPages, type PaintPage, type Tap } from '../../tests/perf/paint-routes.ts';
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

const allProfiles = [
  { id: 'full', label: 'CPU 4× + network', cpu: 4, network: true },
  { id: 'cpu', label: 'CPU 4× only', cpu: 4, network: false },
  { id: 'network', label: 'network only', cpu: 1, network: true },
  { id: 'none', label: 'no throttling', cpu: 1, network: false },
] as const;
const onlyProfiles = option('--profiles')?.split(',');
const profiles = allProfiles.filter((p) => !onlyProfiles || onlyProfiles.includes(p.id));
if (!profiles.length) throw new Error(`--profiles takes some of ${allProfiles.map((p) => p.id).join(', ')}`);
type ProfileId = (typeof allProfiles)[number]['id'];
const slowNetwork = { offline: false, latency: 150, downloadThroughput: (1_600 * 1000) / 8, uploadThroughput: (750 * 1000) / 8 };

interface Sample {
  fcp: number;
  lcp: number;
  cls: number;
  requests: number;
  /** When the last island of the page had hydrated (NaN: no island). */
  ready: number;
  /** Main-thread blocking after the first paint: the part over 50 ms of every long task that started after it. */
  blocking: number;
  /**
   * The first tap on the page's primary control (NaN: the page has none): when it happened, how long the input waited
   * for the main thread, and the interaction's duration to the next paint (INP-style).
   */
  tapAt: number;
  tapDelay: number;
  tapInp: number;
}
const noSample: Sample = { fcp: NaN, lcp: NaN, cls: NaN, requests: NaN, ready: NaN, blocking: NaN, tapAt: NaN, tapDelay: NaN, tapInp: NaN };

interface PaintBench {
  lcp: number;
  shifts: [number, number][];
  longTasks: [number, number][];
  ready: number;
}
type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Installed before the page's own scripts: collects LCP, layout shifts, long tasks and when the islands hydrated. */
function observePaint() {
  const w = window as unknown as { paintBench: PaintBench };
  w.paintBench = { lcp: 0, shifts: [], longTasks: [], ready: NaN };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.paintBench.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  // Astro removes an island's `ssr` attribute once it has hydrated: the page is ready when none is left.
  const islandsLeft = () => document.querySelector('astro-island[ssr]') !== null;
  new MutationObserver(() => {
    if (document.querySelector('astro-island') && !islandsLeft() && Number.isNaN(w.paintBench.ready))
      w.paintBench.ready = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['ssr'] });
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
  profile: (typeof allProfiles)[number],
  tap: Tap | undefined,
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
    await context.addInitScript(recordInteractions);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    if (profile.network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', slowNetwork);
    }
    let requests = 0;
    page.on('request', () => requests++);
    await page.goto(url, { waitUntil: tap ? 'commit' : 'load', timeout: 60_000 });
    if (tap) await firstTap(page, tap);
    await page.waitForLoadState('load', { timeout: 60_000 });
    // The fonts arrive late on purpose: wait for them, then give a swap's layout shift time to be recorded.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await Promise.race([page.evaluate(() => document.fonts.ready.then(() => undefined)), page.waitForTimeout(30_000)]);
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(500);
    const seen = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      ...(window as unknown as { paintBench: PaintBench }).paintBench,
    }));
    const blocking = seen.longTasks
      .filter(([start]) => start >= seen.fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    const tapped = tap ? await tapTiming(page) : null;
    return {
      fcp: seen.fcp,
      lcp: seen.lcp || NaN,
      cls: cumulativeLayoutShift(seen.shifts),
      requests,
      ready: seen.ready,
      blocking,
      tapAt: tapped?.at ?? NaN,
      tapDelay: tapped?.delay ?? NaN,
      tapInp: tapped?.duration ?? NaN,
    };
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
  const targets: {
    page: PaintPage;
    label: string;
    url: string;
    path: string;
    state?: StorageState;
    renderPath: RenderPath;
    jsBytes: number;
  }[] = [];
  for (const page of pages) {
    for (const { suffix, url } of servers) {
      const user = userFor(page.case);
      const state = user ? await storageStateFor(browser, url, user) : undefined;
      const path = await concretePath(page.case, (list) => fetchHtml(url, list, state));
      // The structure (what blocks the paint) does not depend on throttling: one unthrottled visit. It also warms the
      // server up, so no run measures a page's first server render.
      const { renderPath, bytes } = await measureVisit(browser, url, path, state);
      targets.push({ page, label: page.label + suffix, url, path, state, renderPath, jsBytes: bytes.js });
    }
  }

  // The machine's load is part of the result: on a shared machine every column is slower, the CPU ones most.
  const loadBefore = loadavg()[0]!;
  const samples = new Map<string, Sample[]>();
  for (let run = 1; run <= runs; run++) {
    for (const t of targets) {
      for (const profile of profiles) {
        const key = `${t.label} ${profile.id}`;
        const sample = await paintVisit(browser, t.url + t.path, t.state, profile, t.page.tap).catch((error: Error) => {
          console.error(`${key} run ${run}: ${error.message.split('\n')[0]}`);
          return noSample;
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
    jsBytes: t.jsBytes,
    tap: t.page.tap?.what ?? null,
    profiles: Object.fromEntries(
      profiles.map((p) => {
        const list = samples.get(`${t.label} ${p.id}`) ?? [];
        const pick = (k: keyof Sample) => median(list.map((s) => s[k]));
        const medians = Object.fromEntries(Object.keys(noSample).map((k) => [k, pick(k as keyof Sample)])) as unknown as Sample;
        return [p.id, { ...medians, samples: list }];
      }),
    ) as Partial<Record<ProfileId, Sample & { samples: Sample[] }>>,
  }));

  /** A profile's medians, or none when it did not run (--profiles). */
  const profileOf = (r: (typeof results)[number], id: ProfileId) => r.profiles[id] ?? { ...noSample, samples: [] };
  const version = browser.version();
  const load = `load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
  const lines = [
    `First visit, 1366×768, median of ${runs} (Chromium ${version}, ${load}). full = CPU 4× + 1,600/750 kbit/s, 150 ms RTT.`,
    'Old app: the app we replace, full profile, figures from the issue that asked for this bench (it cannot be re-measured here).',
    '',
    '| page | group | FCP old app (full) | FCP full | FCP CPU 4× | FCP network | FCP none | LCP full | CLS full (worst run) | requests | render-blocking CSS (gzip) | @font-face blocking / all |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map((r) => {
      const full = profileOf(r, 'full');
      const worstCls = Math.max(...full.samples.map((s) => s.cls).filter((v) => !Number.isNaN(v)));
      return `| ${r.label} | ${r.group} | ${ms(r.oldAppFcp ?? undefined)} | ${ms(full.fcp)} | ${ms(profileOf(r, 'cpu').fcp)} | ${ms(profileOf(r, 'network').fcp)} | ${ms(profileOf(r, 'none').fcp)} | ${ms(full.lcp)} | ${full.cls.toFixed(3)} (${worstCls.toFixed(3)}) | ${full.requests} | ${fmt(r.renderPath.blockingCssBytes)} KiB | ${r.renderPath.blockingFontFaces} / ${r.renderPath.fontFaces} |`;
    }),
    '',
    'After the first paint, full profile: JS of the visit (gzip), islands hydrated, main-thread blocking after the first paint (the part of each long task over 50 ms), and the first tap on the primary control once it answers: when, its input delay and its duration to the next paint (INP-style).',
    '',
    '| page | JS (gzip) | requests | islands hydrated | blocking after paint | first tap | tap at | input delay | tap to next paint |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map((r) => {
      const full = profileOf(r, 'full');
      return `| ${r.label} | ${fmt(r.jsBytes)} KiB | ${full.requests} | ${ms(full.ready)} | ${ms(full.blocking)} | ${r.tap ?? '—'} | ${ms(full.tapAt)} | ${ms(full.tapDelay)} | ${ms(full.tapInp)} |`;
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
