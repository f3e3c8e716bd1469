import { deflateSync } from 'node:zlib';

// Small real files for the demo content, made in code (no network, no binary fixtures): PNG images, a one-page PDF
// and SVG artwork for event cards and banners.

// ── PNG ──────────────────────────────────────────────────────────────────────────────────────────────────────

const crcTable = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

export type Rgb = readonly [number, number, number];

/** An RGB PNG whose pixels come from `paint(x, y)`. */
export function makePng(width: number, height: number, paint: (x: number, y: number) => Rgb): Uint8Array {
  const raw = new Uint8Array((width * 3 + 1) * height);
  let i = 0;
  for (let y = 0; y < height; y++) {
    raw[i++] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      raw[i++] = r;
      raw[i++] = g;
      raw[i++] = b;
    }
  }
  const header = new Uint8Array(13);
  const hv = new DataView(header.buffer);
  hv.setUint32(0, width);
  hv.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A chart-like PNG (bars on a light grid) for attachments such as "제품 이미지" or "재고 현황". */
export function chartPng(seed: number, accent: Rgb = [77, 18, 238]): Uint8Array {
  const w = 240;
  const h = 160;
  const bars = Array.from({ length: 6 }, (_, i) => 30 + (((seed + 1) * (i + 3) * 37) % 100));
  return makePng(w, h, (x, y) => {
    const col = Math.floor((x - 20) / 35);
    const inBar = x >= 20 && col < 6 && (x - 20) % 35 < 24 && y > h - 20 - (bars[col] ?? 0) && y < h - 20;
    if (inBar) return accent;
    if (y === h - 20 || (y % 30 === 0 && x > 16)) return [214, 214, 224];
    return [250, 250, 252];
  });
}

// ── PDF ──────────────────────────────────────────────────────────────────────────────────────────────────────

/** A one-page A4 PDF with a few lines of ASCII text (Helvetica): a real file any viewer opens. */
export function makePdf(lines: string[]): Uint8Array {
  const esc = (s: string) => s.replace(/[\\()]/g, (ch) => `\\${ch}`).replace(/[^\x20-\x7e]/g, '?');
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 18 : 11} Tf 56 ${780 - i * 24} Td (${esc(line)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) pdf += `${String(off).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}

// ── SVG artwork ──────────────────────────────────────────────────────────────────────────────────────────────

const FONT = "Pretendard, 'Noto Sans KR', 'Noto Sans CJK KR', 'Apple SD Gothic Neo', 'Malgun Gothic', sans-serif";
const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const palettes: ReadonlyArray<readonly [string, string, string]> = [
  ['#4D12EE', '#8A63FA', '#FFFFFF'],
  ['#0E2148', '#3056A8', '#FFFFFF'],
  ['#0F766E', '#34D399', '#FFFFFF'],
  ['#B45309', '#F59E0B', '#FFFFFF'],
  ['#BE123C', '#FB7185', '#FFFFFF'],
  ['#1D4ED8', '#60A5FA', '#FFFFFF'],
  ['#6D28D9', '#F0ABFC', '#FFFFFF'],
  ['#334155', '#94A3B8', '#FFFFFF'],
];

/** An event card image (600 × 300, shown at 300 × 150): gradient, shapes, a tag and the headline. */
export function eventThumbnailSvg(index: number, tag: string, headline: string, sub: string): Uint8Array {
  const [a, b, fg] = palettes[index % palettes.length] as readonly [string, string, string];
  const r = 60 + ((index * 37) % 80);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="600" height="300" fill="url(#g)"/>
<circle cx="${480 + (index % 3) * 20}" cy="${70 + (index % 4) * 15}" r="${r}" fill="${fg}" fill-opacity="0.14"/>
<circle cx="${540 - (index % 5) * 10}" cy="250" r="${r / 1.6}" fill="${fg}" fill-opacity="0.10"/>
<rect x="40" y="44" rx="16" width="${28 + tag.length * 22}" height="34" fill="${fg}" fill-opacity="0.22"/>
<text x="56" y="68" font-family="${FONT}" font-size="20" font-weight="700" fill="${fg}">${xml(tag)}</text>
<text x="40" y="150" font-family="${FONT}" font-size="40" font-weight="800" fill="${fg}">${xml(headline)}</text>
<text x="40" y="200" font-family="${FONT}" font-size="22" font-weight="500" fill="${fg}" fill-opacity="0.9">${xml(sub)}</text>
</svg>`;
  return new Uint8Array(Buffer.from(svg, 'utf8'));
}

/** A banner image (1204 × 360, shown at 602 × 180). */
export function bannerSvg(index: number, eyebrow: string, headline: string, cta: string): Uint8Array {
  const [a, b, fg] = palettes[(index + 3) % palettes.length] as readonly [string, string, string];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1204" height="360" viewBox="0 0 1204 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="1204" height="360" fill="url(#g)"/>
<circle cx="1040" cy="180" r="150" fill="${fg}" fill-opacity="0.12"/>
<circle cx="1120" cy="60" r="70" fill="${fg}" fill-opacity="0.10"/>
<rect x="930" y="140" width="220" height="80" rx="40" fill="${fg}" fill-opacity="0.95"/>
<text x="1040" y="192" text-anchor="middle" font-family="${FONT}" font-size="30" font-weight="700" fill="${a}">${xml(cta)}</text>
<text x="80" y="120" font-family="${FONT}" font-size="32" font-weight="600" fill="${fg}" fill-opacity="0.85">${xml(eyebrow)}</text>
<text x="80" y="210" font-family="${FONT}" font-size="64" font-weight="800" fill="${fg}">${xml(headline)}</text>
</svg>`;
  return new Uint8Array(Buffer.from(svg, 'utf8'));
}
