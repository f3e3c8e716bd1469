import { crc32, deflateSync } from 'node:zlib';

// Small EDI images for the demo: a pharmacy's prescription statement drawn as a receipt-like table (grey rules,
// dark bars for printed text, a stamp), grayscale PNG encoded here with node:zlib. Deterministic for a seed.

const WIDTH = 240;
const HEIGHT = 320;

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const body = Buffer.concat([head.subarray(4), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0, 0);
  return Buffer.concat([head.subarray(0, 4), body, crc]);
}

/** A grayscale PNG of `pixels` (one byte a pixel, rows of `width`). */
export function encodeGrayPng(pixels: Uint8Array, width: number, height: number): Uint8Array {
  const raw = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // grayscale
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', new Uint8Array(0))]));
}

/** A receipt-like statement: title bar, a table of `rows` lines with text bars of random length, a total and a stamp. */
export function ediStatementPng(random: () => number, rows = 8 + Math.floor(random() * 6)): Uint8Array {
  const px = new Uint8Array(WIDTH * HEIGHT).fill(250);
  const rect = (x: number, y: number, w: number, h: number, shade: number) => {
    for (let j = Math.max(0, y); j < Math.min(HEIGHT, y + h); j++)
      px.fill(shade, j * WIDTH + Math.max(0, x), j * WIDTH + Math.min(WIDTH, x + w));
  };
  // Title and issuer lines.
  rect(70, 14, 100, 10, 40);
  rect(16, 34, 60 + Math.floor(random() * 60), 5, 110);
  rect(16, 44, 40 + Math.floor(random() * 80), 5, 110);
  // The table: header band, ruled rows, four columns.
  const top = 60;
  const rowH = 16;
  rect(12, top, WIDTH - 24, rowH, 205);
  for (let r = 0; r <= rows + 1; r++) rect(12, top + r * rowH, WIDTH - 24, 1, 150);
  for (const x of [12, 110, 150, 190, WIDTH - 13]) rect(x, top, 1, (rows + 1) * rowH + 1, 150);
  for (let r = 1; r <= rows; r++) {
    const y = top + r * rowH + 6;
    rect(18, y, 30 + Math.floor(random() * 60), 4, 70);
    rect(118, y, 10 + Math.floor(random() * 20), 4, 70);
    rect(158, y, 10 + Math.floor(random() * 22), 4, 70);
    rect(198, y, 12 + Math.floor(random() * 24), 4, 70);
  }
  // Total and a round stamp.
  const bottom = top + (rows + 1) * rowH + 14;
  rect(120, bottom, 100, 8, 30);
  const cx = 190;
  const cy = Math.min(HEIGHT - 30, bottom + 34);
  for (let y = -18; y <= 18; y++) {
    for (let x = -18; x <= 18; x++) {
      const d = Math.hypot(x, y);
      if (d <= 18 && d >= 15) rect(cx + x, cy + y, 1, 1, 120);
    }
  }
  return encodeGrayPng(px, WIDTH, HEIGHT);
}
