import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays, seoulDay } from '../../src/lib/compliance-rules';
import { storeFiles } from '../../src/server/files/staged';
import { expenditureFiles, expenditures } from '../../src/server/db/schema';
import { getDb } from '../../src/server/runtime/database';
import { call } from './helpers';
import { cookieOf } from './content-helpers';
import { measured } from './memory-probe';
import { memberId } from './prescriptions-helpers';

// A pack of hundreds of MB is streamed: stored files are read one at a time straight into the zip and the zip goes
// straight to the client, so the server grows by a few chunks, not by the pack. Every entry's name is UTF-8 with the
// zip's UTF-8 flag (general purpose bit 11), which is how Windows' and macOS' own unzip read Korean names.

const MiB = 1024 * 1024;
const RECEIPTS = 26;
const RECEIPT_BYTES = 8 * MiB;

/** The central directory's entries of a zip from its last bytes (the directory of a small number of entries fits). */
function centralDirectory(tail: Buffer, total: number) {
  const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(eocd).toBeGreaterThan(-1);
  const count = tail.readUInt16LE(eocd + 10);
  const size = tail.readUInt32LE(eocd + 12);
  const offset = tail.readUInt32LE(eocd + 16);
  // A pack past 4 GiB would use zip64; this one does not.
  expect(offset + size).toBeLessThanOrEqual(total);
  let at = tail.length - (total - offset);
  const entries: { name: string; utf8: boolean; size: number }[] = [];
  for (let i = 0; i < count; i++) {
    expect(tail.readUInt32LE(at)).toBe(0x02014b50);
    const flags = tail.readUInt16LE(at + 8);
    const nameLength = tail.readUInt16LE(at + 28);
    const extraLength = tail.readUInt16LE(at + 30);
    const commentLength = tail.readUInt16LE(at + 32);
    entries.push({
      name: tail.toString('utf8', at + 46, at + 46 + nameLength),
      utf8: (flags & 0x800) !== 0,
      size: tail.readUInt32LE(at + 24),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

describe('the audit pack', () => {
  it('streams a pack of more than 200 MB growing the server by far less, every name UTF-8 flagged', async () => {
    const db = await getDb();
    const owner = await memberId('demo_cso');
    const today = seoulDay();
    // Incompressible receipts (stored as they are), one reused chunk of bytes.
    const bytes = randomBytes(RECEIPT_BYTES);
    for (let i = 0; i < RECEIPTS; i++) {
      const [file] = await storeFiles(db, [{ name: `영수증 ${i + 1}.pdf`, extension: 'pdf', contentType: 'application/pdf', bytes }], {
        kind: 'COMPLIANCE',
        uploaderId: owner,
      });
      const [entry] = await db
        .insert(expenditures)
        .values({
          memberId: owner,
          date: today,
          kind: 'SAMPLE',
          institutionName: '대용량약국',
          recipients: [],
          recipientCount: 1,
          amount: 10_000,
        })
        .returning();
      await db.insert(expenditureFiles).values({ expenditureId: entry!.id, fileId: file!.id });
    }
    const cookie = await cookieOf('demo_cso');
    // A first pack of an empty period loads the code a pack runs (exceljs, yazl), which is no cost of the pack's size.
    const warm = await call(`/v1/compliance/audit-pack?from=${addDays(today, -1)}&to=${addDays(today, -1)}`, { cookie });
    expect(warm.status).toBe(200);
    await warm.arrayBuffer();

    const { result, rssMiB, arrayBuffersMiB, ms } = await measured(async () => {
      const res = await call(`/v1/compliance/audit-pack?from=${today}&to=${today}`, { cookie });
      let total = 0;
      // The last MiB or so of the pack, as a list of chunks (the test itself holds no more than that).
      const last: Uint8Array[] = [];
      let kept = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        total += chunk.length;
        last.push(chunk);
        kept += chunk.length;
        while (kept - last[0]!.length >= MiB) kept -= last.shift()!.length;
      }
      const tail = Buffer.concat(last);
      return { res, total, tail };
    });
    expect(result.res.status).toBe(200);
    expect(result.res.headers.get('content-type')).toBe('application/zip');
    expect(result.res.headers.get('content-disposition')).toContain(encodeURIComponent('감사자료'));
    expect(result.total).toBeGreaterThan(200 * MiB);
    // The pack is 208 MiB; the server holds a few chunks of it. The resident set grows by a fixed ≈ 64 MiB on
    // PostgreSQL (V8's young generation growing to its size under a high rate of short-lived chunks; the same for a
    // pack of 104 or 320 MiB), the live buffers by a few MiB.
    const measuredText = `${ms.toFixed(0)} ms, RSS +${rssMiB.toFixed(1)} MiB, buffers +${arrayBuffersMiB.toFixed(1)} MiB`;
    expect(rssMiB, measuredText).toBeLessThan(100);
    expect(arrayBuffersMiB, measuredText).toBeLessThan(16);

    const entries = centralDirectory(result.tail, result.total);
    expect(entries.every((e) => e.utf8)).toBe(true);
    const names = entries.map((e) => e.name);
    expect(names).toContain('index.xlsx');
    expect(names).toContain('변경기록.xlsx');
    const receipts = entries.filter((e) => e.name.startsWith('expenditures/') && e.name.includes('영수증'));
    expect(receipts).toHaveLength(RECEIPTS);
    expect(receipts.every((e) => e.size === RECEIPT_BYTES)).toBe(true);
  }, 120_000);
});
