import { nice, ticks } from 'd3-array';
import { curveMonotoneX, line } from 'd3-shape';
import type { Series } from './series';

// Where everything of the line chart goes, in pixels of the drawing (the SVG is exactly as wide as its box, so text
// is never scaled). d3-array picks round tick values; d3-shape turns points into a path that does not overshoot
// (monotone curve: a month's value is never drawn above or below what it was).

export interface ChartSize {
  width: number;
  height: number;
}

export const MARGIN = { top: 16, right: 40, bottom: 36, left: 56 };
/** Width one x-axis label needs (「2025년 11월」 at 12 px plus a gap). */
const LABEL_WIDTH = 76;

export interface ChartLayout {
  /** x of each month, y of a value. */
  x: (i: number) => number;
  y: (value: number) => number;
  yTicks: number[];
  /** Every how many months an x-axis label is written (every month has a tick). */
  labelEvery: number;
  plot: { left: number; right: number; top: number; bottom: number };
}

export function chartLayout(size: ChartSize, monthCount: number, series: Series[]): ChartLayout {
  const plot = { left: MARGIN.left, right: size.width - MARGIN.right, top: MARGIN.top, bottom: size.height - MARGIN.bottom };
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const [, top] = nice(0, max || 1, 5);
  const yTicks = ticks(0, top, 5);
  const y = (v: number) => plot.bottom - (v / top) * (plot.bottom - plot.top);
  // One month sits in the middle; more spread from edge to edge of the plot.
  const step = monthCount > 1 ? (plot.right - plot.left) / (monthCount - 1) : 0;
  const x = (i: number) => (monthCount > 1 ? plot.left + i * step : (plot.left + plot.right) / 2);
  const fit = Math.max(1, Math.floor((plot.right - plot.left + step) / LABEL_WIDTH));
  const labelEvery = Math.max(1, Math.ceil(monthCount / fit));
  return { x, y, yTicks, labelEvery, plot };
}

/** The SVG path of a series. */
export function seriesPath(layout: ChartLayout, values: number[]): string {
  const path = line<number>()
    .x((_, i) => layout.x(i))
    .y((v) => layout.y(v))
    .curve(curveMonotoneX);
  return path(values) ?? '';
}

/** The point nearest to (px, py) among the shown series: the month by x, then the series by y at that month. */
export function nearestPoint(layout: ChartLayout, series: Series[], monthCount: number, px: number, py: number) {
  if (!series.length || !monthCount) return null;
  let month = 0;
  for (let i = 1; i < monthCount; i++) if (Math.abs(layout.x(i) - px) < Math.abs(layout.x(month) - px)) month = i;
  let best = series[0]!;
  for (const s of series) if (Math.abs(layout.y(s.values[month] ?? 0) - py) < Math.abs(layout.y(best.values[month] ?? 0) - py)) best = s;
  return { name: best.name, month };
}

/** An axis amount in Korean units: 0, 5,000, 300만, 1.5억. */
export function axisAmount(won: number): string {
  if (won >= 100_000_000) return `${trim(won / 100_000_000)}억`;
  if (won >= 10_000) return `${trim(won / 10_000)}만`;
  return won.toLocaleString('ko-KR');
}
const trim = (n: number) => n.toLocaleString('ko-KR', { maximumFractionDigits: 1 });
