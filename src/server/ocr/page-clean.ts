import type { GrayImage } from './gray-image';
import { rectify, type Quad } from './perspective';

// Cleaning a rectified page for the recognizer: uneven light divided out (each pixel against the mean of its
// neighbourhood, so a shadow across a photo is as white as the rest of the paper), the residual tilt measured on the
// table's rules and turned back, and the rules themselves erased (a ruled grid reads as letters otherwise).

const DARK = 0.72;

/** Box mean of every pixel's (2r+1)² neighbourhood, from an integral image. */
function boxMean(pixels: ArrayLike<number>, w: number, h: number, r: number): Float32Array {
  const integral = new Float64Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    for (let x = 0; x < w; x++) {
      row += pixels[y * w + x]!;
      integral[(y + 1) * (w + 1) + x + 1] = integral[y * (w + 1) + x + 1]! + row;
    }
  }
  const mean = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(h, y + r + 1);
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(w, x + r + 1);
      const sum = integral[y1 * (w + 1) + x1]! - integral[y0 * (w + 1) + x1]! - integral[y1 * (w + 1) + x0]! + integral[y0 * (w + 1) + x0]!;
      mean[y * w + x] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  return mean;
}

/**
 * The page with its light made even: each pixel divided by the brighter of its neighbourhood's mean and the page's
 * typical paper, so paper becomes white and print stays dark; a 3×3 mean first takes the worst of a photo's noise.
 */
export function evenLight(image: GrayImage): GrayImage {
  const { width, height } = image;
  const smooth = boxMean(image.pixels, width, height, 1);
  const background = boxMean(smooth, width, height, Math.max(8, Math.round(width / 40)));
  const pixels = new Uint8Array(image.pixels.length);
  for (let i = 0; i < pixels.length; i++) {
    // Print is darker than its neighbourhood's mean; the mean itself is a little darker than paper near text.
    // Then stretched: at most 45 % of the paper's light is black, 90 % and more is white.
    const ratio = smooth[i]! / Math.max(1, background[i]! * 1.08);
    pixels[i] = Math.max(0, Math.min(255, Math.round(((ratio - 0.45) / 0.45) * 255)));
  }
  return { ...image, pixels };
}

const isDark = (v: number) => v < 255 * DARK;

/** The longest run of dark pixels in row `y`, allowing gaps of a few pixels (a printed rule is not always whole). */
function longestRun(image: GrayImage, y: number): number {
  const { width, pixels } = image;
  let best = 0;
  let run = 0;
  let gap = 0;
  for (let x = 0; x < width; x++) {
    if (isDark(pixels[y * width + x]!)) {
      run += gap + 1;
      gap = 0;
    } else if (run && gap < 4) gap++;
    else {
      run = 0;
      gap = 0;
    }
    if (run > best) best = run;
  }
  return best;
}

/** The rows of a horizontal rule (a run of at least half the width), merged into one y each. */
export function horizontalRules(image: GrayImage): number[] {
  const rules: number[] = [];
  let start = -1;
  for (let y = 0; y <= image.height; y++) {
    const rule = y < image.height && longestRun(image, y) >= image.width * 0.5;
    if (rule && start < 0) start = y;
    if (!rule && start >= 0) {
      rules.push(Math.round((start + y - 1) / 2));
      start = -1;
    }
  }
  return rules;
}

/**
 * The tilt (radians) whose horizontal projection of the dark pixels is sharpest: rules and text lines make peaks
 * when level. Measured on a copy about 500 pixels wide, from −10° to +10° by 0.25°.
 */
export function measureTilt(image: GrayImage): number {
  const step = Math.max(1, Math.floor(image.width / 500));
  const points: number[] = [];
  for (let y = 0; y < image.height; y += step) {
    for (let x = 0; x < image.width; x += step) if (isDark(image.pixels[y * image.width + x]!)) points.push(x, y);
  }
  if (points.length < 200) return 0;
  const bins = Math.ceil(image.height / step) + Math.ceil(image.width / step);
  let best = { angle: 0, score: -1 };
  for (let deg = -10; deg <= 10; deg += 0.25) {
    const t = Math.tan((deg * Math.PI) / 180);
    const profile = new Float64Array(bins * 2);
    for (let k = 0; k < points.length; k += 2) {
      const bin = Math.round((points[k + 1]! - points[k]! * t) / step) + bins;
      profile[bin]! += 1;
    }
    let score = 0;
    for (const v of profile) score += v * v;
    if (score > best.score) best = { angle: (deg * Math.PI) / 180, score };
  }
  return best.angle;
}

/** The picture turned by `-angle` about its centre (the same size; what comes in from outside is white). */
export function untilt(image: GrayImage, angle: number): GrayImage {
  if (Math.abs(angle) < 0.002) return image;
  const cx = image.width / 2;
  const cy = image.height / 2;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const turn = (x: number, y: number): [number, number] => [cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos];
  const quad: Quad = [turn(0, 0), turn(image.width - 1, 0), turn(image.width - 1, image.height - 1), turn(0, image.height - 1)];
  return rectify(image, quad, image.width);
}

/** The rules erased: the rows of the horizontal rules, and the columns dark over most of the band from `top` to `bottom`. */
export function eraseRules(image: GrayImage, rules: readonly number[], top: number, bottom: number): GrayImage {
  const { width, height } = image;
  const pixels = Uint8Array.from(image.pixels);
  const band = Math.max(1, bottom - top);
  for (let x = 0; x < width; x++) {
    let dark = 0;
    for (let y = top; y < bottom; y++) if (isDark(pixels[y * width + x]!)) dark++;
    if (dark <= band * 0.6) continue;
    for (let xx = Math.max(0, x - 2); xx <= Math.min(width - 1, x + 2); xx++) {
      for (let y = Math.max(0, top - 4); y < Math.min(height, bottom + 4); y++) pixels[y * width + xx] = 255;
    }
  }
  // A rule's rows and two on either side (print keeps its distance from the rules: a row is ≥ 20 px high).
  for (const rule of rules) pixels.fill(255, Math.max(0, rule - 4) * width, Math.min(height, rule + 5) * width);
  return { width, height, pixels };
}
