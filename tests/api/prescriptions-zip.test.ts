import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { PrescriptionZipUploadResult } from '../../src/api/types';
import { EDI_ZIP_MAX_BYTES, EDI_ZIP_MAX_ENTRIES, EDI_ZIP_MAX_UNPACKED_BYTES } from '../../src/api/uploads';
import { addMonths, seoulMonth } from '../../src/lib/months';
import { getStorage, type LocalFileStorage } from '../../src/server/files/storage';
import { PDF, PNG, send, type Who } from './content-helpers';
import './helpers';
import { refsOf } from './prescriptions-helpers';
import { zipOf, type ZipEntryInput } from './zip-writer';

// POST /v1/prescriptions/zip: entries named 딜러명_거래처명_yyyyMM[_anything].ext become records; hostile entries are
// skipped with their FileValidationError code; hostile archives are refused whole and nothing is written.

const settlement = seoulMonth();
const compact = (month: string) => month.replace('-', '');
let back = 30; // beyond the seeded months and those of the other test files
const freshMonth = () => compact(addMonths(settlement, -back++));

function upload(who: Who | null, zip: Uint8Array, parts: Record<string, string> = {}, name = 'edi.zip') {
  const form = new FormData();
  for (const [k, v] of Object.entries(parts)) form.append(k, v);
  form.append('file', new File([zip as BlobPart], name, { type: 'application/zip' }));
  return send(who, 'POST', '/v1/prescriptions/zip', form);
}
const result = (res: { json: unknown }) => res.json as PrescriptionZipUploadResult;

async function names() {
  const { dealer, partner, other } = await refsOf('demo_partner');
  return {
    dealer: dealer.dealerName,
    partner: partner.institutionName,
    other: other.institutionName,
    dealerId: dealer.id,
    partnerId: partner.id,
  };
}

async function storedCount(): Promise<number> {
  const walk = async (dir: string): Promise<number> => {
    let n = 0;
    for (const e of await readdir(dir, { withFileTypes: true })) n += e.isDirectory() ? await walk(`${dir}/${e.name}`) : 1;
    return n;
  };
  return walk((getStorage() as LocalFileStorage).root);
}

describe('POST /v1/prescriptions/zip', () => {
  it('creates one record per dealer × client × month, folders allowed, and reports each skipped entry', async () => {
    const { dealer, partner, other } = await names();
    const m1 = freshMonth();
    const m2 = freshMonth();
    const res = await upload(
      'demo_partner',
      zipOf([
        { name: `${dealer}_${partner}_${m1}_1.png`, data: PNG },
        { name: `폴더/${dealer}_${partner}_${m1}_2.pdf`.normalize('NFD'), data: PDF },
        { name: `${dealer}_${partner}_${m2}.png`, data: PNG, store: true },
        { name: 'folder/', data: '' },
        { name: '../evil.png', data: PNG },
        { name: '/etc/passwd.png', data: PNG },
        { name: `link_${m1}.png`, data: '/etc/passwd', unixMode: 0o120777 },
        { name: 'inner.zip', data: zipOf([{ name: 'a.png', data: PNG }]) },
        { name: 'setup.exe', data: 'MZ' },
        { name: `${dealer}_${partner}_${m1}_virus.png`, data: 'MZ\u0090\u0000' },
        { name: '아무이름.png', data: PNG },
        { name: `${dealer}_${partner}_${compact(settlement)}.png`, data: PNG },
        { name: `${dealer}_${partner}_202613.png`, data: PNG },
        { name: `없는딜러_${partner}_${m1}.png`, data: PNG },
        { name: `${dealer}_없는거래처_${m1}.png`, data: PNG },
        { name: `${dealer}_${other}_${m1}.png`, data: PNG },
      ]),
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const body = result(res);
    expect(body.createdPrescriptionPartnerCount).toBe(2);
    expect(body.createdEdiFileCount).toBe(3);
    expect(body.success).toBe(false);
    expect(body.created?.map((r) => r.ediFiles.length).sort()).toEqual([1, 2]);
    expect(body.created?.flatMap((r) => r.ediFiles.map((f) => f.originalFileName))).toContain(`${dealer}_${partner}_${m1}_2.pdf`);
    const codeOf = (fileName: string) => body.errors.find((e) => e.fileName === fileName)?.error;
    expect(codeOf('../evil.png')).toBe('INVALID_FILENAME_FORMAT');
    expect(codeOf('/etc/passwd.png')).toBe('INVALID_FILENAME_FORMAT');
    expect(codeOf(`link_${m1}.png`)).toBe('INVALID_FILENAME_FORMAT');
    expect(codeOf('inner.zip')).toBe('INVALID_EXTENSION');
    expect(codeOf('setup.exe')).toBe('INVALID_EXTENSION');
    expect(codeOf(`${dealer}_${partner}_${m1}_virus.png`)).toBe('INVALID_EXTENSION');
    expect(codeOf('아무이름.png')).toBe('INVALID_FILENAME_FORMAT');
    expect(codeOf(`${dealer}_${partner}_${compact(settlement)}.png`)).toBe('INVALID_MONTH_FORMAT');
    expect(codeOf(`${dealer}_${partner}_202613.png`)).toBe('INVALID_MONTH_FORMAT');
    expect(codeOf(`없는딜러_${partner}_${m1}.png`)).toBe('DEALER_NOT_FOUND');
    expect(codeOf(`${dealer}_없는거래처_${m1}.png`)).toBe('PARTNER_NOT_FOUND');
    expect(codeOf(`${dealer}_${other}_${m1}.png`)).toBe('DRUG_COMPANY_MISMATCH');
    expect(body.errors).toHaveLength(12);
    for (const e of body.errors) expect(e.message).toMatch(/[가-힣]/);

    // The same dealer × client × month again: skipped as a duplicate.
    const again = await upload('demo_partner', zipOf([{ name: `${dealer}_${partner}_${m1}.png`, data: PNG }]));
    expect(result(again).createdPrescriptionPartnerCount).toBe(0);
    expect(result(again).errors[0]?.error).toBe('DUPLICATE_DEALER_PARTNER_DRUG_COMPANY');
  });

  it('fills in what a name leaves out from the plain parts', async () => {
    const { partner, dealerId, partnerId } = await names();
    const month = addMonths(settlement, -back++);
    const res = await upload('demo_partner', zipOf([{ name: `${partner}.png`, data: PNG }]), {
      dealerId: String(dealerId),
      prescriptionMonth: month,
    });
    expect(result(res).createdPrescriptionPartnerCount, JSON.stringify(res.json)).toBe(1);
    const both = await upload('demo_partner', zipOf([{ name: `${freshMonth()}.png`, data: PNG }]), {
      dealerId: String(dealerId),
      partnerId: String(partnerId),
    });
    expect(result(both).createdPrescriptionPartnerCount, JSON.stringify(both.json)).toBe(1);
  });

  it('refuses hostile archives whole, writing nothing', async () => {
    const { dealer, partner } = await names();
    const before = await storedCount();
    const good: ZipEntryInput = { name: `${dealer}_${partner}_${freshMonth()}.png`, data: PNG };
    // A bomb by declared size.
    const declared = await upload(
      'demo_partner',
      zipOf([good, { name: 'big.png', data: PNG, declaredSize: EDI_ZIP_MAX_UNPACKED_BYTES + 1 }]),
    );
    expect(declared.status).toBe(413);
    expect(declared.json?.message).toMatch(/MB/);
    // A bomb by actual inflation: 30 MB of zeros that declare 1 KB.
    const lying = await upload(
      'demo_partner',
      zipOf([good, { name: `${dealer}_${partner}_${freshMonth()}.png`, data: new Uint8Array(30 * 1024 * 1024), declaredSize: 1024 }]),
    );
    expect([400, 413]).toContain(lying.status);
    expect(lying.json?.message).toMatch(/[가-힣]/);
    // Too many entries.
    const many = await upload(
      'demo_partner',
      zipOf(Array.from({ length: EDI_ZIP_MAX_ENTRIES + 1 }, (_, i) => ({ name: `x${i}.txt`, data: 'x', store: true }))),
    );
    expect(many.status).toBe(413);
    // Not a zip, no file, and a settlement month that is not this month.
    expect((await upload('demo_partner', new TextEncoder().encode('not a zip at all'))).status).toBe(400);
    expect((await upload('demo_partner', zipOf([good]).slice(0, 40))).status).toBe(400);
    expect((await send('demo_partner', 'POST', '/v1/prescriptions/zip', new FormData())).status).toBe(400);
    expect((await upload('demo_partner', zipOf([good]), { settlementMonth: addMonths(settlement, -1) })).status).toBe(400);
    expect((await upload('demo_partner', zipOf([]))).status).toBe(400);
    // An archive over EDI_ZIP_MAX_BYTES, by its declared length.
    const form = new FormData();
    form.append('file', new File([zipOf([good]) as BlobPart], 'big.zip'));
    const big = await send('demo_partner', 'POST', '/v1/prescriptions/zip', form, {
      'content-length': String(EDI_ZIP_MAX_BYTES + 2 * 1024 * 1024),
    });
    expect(big.status).toBe(413);
    expect(await storedCount()).toBe(before);
  });

  it('never answers 5xx to a broken archive: every cut of a real one, bytes flipped, odd headers', async () => {
    const { dealer, partner } = await names();
    const zip = zipOf([
      { name: `${dealer}_${partner}_${freshMonth()}.png`, data: PNG },
      { name: `폴더/${dealer}_${partner}_${freshMonth()}.pdf`, data: PDF, store: true },
    ]);
    const variants: Uint8Array[] = [];
    for (let cut = 0; cut < zip.length; cut += 7) variants.push(zip.slice(0, cut));
    for (let at = 0; at < zip.length; at += 11) {
      const flipped = zip.slice();
      flipped[at] = (flipped[at] as number) ^ 0xff;
      variants.push(flipped);
    }
    variants.push(
      zipOf([{ name: '\u0000.png', data: PNG }]),
      zipOf([{ name: 'a'.repeat(2000), data: '' }]),
      new Uint8Array([0x50, 0x4b, 5, 6]),
    );
    const statuses = new Set<number>();
    for (const bytes of variants) {
      const res = await upload('demo_partner', bytes);
      statuses.add(res.status);
      expect(res.status, `${bytes.length} bytes: ${res.text.slice(0, 200)}`).toBeLessThan(500);
      if (res.status >= 400) expect(res.json?.message).toMatch(/[가-힣]/);
    }
    expect(statuses.has(400)).toBe(true);
  });

  it('refuses CSO and plain members (403) and the signed out (401)', async () => {
    const zip = zipOf([{ name: 'a.png', data: PNG }]);
    expect((await upload('demo_cso', zip)).status).toBe(403);
    expect((await upload('demo_member', zip)).status).toBe(403);
    expect((await upload(null, zip)).status).toBe(401);
  });
});
