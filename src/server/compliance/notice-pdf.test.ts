import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { NOTICE_STATEMENT, NOTICE_TITLE, renderRedelegationNotice, type NoticeDocumentInput } from './notice-pdf';

// The notice PDF read back as a reader would: its text through PDF.js (which decodes the embedded fonts' ToUnicode
// maps, so a value is found only if its glyphs really map back to its characters), its structure and its embedded
// fonts through pdf-lib and fontkit (every drawn character must have an outline, which a broken subset loses).

const full: NoticeDocumentInput = {
  notifier: {
    name: '주식회사 한결파트너스',
    representative: '김민준',
    businessNumber: '214-86-12345',
    phone: '02-555-0134',
    address: '서울특별시 강남구 테헤란로 152, 12층',
    certificateNumber: '서울강남-2024-0153',
    certificateAuthority: '서울특별시 강남구보건소',
  },
  subcontractor: {
    name: '이서연',
    certificateNumber: '경기성남-2025-0042',
    certificateAuthority: '성남시 분당구보건소',
    certificateIssuedAt: '2025-03-14',
  },
  drugCompanyName: '한빛제약 주식회사',
  contractDate: '2026-11-20',
  noticeDate: '2026-12-03',
};

const sparse: NoticeDocumentInput = {
  notifier: { name: '박지훈', address: null },
  subcontractor: { name: '최유나', certificateNumber: null, certificateAuthority: null, certificateIssuedAt: null },
  drugCompanyName: '대한약품',
  contractDate: '2026-11-02',
  noticeDate: null,
};

const A4 = { width: 595.28, height: 841.89 };
const BYTE_BUDGET = 100_000;

/** The page's text with every space removed: line breaks and text runs fall where the layout puts them. */
async function pageText(pdf: Uint8Array): Promise<string> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const content = await (await (await task.promise).getPage(1)).getTextContent();
  await task.destroy();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('');
}
const compact = (s: string) => s.replace(/\s+/g, '');

/** The embedded font files (FontFile2) with their font descriptors' names. */
async function embeddedFonts(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf);
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((o): o is PDFDict => o instanceof PDFDict && o.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'))
    .map((descriptor) => {
      const file = descriptor.lookup(PDFName.of('FontFile2'));
      if (!(file instanceof PDFRawStream)) throw new Error('A font descriptor without an embedded TrueType file');
      const bytes = decodePDFRawStream(file).decode();
      return { name: descriptor.get(PDFName.of('FontName'))?.toString() ?? '', bytes, font: fontkit.create(Buffer.from(bytes)) };
    });
}

describe('renderRedelegationNotice', () => {
  it('makes a one-page A4 PDF within its byte budget', async () => {
    const pdf = await renderRedelegationNotice(full);
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    expect(pdf.byteLength).toBeLessThan(BYTE_BUDGET);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect(width).toBeCloseTo(A4.width, 1);
    expect(height).toBeCloseTo(A4.height, 1);
    expect(doc.getTitle()).toBe(NOTICE_TITLE);
  });

  it('shows the values the partner entered, in Korean, with dates in Korean order', async () => {
    const text = compact(await pageText(await renderRedelegationNotice(full)));
    for (const value of [
      NOTICE_TITLE,
      '주식회사 한결파트너스',
      '김민준',
      '214-86-12345',
      '서울강남-2024-0153',
      '이서연',
      '경기성남-2025-0042',
      '성남시 분당구보건소',
      '2025년 3월 14일',
      '2026년 11월 20일',
      '2026년 12월 3일',
      '한빛제약 주식회사 귀하',
      '(서명 또는 인)',
      '재수탁자의 신고증 사본',
      '재위탁 계약서 사본',
      NOTICE_STATEMENT,
    ]) {
      expect(text, value).toContain(compact(value));
    }
  });

  it('leaves unknown fields blank, never "null" or "undefined"', async () => {
    const text = await pageText(await renderRedelegationNotice(sparse));
    expect(compact(text)).toContain(compact('박지훈'));
    expect(compact(text)).toContain(compact('대한약품 귀하'));
    // The contract date is the only date filled in: the notice's is left as 년 월 일, to be written by hand.
    expect(text.match(/\d{4}년\s*\d{1,2}월\s*\d{1,2}일/g)).toEqual(['2026년 11월 2일']);
    expect(compact(text)).toContain('통보합니다.년월일');
    expect(text).not.toMatch(/null|undefined|NaN|Invalid/i);
  });

  it('embeds subsets of Pretendard in which every drawn character has an outline', async () => {
    const pdf = await renderRedelegationNotice(full);
    const fonts = await embeddedFonts(pdf);
    expect(fonts.map((f) => f.name.replace(/^\/[A-Z]{6}\+/, '')).sort()).toEqual(['Pretendard-Bold', 'Pretendard-Regular']);
    for (const { name, bytes, font } of fonts) {
      expect(name).toMatch(/^\/[A-Z]{6}\+Pretendard-/);
      // The full files hold 14,716 glyphs in 2.7 MB; a subset holds the page's characters only.
      expect(font.numGlyphs).toBeLessThan(400);
      expect(bytes.byteLength).toBeLessThan(120_000);
    }
    const regular = fonts.find((f) => f.name.endsWith('Pretendard-Regular'))!.font;
    for (const ch of compact('주식회사 한결파트너스 이서연 한빛제약 경기성남-2025-0042 2026년 11월 20일')) {
      const glyph = regular.glyphForCodePoint(ch.codePointAt(0)!);
      expect(glyph.id, ch).toBeGreaterThan(0);
      // A blank outline has an empty box: a broken subset's glyphs come out that way (or as .notdef).
      expect(glyph.path.bbox.width * glyph.path.bbox.height, ch).toBeGreaterThan(0);
    }
  });

  it('keeps a long address and names on the one page', async () => {
    const long: NoticeDocumentInput = {
      ...full,
      notifier: { ...full.notifier, address: '경기도 성남시 분당구 판교역로 235 '.repeat(25) },
      subcontractor: { ...full.subcontractor, name: '의료영업컨설팅그룹메디칼파트너스유한책임회사'.repeat(3) },
    };
    const pdf = await renderRedelegationNotice(long);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize().height).toBeCloseTo(A4.height, 1);
    const text = compact(await pageText(pdf));
    expect(text).toContain(compact('재위탁 계약서 사본'));
    expect(text).toContain(compact(NOTICE_STATEMENT));
  });

  it('renders in time once the font files are in memory', async () => {
    await renderRedelegationNotice(full);
    const started = performance.now();
    const cpu = process.cpuUsage();
    await renderRedelegationNotice({ ...full, subcontractor: { ...full.subcontractor, name: '정하늘' } });
    const { user, system } = process.cpuUsage(cpu);
    // CPU time is what one render costs the server; wall time also waits for whatever else the machine runs.
    expect((user + system) / 1000).toBeLessThan(400);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
