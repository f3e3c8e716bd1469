import { describe, expect, it } from 'vitest';
import { axisAmount, chartLayout, MARGIN, nearestPoint, seriesPath } from './chart-layout';

const series = [
  { name: '가', slot: 0, values: [100, 900, 400] },
  { name: '나', slot: 1, values: [0, 200, 50] },
];

describe('chartLayout', () => {
  const layout = chartLayout({ width: 600, height: 300 }, 3, series);
  it('spreads the months over the plot and puts 0 on the x-axis', () => {
    expect(layout.x(0)).toBe(MARGIN.left);
    expect(layout.x(2)).toBe(600 - MARGIN.right);
    expect(layout.y(0)).toBe(300 - MARGIN.bottom);
  });
  it('ends the y-axis on a round value above the largest', () => {
    expect(layout.yTicks.at(-1)).toBe(1000);
    expect(layout.y(1000)).toBe(MARGIN.top);
  });
  it('centres a single month and thins labels that would not fit', () => {
    expect(chartLayout({ width: 600, height: 300 }, 1, series).x(0)).toBe((MARGIN.left + 600 - MARGIN.right) / 2);
    expect(chartLayout({ width: 360, height: 280 }, 24, series).labelEvery).toBeGreaterThan(1);
    expect(chartLayout({ width: 1200, height: 360 }, 12, series).labelEvery).toBe(1);
  });
  it('draws a path through every month', () => {
    expect(seriesPath(layout, [1, 2, 3])).toMatch(/^M/);
  });
  it('finds the nearest point by month, then by value', () => {
    expect(nearestPoint(layout, series, 3, layout.x(1) + 5, layout.y(200))).toEqual({ name: '나', month: 1 });
    expect(nearestPoint(layout, series, 3, layout.x(1), layout.y(850))).toEqual({ name: '가', month: 1 });
    expect(nearestPoint(layout, [], 3, 0, 0)).toBeNull();
  });
});

describe('axisAmount', () => {
  it('writes amounts in Korean units', () => {
    expect(axisAmount(0)).toBe('0');
    expect(axisAmount(5_000)).toBe('5,000');
    expect(axisAmount(3_000_000)).toBe('300만');
    expect(axisAmount(150_000_000)).toBe('1.5억');
  });
});
