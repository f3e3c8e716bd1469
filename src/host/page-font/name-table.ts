// Pretendard's name table (copyright, licence, names: ≈ 0.2 KiB per file after compression) replaced by a minimal one.
// Chromium's font sanitizer rejects a font without a name table; the licence and copyright travel as LICENSE.txt beside
// the font files and in the CSS header (the OFL allows that), and the internal family name of a modified (here:
// subset) version must not be the Reserved Font Name. Used by scripts/build/fonts.mjs and the page font files.

/** The internal family name of every subset. */
export const INTERNAL_NAME = 'Portal Sans KR';

/** The font with its name table replaced by one holding only the family (ID 1) and style (ID 2) names. */
export function withMinimalName(font: Buffer, family: string, style: string): Buffer {
  const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16();
  const strings = [utf16be(family), utf16be(style)];
  const name = Buffer.alloc(6 + 12 * strings.length + strings.reduce((n, b) => n + b.length, 0));
  name.writeUInt16BE(0, 0); // format 0
  name.writeUInt16BE(strings.length, 2);
  name.writeUInt16BE(6 + 12 * strings.length, 4); // string storage offset
  let offset = 0;
  strings.forEach((bytes, i) => {
    const at = 6 + 12 * i; // platform 3 (Windows), encoding 1 (Unicode BMP), language 0x409 (en-US), name ID i + 1
    [3, 1, 0x409, i + 1, bytes.length, offset].forEach((value, j) => name.writeUInt16BE(value, at + 2 * j));
    bytes.copy(name, 6 + 12 * strings.length + offset);
    offset += bytes.length;
  });

  const count = font.readUInt16BE(4);
  const tables: { tag: string; data: Buffer }[] = [];
  for (let i = 0; i < count; i++) {
    const at = 12 + 16 * i;
    const tag = font.toString('latin1', at, at + 4);
    const start = font.readUInt32BE(at + 8);
    tables.push({ tag, data: tag === 'name' ? name : font.subarray(start, start + font.readUInt32BE(at + 12)) });
  }
  const checksum = (data: Buffer) => {
    let sum = 0;
    for (let i = 0; i < data.length; i += 4)
      sum = (sum + ((data[i]! << 24) | ((data[i + 1] ?? 0) << 16) | ((data[i + 2] ?? 0) << 8) | (data[i + 3] ?? 0))) >>> 0;
    return sum;
  };
  const headerLength = 12 + 16 * count;
  const out = Buffer.alloc(headerLength + tables.reduce((n, t) => n + Math.ceil(t.data.length / 4) * 4, 0));
  font.copy(out, 0, 0, 12);
  let position = headerLength;
  let headOffset = 0;
  tables.forEach(({ tag, data }, i) => {
    const copy = Buffer.from(data);
    if (tag === 'head') copy.writeUInt32BE(0, 8); // checkSumAdjustment is computed over the whole font below
    copy.copy(out, position);
    const at = 12 + 16 * i;
    out.write(tag, at, 'latin1');
    out.writeUInt32BE(checksum(copy), at + 4);
    out.writeUInt32BE(position, at + 8);
    out.writeUInt32BE(copy.length, at + 12);
    if (tag === 'head') headOffset = position;
    position += Math.ceil(copy.length / 4) * 4;
  });
  if (headOffset) out.writeUInt32BE((0xb1b0afba - checksum(out)) >>> 0, headOffset + 8);
  return out;
}
