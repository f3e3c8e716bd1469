import { createHmac, timingSafeEqual } from 'node:crypto';
import { pageFontSecret } from './secret';

// The name of a page font file says which characters it holds, so any server instance can build it from the URL
// alone and the browser may cache it for a year: the sorted code points, delta-encoded as unsigned LEB128 varints,
// in base64url, then a dot and a tag, an HMAC of the font revision, the weight and that payload under the servers'
// shared secret (secret.ts). Only a server makes keys: a key a client made up (any set of code points it would like a
// font made of), a key from another font revision or weight, or a payload that is not a sorted set is refused before
// any font work, instead of being made and cached under a wrong name.

/** The most characters one page font file may hold; a page's characters beyond it fall back to the static files. */
export const MAX_PAGE_CHARS = 400;
/** The tag's length in base64url characters (96 bits: guessing one takes about 2^95 requests). */
const TAG_LENGTH = 16;
/** The longest key accepted: MAX_PAGE_CHARS deltas of at most 3 varint bytes each, in base64url, plus the tag. */
const MAX_KEY_LENGTH = Math.ceil((MAX_PAGE_CHARS * 3 * 4) / 3) + 1 + TAG_LENGTH;

type Secret = string | Buffer;

function tag(revision: string, weight: number, payload: string, secret: Secret): string {
  return createHmac('sha256', secret).update(`${revision}:${weight}:${payload}`).digest('base64url').slice(0, TAG_LENGTH);
}

/** The payload of a set of code points (sorted ascending, no duplicates): delta varints in base64url. */
function encodePayload(codePoints: readonly number[]): string {
  const bytes: number[] = [];
  let previous = -1;
  for (const cp of codePoints) {
    let delta = cp - previous - 1; // ≥ 0 for a strictly ascending set
    if (delta < 0 || cp > 0x10ffff) throw new Error('code points must be ascending and unique');
    previous = cp;
    while (delta >= 0x80) {
      bytes.push((delta & 0x7f) | 0x80);
      delta >>>= 7;
    }
    bytes.push(delta);
  }
  return Buffer.from(bytes).toString('base64url');
}

/** The key of a set of code points (sorted ascending, no duplicates, at most MAX_PAGE_CHARS), signed with `secret`. */
export function encodeKey(codePoints: readonly number[], weight: number, revision: string, secret: Secret = pageFontSecret()): string {
  const payload = encodePayload(codePoints);
  return `${payload}.${tag(revision, weight, payload, secret)}`;
}

/** The code points a key names, or null when it is not a key a server made for this revision and weight. */
export function decodeKey(key: string, weight: number, revision: string, secret: Secret = pageFontSecret()): number[] | null {
  if (key.length > MAX_KEY_LENGTH) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(key);
  if (!match) return null;
  const payload = match[1]!;
  const expected = Buffer.from(tag(revision, weight, payload, secret));
  const given = Buffer.from(match[2]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const bytes = Buffer.from(payload, 'base64url');
  const codePoints: number[] = [];
  let previous = -1;
  let delta = 0;
  let shift = 0;
  for (const byte of bytes) {
    if (shift > 14) return null; // more than 3 bytes: beyond the Unicode range
    delta |= (byte & 0x7f) << shift;
    if (byte & 0x80) {
      shift += 7;
      continue;
    }
    previous += delta + 1;
    if (previous > 0x10ffff || codePoints.length === MAX_PAGE_CHARS) return null;
    codePoints.push(previous);
    delta = 0;
    shift = 0;
  }
  if (shift !== 0 || codePoints.length === 0) return null;
  // One set, one name: a padded varint or a non-canonical base64url spelling of the same set is refused.
  return encodePayload(codePoints) === payload ? codePoints : null;
}
