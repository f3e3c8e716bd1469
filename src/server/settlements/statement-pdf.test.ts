import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { Settlement } from '../../api/types';
import { totalsOf } from './added-fees';
import { renderStatement } from './statement-pdf';

// The 정산서 read back as a reader would (PDF.js): many rows go on as many pages as they need, the table's header on
// each, a drug company's 추가수수료 as a line of its own, one 합계 row at the end with the month's figures (the rows'
// sums and the 추가수수료, supply and tax split from that total); a long name is cut to its cell, never over the next.

const row = (i: number): Settlement => ({
  id: i,
  dealerId: i,
  dealerName: `딜러${i}`,
  drugCompanyId: 1,
  drugCompanyName: i === 0 ? '아주 긴 이름의 한국유나이티드제약 주식회사 본사 영업부' : '한빛제약',
  companyName: '김민준',
  settlementMonth: '2025-06-01',
  prescriptionAmount: 212_507,
  feeAmount: 75_818,
  extraFeeAmount: 2_351,
  feeTotal: 78_169,
  supplyAmount: 71_062,
  taxAmount: 7_107,
  totalAmount: 78_169,
  status: null,
});

async function pages(pdf: Uint8Array): Promise<string[][]> {
  const task = getDocument({ data: pdf.slice(), verbosity: 0 });
  const doc = await task.promise;
  const out: string[][] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    out.push(content.items.map((item) => ('str' in item ? item.str.trim() : '')).filter(Boolean));
  }
  await task.destroy();
  return out;
}

describe('renderStatement', () => {
  it('pages a long month with the header on every page and one 합계 of the rows', async () => {
    const rows = Array.from({ length: 45 }, (_, i) => row(i));
    const added = [{ drugCompanyName: '한빛제약', addedFeeAmount: 123_457 }];
    const pdf = await renderStatement({
      memberName: '김민준',
      settlementMonth: '2025-06-01',
      confirmedAt: new Date(),
      issuedAt: new Date(),
      rows,
      added,
      totals: totalsOf(rows, added),
    });
    const text = await pages(pdf);
    expect(text.length).toBeGreaterThan(1);
    for (const page of text) expect(page).toContain('제약사명');
    const all = text.flat();
    expect(all.filter((c) => c === '합계')).toHaveLength(1);
    const at = all.indexOf('합계');
    // 3,517,605 of the rows + 123,457 추가수수료 = 3,641,062; supply ⌊3,641,062 × 10 ÷ 11⌋ = 3,310,056.
    expect(all.slice(at + 1, at + 7)).toEqual(['9,562,815', '3,411,810', '105,795', '3,641,062', '3,310,056', '331,006']);
    const line = all.indexOf('추가수수료');
    expect(all.slice(line - 1, line + 4)).toEqual(['한빛제약', '추가수수료', '123,457', '112,233', '11,224']);
    expect(all.filter((c) => /^딜러\d+$/.test(c))).toHaveLength(45);
    expect(all.some((c) => c.endsWith('…'))).toBe(true);
    expect(all).toContain(`1/${text.length}쪽`);
  });
});
