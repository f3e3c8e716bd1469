import { downscale, otsuThreshold, type GrayImage } from './gray-image';
import type { Point, Quad } from './perspective';

// The page's corners found in a picture: the largest bright region (the paper against a darker desk), on a copy about
// 400 pixels wide, its corners the region's extreme points along the two diagonals. A scan, where the paper fills the
// picture, or a picture with no region of at least a fifth of it, answers the picture's own corners.

const WORK_WIDTH = 400;
const MIN_SHARE = 0.2;

export const wholeImage = (width: number, height: number): Quad => [
  [0, 0],
  [width - 1, 0],
  [width - 1, height - 1],
  [0, height - 1],
];

export function findPageQuad(image: GrayImage): Quad {
  const factor = Math.min(1, WORK_WIDTH / image.width);
  const small = factor < 1 ? downscale(image, factor) : image;
  const { width, height, pixels } = small;
  const threshold = otsuThreshold(pixels);
  const labels = new Int32Array(width * height).fill(-1);
  const stack = new Int32Array(width * height);
  let best = { size: 0, label: -1 };
  let label = 0;
  for (let start = 0; start < pixels.length; start++) {
    if (labels[start] !== -1 || pixels[start]! <= threshold) continue;
    let top = 0;
    stack[top++] = start;
    labels[start] = label;
    let size = 0;
    while (top) {
      const i = stack[--top]!;
      size++;
      const x = i % width;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (j < 0 || j >= pixels.length || labels[j] !== -1 || pixels[j]! <= threshold) continue;
        labels[j] = label;
        stack[top++] = j;
      }
    }
    if (size > best.size) best = { size, label };
    label++;
  }
  if (best.size < MIN_SHARE * pixels.length) return wholeImage(image.width, image.height);
  let tl = [0, 0, Infinity];
  let br = [0, 0, -Infinity];
  let tr = [0, 0, -Infinity];
  let bl = [0, 0, Infinity];
  for (let i = 0; i < labels.length; i++) {
    if (labels[i] !== best.label) continue;
    const x = i % width;
    const y = (i - x) / width;
    if (x + y < tl[2]!) tl = [x, y, x + y];
    if (x + y > br[2]!) br = [x, y, x + y];
    if (x - y > tr[2]!) tr = [x, y, x - y];
    if (x - y < bl[2]!) bl = [x, y, x - y];
  }
  const back = (p: number[]): Point => [
    Math.min(image.width - 1, Math.round((p[0]! + 0.5) / factor)),
    Math.min(image.height - 1, Math.round((p[1]! + 0.5) / factor)),
  ];
  return [back(tl), back(tr), back(br), back(bl)];
}
