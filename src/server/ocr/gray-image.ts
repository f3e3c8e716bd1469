import { createCanvas, loadImage } from '@napi-rs/canvas';
import { EDI_OCR_IMAGE_PIXELS_MAX } from '../../api/schema/edi-entry-limits';

// The OCR's pictures: one byte of lightness a pixel, rows of `width`. Decoded from the stored file by the canvas
// library (a prebuilt N-API module: PNG, JPEG, WebP), refused above OCR_IMAGE_PIXELS_MAX before a pixel is drawn, so
// a small file that unpacks to a huge picture costs nothing.

export interface GrayImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Pixels an image may have to be read (the API's limit; edi-ocr.ts refuses larger ones on the header already). */
export const OCR_IMAGE_PIXELS_MAX = EDI_OCR_IMAGE_PIXELS_MAX;

export class ImageUnreadable extends Error {}

/** The image's size as its header tells it, then its lightness (ITU-R BT.601 weights). */
export async function decodeGray(bytes: Uint8Array): Promise<GrayImage> {
  let image: Awaited<ReturnType<typeof loadImage>>;
  try {
    image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw new ImageUnreadable('이미지를 읽을 수 없습니다.');
  }
  const { width, height } = image;
  if (!width || !height) throw new ImageUnreadable('이미지를 읽을 수 없습니다.');
  if (width * height > OCR_IMAGE_PIXELS_MAX) throw new ImageUnreadable('이미지가 너무 큽니다.');
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.drawImage(image, 0, 0);
  const rgba = g.getImageData(0, 0, width, height).data;
  const pixels = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < pixels.length; i++, j += 4) {
    pixels[i] = ((rgba[j] as number) * 299 + (rgba[j + 1] as number) * 587 + (rgba[j + 2] as number) * 114) / 1000;
  }
  return { width, height, pixels };
}

/** The gray picture as a binary PGM (P5): what the recognizer is given, written in a copy instead of compressed. */
export function encodePgm(image: GrayImage): Buffer {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'ascii');
  return Buffer.concat([header, image.pixels]);
}

/** The picture scaled by `factor` (< 1: box-averaged, for finding the page fast). */
export function downscale(image: GrayImage, factor: number): GrayImage {
  const width = Math.max(1, Math.floor(image.width * factor));
  const height = Math.max(1, Math.floor(image.height * factor));
  const pixels = new Uint8Array(width * height);
  const step = 1 / factor;
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * step);
    const y1 = Math.min(image.height, Math.max(y0 + 1, Math.floor((y + 1) * step)));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * step);
      const x1 = Math.min(image.width, Math.max(x0 + 1, Math.floor((x + 1) * step)));
      let sum = 0;
      for (let yy = y0; yy < y1; yy++) for (let xx = x0; xx < x1; xx++) sum += image.pixels[yy * image.width + xx] as number;
      pixels[y * width + x] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  return { width, height, pixels };
}

/** Otsu's threshold of the picture's histogram: the lightness that best splits it in two. */
export function otsuThreshold(pixels: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (const v of pixels) histogram[v]! += 1;
  const total = pixels.length;
  let sumAll = 0;
  for (let t = 0; t < 256; t++) sumAll += t * histogram[t]!;
  let sumBelow = 0;
  let below = 0;
  let best = 127;
  let bestVariance = -1;
  for (let t = 0; t < 256; t++) {
    below += histogram[t]!;
    if (!below) continue;
    const above = total - below;
    if (!above) break;
    sumBelow += t * histogram[t]!;
    const meanBelow = sumBelow / below;
    const meanAbove = (sumAll - sumBelow) / above;
    const variance = below * above * (meanBelow - meanAbove) ** 2;
    if (variance > bestVariance) {
      bestVariance = variance;
      best = t;
    }
  }
  return best;
}
