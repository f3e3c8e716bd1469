import { encode } from 'uqr';

// A QR code as one SVG path, computed where the page renders (no canvas, no native addon, no script in the browser).
// Dark modules of a row are joined into runs, so the path stays short (≈ 1–2 KB for a web address).

export interface QrPath {
  /** Modules per side, the quiet zone included: the SVG's viewBox is `0 0 size size`. */
  size: number;
  /** Path data of the dark modules, one unit per module. */
  d: string;
}

/** Quiet zone around the code, in modules (scanners need a light margin; 3 is enough on a white panel). */
export const QR_QUIET_ZONE = 3;

/** Paths already encoded: a page carries the same few addresses on every render (the home page's two codes). */
const encoded = new Map<string, QrPath>();
const ENCODED_MAX = 16;

/** Encodes `text` (error correction M: still readable with a scratch or a glare) into path data, once per text. */
export function qrPath(text: string): QrPath {
  let path = encoded.get(text);
  if (!path) {
    if (encoded.size >= ENCODED_MAX) encoded.clear();
    path = encodePath(text);
    encoded.set(text, path);
  }
  return path;
}

function encodePath(text: string): QrPath {
  const { size, data } = encode(text, { ecc: 'M', border: QR_QUIET_ZONE });
  let d = '';
  data.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue;
      const start = x;
      while (x + 1 < size && row[x + 1]) x++;
      d += `M${start} ${y}h${x - start + 1}v1H${start}z`;
    }
  });
  return { size, d };
}
