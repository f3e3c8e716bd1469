import { describe, expect, test } from 'vitest';
import { encode } from 'uqr';
import { QR_QUIET_ZONE, qrPath } from './qr-path';

/** Paints the path's runs back onto a grid of modules. */
function paint(size: number, d: string): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1H\d+z/g)) {
    for (let i = 0; i < Number(w); i++) grid[Number(y)]![Number(x) + i] = true;
  }
  return grid;
}

describe('qrPath', () => {
  const url = 'https://www.medipanda.co.kr/';

  test('draws exactly the modules of the encoded code, quiet zone included', () => {
    const { size, d } = qrPath(url);
    const expected = encode(url, { ecc: 'M', border: QR_QUIET_ZONE });
    expect(size).toBe(expected.size);
    expect(paint(size, d)).toEqual(expected.data);
  });

  test('leaves the quiet zone light and keeps the three finder patterns', () => {
    const { size, d } = qrPath(url);
    const grid = paint(size, d);
    const z = QR_QUIET_ZONE;
    expect(grid[z - 1]!.some(Boolean)).toBe(false);
    expect(grid.every((row) => !row[z - 1] && !row[size - z])).toBe(true);
    // Top-left, top-right and bottom-left finders start with a full 7-module dark row.
    for (const [x, y] of [
      [z, z],
      [size - z - 7, z],
      [z, size - z - 7],
    ] as const) {
      expect(grid[y]!.slice(x, x + 7).every(Boolean)).toBe(true);
    }
  });

  test('joins dark runs: a web address stays a short path', () => {
    const { d } = qrPath(url);
    expect(d.length).toBeLessThan(3000);
    const runs = [...d.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(([, x, y, w]) => ({ x: Number(x), y: Number(y), w: Number(w) }));
    // No run ends where the next one of its row starts: neighbours are one run, not two.
    runs.slice(1).forEach((run, i) => {
      const before = runs[i]!;
      if (before.y === run.y) expect(run.x).toBeGreaterThan(before.x + before.w);
    });
  });

  test('longer text grows the code, and the same text always gives the same code', () => {
    const long = qrPath(`${url}?${'x'.repeat(120)}`);
    expect(long.size).toBeGreaterThan(qrPath(url).size);
    expect(qrPath(url)).toEqual(qrPath(url));
  });
});
