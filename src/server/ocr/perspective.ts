import type { GrayImage } from './gray-image';

// Perspective rectification: the quadrilateral the operator marked (or the one found) becomes an upright rectangle.
// The homography from the rectangle to the quadrilateral is solved once (8 unknowns, Gaussian elimination), then
// every output pixel samples the source bilinearly at its mapped point.

export type Point = readonly [number, number];
/** Top-left, top-right, bottom-right, bottom-left (clockwise from top-left, as the operator clicks them). */
export type Quad = readonly [Point, Point, Point, Point];

/** The 3×3 homography (h33 = 1) taking `from[k]` to `to[k]`, as 8 numbers row by row. */
export function homography(from: Quad, to: Quad): number[] {
  const a: number[][] = [];
  for (let k = 0; k < 4; k++) {
    const [x, y] = from[k] as Point;
    const [u, v] = to[k] as Point;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let r = col + 1; r < 8; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    if (Math.abs(a[pivot]![col]!) < 1e-12) throw new Error('degenerate quadrilateral');
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    for (let r = 0; r < 8; r++) {
      if (r === col) continue;
      const f = a[r]![col]! / a[col]![col]!;
      for (let c = col; c < 9; c++) a[r]![c]! -= f * a[col]![c]!;
    }
  }
  return a.map((row, k) => row[8]! / row[k]!);
}

const distance = (p: Point, q: Point) => Math.hypot(p[0] - q[0], p[1] - q[1]);

/**
 * The quadrilateral of `source` as an upright picture `width` pixels wide, its height from the quadrilateral's own
 * proportions (the mean of its opposite sides).
 */
export function rectify(source: GrayImage, quad: Quad, width: number): GrayImage {
  const [tl, tr, br, bl] = quad;
  const sideWidth = (distance(tl, tr) + distance(bl, br)) / 2;
  const sideHeight = (distance(tl, bl) + distance(tr, br)) / 2;
  const height = Math.max(1, Math.round((width * sideHeight) / Math.max(1, sideWidth)));
  const h = homography(
    [
      [0, 0],
      [width - 1, 0],
      [width - 1, height - 1],
      [0, height - 1],
    ],
    quad,
  );
  const [h11, h12, h13, h21, h22, h23, h31, h32] = h as [number, number, number, number, number, number, number, number];
  const pixels = new Uint8Array(width * height);
  const { width: sw, height: sh, pixels: src } = source;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = h31 * x + h32 * y + 1;
      const sx = (h11 * x + h12 * y + h13) / d;
      const sy = (h21 * x + h22 * y + h23) / d;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 >= sw - 1 || y0 >= sh - 1) {
        pixels[y * width + x] = 255;
        continue;
      }
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * sw + x0;
      const top = src[i]! * (1 - fx) + src[i + 1]! * fx;
      const bottom = src[i + sw]! * (1 - fx) + src[i + sw + 1]! * fx;
      pixels[y * width + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return { width, height, pixels };
}
