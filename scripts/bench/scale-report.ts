// The Markdown of `npm run bench:scale`: one table per database (call | demo p50 | grown p50 | × | grown p90 | notes)
// and its memory lines, ready to paste into PERFORMANCE.md.
import type { Call } from './scale-calls.ts';
import type { Context } from './scale-calls.ts';
import type { Sample } from './scale-http.ts';

export interface CallResult {
  call: Call;
  /** The measured repetitions (warm-ups not included). */
  samples: Sample[];
  /** Warm-ups that failed (their errors are reported too). */
  failedWarmups: Sample[];
  /** Server RSS around this call's repetitions (exports), MiB. */
  rss?: { before: number; peak: number };
  notes: string[];
}

export interface PhaseResult {
  phase: 'demo' | 'grown';
  ctx: Context;
  calls: CallResult[];
  /** RSS after start and sign-in, and the highest sample while measuring, MiB. */
  rss: { before: number; peak: number };
  /** Server restarts during the phase (after a crash or a hang), with why. */
  restarts: string[];
  seconds: number;
}

export interface DbResult {
  db: 'postgres' | 'pglite';
  title: string;
  demo?: PhaseResult;
  grown?: PhaseResult;
  seed?: { command: string; seconds: number };
  /** What stopped the run of this database early, if anything. */
  failure?: string;
}

export const percentile = (values: number[], p: number): number | undefined => {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

export const ms = (v: number | undefined): string =>
  v === undefined
    ? '—'
    : v < 10
      ? `${v.toFixed(1)} ms`
      : v < 10_000
        ? `${Math.round(v).toLocaleString('en-US')} ms`
        : `${(v / 1000).toFixed(1)} s`;

/** The server logs whole milliseconds. */
const wholeMs = (v: number | undefined) => (v === undefined || v >= 10_000 ? ms(v) : `${Math.round(v).toLocaleString('en-US')} ms`);

const size = (bytes: number | undefined): string =>
  bytes === undefined
    ? '—'
    : bytes < 1024
      ? `${bytes} B`
      : bytes < 1024 * 1024
        ? `${(bytes / 1024).toFixed(1)} KiB`
        : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

const duration = (seconds: number) => (seconds < 90 ? `${Math.round(seconds)} s` : `${(seconds / 60).toFixed(1)} min`);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const n = (v: number | null) => (v === null ? '?' : v.toLocaleString('en-US'));
const mib = (v: number) => `${Math.round(v)} MiB`;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

const ok = (r: CallResult | undefined) => r?.samples.filter((s) => s.ok) ?? [];
const p = (r: CallResult | undefined, pct: number, pick: (s: Sample) => number | undefined = (s) => s.totalMs) =>
  percentile(
    ok(r)
      .map(pick)
      .filter((v): v is number => v !== undefined),
    pct,
  );

/** What failed in a phase's repetitions of a call, in a few words. */
function failures(r: CallResult | undefined, phase: string): string | null {
  if (!r) return null;
  const bad = [...r.failedWarmups, ...r.samples.filter((s) => !s.ok)];
  if (!bad.length) return null;
  const first = bad.find((s) => s.crashed) ?? bad[0]!;
  const what = first.crashed ? `server down after ${ms(first.totalMs)} (${first.crashed})` : first.error;
  const of = `${r.samples.filter((s) => !s.ok).length}/${r.samples.length}${r.failedWarmups.length ? ` + ${r.failedWarmups.length} warm-up` : ''}`;
  return `**${phase}: ${of} failed**: ${what}`;
}

/** p50 cell: the figure, or why there is none. */
function p50Cell(r: CallResult | undefined): string {
  if (!r) return '—';
  const v = p(r, 50);
  if (v !== undefined) return ms(v);
  return r.samples.some((s) => s.crashed) ? '**crashed**' : '**failed**';
}

export function dbMarkdown(r: DbResult, options: { reps: number; warmups: number; exportReps: number }): string {
  const { demo, grown } = r;
  const lines: string[] = [`### ${r.title}`, ''];
  const sizes = (ph: PhaseResult | undefined) =>
    ph
      ? `${n(ph.ctx.sizes.institutions)} client institutions, ${n(ph.ctx.sizes.records)} EDI records, ${n(ph.ctx.sizes.settlements)} settlements, ${n(ph.ctx.sizes.dealers)} dealer rows; months ${ph.ctx.first} … ${ph.ctx.latest}`
      : 'not measured';
  lines.push(`demo_org at demo size: ${sizes(demo)}.`, '', `Grown: ${sizes(grown)}.`, '');
  if (r.seed) lines.push(`Grown with \`${r.seed.command}\` in ${duration(r.seed.seconds)} (server stopped).`, '');
  if (r.failure) lines.push(`**Run stopped early:** ${cell(r.failure)}`, '');
  lines.push(
    `Time to last byte on loopback, sequential; lists, statistics and pages: ${plural(options.reps, 'request')} after ${plural(options.warmups, 'warm-up')}; exports: ${plural(options.exportReps, 'request')}, no warm-up (the p90 of so few is their slowest). Searches use the keyword "${(demo ?? grown)?.ctx.keyword ?? ''}". "server" = the server's own time (LOG_REQUESTS). Bytes as sent (gzip where the server compresses).`,
    '',
    '| call | demo p50 | grown p50 | × | grown p90 | notes |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
  );
  const labels = [...new Set([...(demo?.calls ?? []), ...(grown?.calls ?? [])].map((c) => c.call.label))];
  for (const label of labels) {
    const d = demo?.calls.find((c) => c.call.label === label);
    const g = grown?.calls.find((c) => c.call.label === label);
    const kind = (d ?? g)!.call.kind;
    const dp = p(d, 50);
    const gp = p(g, 50);
    const ratio = dp !== undefined && gp !== undefined && dp > 0 ? `×${(gp / dp).toFixed(gp / dp >= 10 ? 0 : 1)}` : '—';
    const notes: string[] = [];
    const arrow = (a: string, b: string) => (demo && grown ? `${a} → ${b}` : demo ? a : b);
    const server = arrow(wholeMs(p(d, 50, (s) => s.serverMs)), wholeMs(p(g, 50, (s) => s.serverMs)));
    notes.push(`server ${server}`);
    if (kind === 'export') notes.push(`TTFB ${arrow(ms(p(d, 50, (s) => s.ttfbMs)), ms(p(g, 50, (s) => s.ttfbMs)))}`);
    notes.push(arrow(size(p(d, 50, (s) => s.bytes)), size(p(g, 50, (s) => s.bytes))));
    if (kind === 'export') {
      const rss = (x: CallResult | undefined) => (x?.rss ? `${mib(x.rss.before)} → peak ${mib(x.rss.peak)}` : '—');
      notes.push(`RSS ${demo && grown ? `${rss(d)}; grown ${rss(g)}` : rss(d ?? g)}`);
    }
    for (const f of [failures(d, 'demo'), failures(g, 'grown')]) if (f) notes.push(f);
    for (const n of [...(d?.notes ?? []).map((x) => `demo: ${x}`), ...(g?.notes ?? []).map((x) => `grown: ${x}`)]) notes.push(n);
    lines.push(`| ${cell(label)} | ${p50Cell(d)} | ${p50Cell(g)} | ${ratio} | ${g ? ms(p(g, 90)) : '—'} | ${cell(notes.join('; '))} |`);
  }
  lines.push('');
  for (const ph of [demo, grown]) {
    if (!ph) continue;
    const exports = ph.calls.filter((c) => c.call.kind === 'export' && c.rss);
    const others = ph.calls.filter((c) => c.call.kind !== 'export');
    lines.push(
      `- Server RSS, ${ph.phase} size: ${mib(ph.rss.before)} after start and sign-in, peak ${mib(ph.rss.peak)} over the phase (${duration(ph.seconds)}, ${others.length} calls and ${exports.length} exports).`,
    );
    for (const e of exports) lines.push(`  - ${e.call.label}: ${mib(e.rss!.before)} before, peak ${mib(e.rss!.peak)}.`);
    for (const why of ph.restarts) lines.push(`  - Server restarted: ${cell(why)}`);
  }
  return lines.join('\n');
}
