import type { GrayImage } from '../../src/server/ocr/gray-image';
import { homography, type Quad } from '../../src/server/ocr/perspective';

// The OCR bench's pictures of a statement page: turned a few degrees as a crooked scan, blurred as an out-of-focus
// one, and photographed on a desk (the page in perspective, uneven light, sensor noise). Deterministic for a seed.

/** `source` drawn into a picture `width`×`height` with its corners at `quad`; elsewhere `background(x, y)`. */
function warp(source: GrayImage, quad: Quad, width: number, height: number, background: (x: number, y: number) => number): GrayImage {
  const { width: sw, height: sh, pixels: src } = source;
  const rect: Quad = [
    [0, 0],
    [sw - 1, 0],
    [sw - 1, sh - 1],
    [0, sh - 1],
  ];
  const [h11, h12, h13, h21, h22, h23, h31, h32] = homography(quad, rect) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = h31 * x + h32 * y + 1;
      const sx = (h11 * x + h12 * y + h13) / d;
      const sy = (h21 * x + h22 * y + h23) / d;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 >= sw - 1 || y0 >= sh - 1) {
        pixels[y * width + x] = background(x, y);
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

/** The page turned by `degrees` about its centre, on white (a crooked scan), the picture grown to hold it. */
export function rotated(page: GrayImage, degrees: number): GrayImage {
  const a = (degrees * Math.PI) / 180;
  const { width: w, height: h } = page;
  const W = Math.ceil(Math.abs(w * Math.cos(a)) + Math.abs(h * Math.sin(a)));
  const H = Math.ceil(Math.abs(w * Math.sin(a)) + Math.abs(h * Math.cos(a)));
  const turn = ([x, y]: readonly [number, number]): [number, number] => {
    const dx = x - w / 2;
    const dy = y - h / 2;
    return [W / 2 + dx * Math.cos(a) - dy * Math.sin(a), H / 2 + dx * Math.sin(a) + dy * Math.cos(a)];
  };
  const quad = [turn([0, 0]), turn([w - 1, 0]), turn([w - 1, h - 1]), turn([0, h - 1])] as unknown as Quad;
  return warp(page, quad, W, H, () => 250);
}

/** A box blur of radius `r` (twice: close to a Gaussian of σ ≈ r). */
export function blurred(page: GrayImage, r = 1): GrayImage {
  const once = (img: GrayImage): GrayImage => {
    const { width: w, height: h, pixels } = img;
    const out = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        let sum = 0;
        let n = 0;
        for (let j = Math.max(0, y - r); j <= Math.min(h - 1, y + r); j++) {
          for (let i = Math.max(0, x - r); i <= Math.min(w - 1, x + r); i++) {
            sum += pixels[j * w + i]!;
            n++;
          }
        }
        out[y * w + x] = sum / n;
      }
    }
    return { width: w, height: h, pixels: out };
  };
  return once(once(page));
}

/**
 * The page photographed on a desk: a picture 1.4× the page's width, the page's corners moved up to 6 % of its size
 * (a phone held not quite square), the desk darker and textured, light falling off from one corner to 60 %, and
 * sensor noise. Answers the picture and where the page's corners are in it.
 */
export function photographed(page: GrayImage, random: () => number): { image: GrayImage; quad: Quad } {
  const { width: w, height: h } = page;
  const W = Math.round(w * 1.4);
  const H = Math.round(h * 1.35);
  const jitter = () => (random() - 0.5) * 0.12;
  const left = (W - w) / 2;
  const top = (H - h) / 2;
  const quad = [
    [left + jitter() * w, top + jitter() * h],
    [left + w + jitter() * w, top + jitter() * h],
    [left + w + jitter() * w, top + h + jitter() * h],
    [left + jitter() * w, top + h + jitter() * h],
  ] as unknown as Quad;
  const desk = (x: number, y: number) => 70 + 25 * Math.sin(x / 37) * Math.cos(y / 23);
  const shot = warp(page, quad, W, H, desk);
  const lightX = random() < 0.5 ? 0 : W;
  const lightY = random() < 0.5 ? 0 : H;
  const reach = Math.hypot(W, H);
  const pixels = shot.pixels;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const light = 1 - 0.4 * (Math.hypot(x - lightX, y - lightY) / reach);
      // Noise: the sum of three uniforms, about normal, σ ≈ 7 grey levels.
      const noise = (random() + random() + random() - 1.5) * 14;
      const i = y * W + x;
      pixels[i] = Math.max(0, Math.min(255, pixels[i]! * light + noise));
    }
  }
  return { image: blurred(shot, 1), quad };
}
