import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { salesStatistic } from 'styled-system/recipes';
import { formatMoney } from '../../lib/format';
import { monthLabel, type Month } from '../../lib/months';
import { axisAmount, chartLayout, nearestPoint, seriesPath, type ChartSize } from './chart-layout';
import { seriesLook, type Series } from './series';
import { ChartTable } from './ChartTable';

export interface LineChartProps {
  months: Month[];
  /** The series to draw (the ticked companies), in the order of the legend. */
  series: Series[];
  /** The point whose tooltip is shown first (stories). */
  initialActive?: { name: string; month: number } | null;
  /** Width and height to draw at before the box is measured (stories, tests); the page measures its box. */
  initialSize?: ChartSize;
  /** What the empty chart says (default: how to draw lines). */
  hint?: string;
}

const TOOLTIP_WIDTH = 176;

/**
 * 월별 정산금액 per drug company: an SVG as wide as its box (measured, so text keeps its size on a phone), one line per
 * company keyed by name, a tooltip on hover and on keyboard focus (arrows: months and companies), and the same figures
 * as a table for screen readers.
 */
export function LineChart({ months, series, initialActive = null, initialSize, hint }: LineChartProps) {
  const s = salesStatistic();
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<ChartSize | null>(initialSize ?? null);
  const [active, setActive] = useState(initialActive);

  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry!.contentRect;
      if (width > 0 && height > 0) setSize({ width: Math.round(width), height: Math.round(height) });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // A point of a line that is no longer drawn has no tooltip.
  const shown = active && series.some((x) => x.name === active.name) && active.month < months.length ? active : null;
  const layout = size ? chartLayout(size, months.length, series) : null;

  function onPointer(e: PointerEvent<SVGSVGElement>) {
    if (!layout) return;
    const rect = e.currentTarget.getBoundingClientRect();
    setActive(nearestPoint(layout, series, months.length, e.clientX - rect.left, e.clientY - rect.top));
  }
  function onKey(e: KeyboardEvent<HTMLDivElement>) {
    if (!series.length) return;
    const at = shown ?? { name: series[0]!.name, month: months.length - 1 };
    const row = series.findIndex((x) => x.name === at.name);
    const moves: Record<string, () => { name: string; month: number }> = {
      ArrowLeft: () => ({ ...at, month: Math.max(0, at.month - 1) }),
      ArrowRight: () => ({ ...at, month: Math.min(months.length - 1, at.month + 1) }),
      ArrowUp: () => ({ ...at, name: series[Math.max(0, row - 1)]!.name }),
      ArrowDown: () => ({ ...at, name: series[Math.min(series.length - 1, row + 1)]!.name }),
      Home: () => ({ ...at, month: 0 }),
      End: () => ({ ...at, month: months.length - 1 }),
    };
    if (e.key === 'Escape') return setActive(null);
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    setActive(move());
  }

  const activeSeries = shown ? series.find((x) => x.name === shown.name) : undefined;
  const tip =
    shown && activeSeries && layout
      ? { x: layout.x(shown.month), y: layout.y(activeSeries.values[shown.month] ?? 0), value: activeSeries.values[shown.month] ?? 0 }
      : null;

  return (
    <figure className={s.figure}>
      <ul className={s.legend} aria-label="범례">
        {series.map((x) => {
          const look = seriesLook(x.slot);
          return (
            <li key={x.name} className={s.legendItem}>
              <svg className={s.swatch} width="24" height="10" aria-hidden="true">
                <line x1="1" x2="23" y1="5" y2="5" stroke={look.colour} strokeWidth="3" strokeDasharray={look.dash} strokeLinecap="round" />
              </svg>
              {x.name}
            </li>
          );
        })}
      </ul>
      {/* eslint-disable jsx-a11y-x/no-noninteractive-element-interactions, jsx-a11y-x/no-noninteractive-tabindex -- an
          application: its arrow keys move the tooltip between months and companies */}
      <div
        ref={box}
        className={s.chartBox}
        tabIndex={series.length ? 0 : undefined}
        role="application"
        aria-roledescription="그래프"
        aria-label="제약사별 월 정산금액 그래프 (화살표 키로 월과 제약사를 옮기며 값을 읽습니다)"
        aria-describedby={tip ? 'sales-chart-tooltip' : undefined}
        onKeyDown={onKey}
        onFocus={() => !shown && series.length && setActive({ name: series[0]!.name, month: months.length - 1 })}
        onBlur={() => setActive(null)}
      >
        {layout && size ? (
          <svg
            className={s.chartSvg}
            width={size.width}
            height={size.height}
            viewBox={`0 0 ${size.width} ${size.height}`}
            aria-hidden="true"
            onPointerMove={onPointer}
            onPointerLeave={() => setActive(null)}
          >
            {layout.yTicks.map((t) => (
              <g key={t}>
                <line className={s.grid} x1={layout.plot.left} x2={layout.plot.right} y1={layout.y(t)} y2={layout.y(t)} />
                <text className={s.axis} x={layout.plot.left - 8} y={layout.y(t)} textAnchor="end" dominantBaseline="middle">
                  {axisAmount(t)}
                </text>
              </g>
            ))}
            {months.map((m, i) => (
              <g key={m}>
                <line className={s.grid} x1={layout.x(i)} x2={layout.x(i)} y1={layout.plot.bottom} y2={layout.plot.bottom + 4} />
                {i % layout.labelEvery === 0 ? (
                  <text className={s.axis} x={layout.x(i)} y={layout.plot.bottom + 20} textAnchor="middle">
                    {monthLabel(m)}
                  </text>
                ) : null}
              </g>
            ))}
            {series.map((x) => {
              const look = seriesLook(x.slot);
              return (
                <g key={x.name} data-series={x.name}>
                  <path className={s.line} d={seriesPath(layout, x.values)} stroke={look.colour} strokeDasharray={look.dash} />
                  {x.values.map((v, i) => {
                    const on = shown?.name === x.name && shown.month === i;
                    return <circle key={i} className={s.point} cx={layout.x(i)} cy={layout.y(v)} r={on ? 6 : 3.5} fill={look.colour} />;
                  })}
                </g>
              );
            })}
          </svg>
        ) : null}
        {!series.length ? <p className={s.chartHint}>{hint ?? '아래 표에서 제약사를 선택하면 월별 추이가 그래프로 표시됩니다.'}</p> : null}
        {tip && size && shown ? (
          <div
            id="sales-chart-tooltip"
            role="status"
            className={s.tooltip}
            style={{
              left: Math.max(4, tip.x + 12 + TOOLTIP_WIDTH > size.width ? tip.x - 12 - TOOLTIP_WIDTH : tip.x + 12),
              top: Math.min(Math.max(4, tip.y - 28), size.height - 72),
              width: TOOLTIP_WIDTH,
            }}
          >
            <strong>{shown.name}</strong>
            {monthLabel(months[shown.month]!)} · {formatMoney(tip.value)}
          </div>
        ) : null}
      </div>
      {/* eslint-enable jsx-a11y-x/no-noninteractive-element-interactions, jsx-a11y-x/no-noninteractive-tabindex */}
      <ChartTable months={months} series={series} />
    </figure>
  );
}
