import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { addDays, dDay, expenditureReportDue, seoulDay } from '../../src/lib/compliance-rules';
import { formatDate } from '../../src/lib/format';
import { dialog, screenshot, signIn } from './helpers';

// 지출보고서 장부 as a partner uses it: from /compliance to the log with the year's report due date; the demo entries
// with their flags (a briefing 8 days ago is over the food limit); enter a briefing over the limit with a receipt and see
// it saved and flagged (in the dialog and on its row), download the year's report and read it with exceljs, delete it
// (allowed on the day it was recorded); correct an older entry (it stays, marked 정정됨). A plain member is refused.
// Screenshots at 1280 and 360 px in both modes (axe clean, nothing wider than the screen).
//
// demo_partner's data is only read here (the audit pack test reads it too); entries are written as demo_org.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
/** The report's columns, in order (sheet 지출보고서). */
const REPORT_HEADER = [
  '연번',
  '지출일자',
  '구분',
  '요양기관명',
  '제공받은 자',
  '인원(명)',
  '제품명',
  '금액(원)',
  '1인당 금액(원)',
  '1인 판촉물·기념품(원)',
  '증례 수',
  '한도 확인',
  '비고',
];

const entries = (page: Page) => page.getByRole('table', { name: '지출 기록' });
/** The entry (a <tbody>) whose row header is the institution, on a day when given. */
const entryRow = (page: Page, institution: string, day?: string) => {
  const rows = entries(page)
    .locator('tbody')
    .filter({ has: page.getByRole('rowheader', { name: institution, exact: true }) });
  // A cell's name starts with its column name on a phone (the card's label): match the end.
  return day ? rows.filter({ has: page.getByRole('cell', { name: new RegExp(`${formatDate(day)}$`) }) }) : rows;
};

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The log of `year` (the page opens on this year). */
async function openYear(page: Page, year: number) {
  await page.goto(`/compliance/expenditures?year=${year}`);
  await expect(page.getByRole('combobox', { name: '연도' })).toHaveValue(String(year));
}

const today = seoulDay();
const year = Number(today.slice(0, 4));
/** The demo briefing over the food limit (280,000원 for two) and the demo survey, relative to the server's first day. */
const overFoodDay = addDays(today, -8);
const surveyDay = addDays(today, -75);

test('from the compliance center: the report’s due date and the demo entries with their flags', async ({ page }) => {
  // Two page loads, a year's list and a whole-page axe run on a shared server: room beyond the default 30 s.
  test.setTimeout(60_000);
  await signIn(page, 'demo_partner');
  await page.goto('/compliance');
  await page.getByRole('link', { name: '지출보고서 장부' }).click();
  await expect(page).toHaveURL('/compliance/expenditures');
  await expect(page.getByRole('heading', { level: 1, name: '지출보고서 장부' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '컴플라이언스' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const due = expenditureReportDue(year);
  const report = page.getByRole('region', { name: `${year}년 지출보고서` });
  await expect(report).toContainText(`제출 기한 ${formatDate(due)} · ${dDay(due, today)}`);
  await expect(report).toContainText('회계연도 종료 후 3개월 이내 작성');
  await expect(report.getByRole('link', { name: `${year}년 지출보고서 엑셀 내려받기` })).toHaveAttribute(
    'href',
    `/v1/expenditures/report.xlsx?year=${year}`,
  );
  // Today's entry may still be deleted; an older one only corrected.
  await expect(entryRow(page, '한빛약국', today).getByRole('button', { name: /지출 기록 삭제$/ })).toBeVisible();

  if (Number(overFoodDay.slice(0, 4)) !== year) await page.getByRole('combobox', { name: '연도' }).selectOption(overFoodDay.slice(0, 4));
  const over = entryRow(page, '서울바른내과의원', overFoodDay);
  await expect(over).toContainText('김내과, 최원장 (2명)');
  await expect(over).toContainText('280,000원');
  await expect(over.getByText('1인 1일 식음료 한도 초과')).toBeVisible();
  await expect(over).toContainText('1인 식음료가 하루 140,000원으로 한도(100,000원)를 넘습니다.');
  await expect(over.getByRole('link', { name: /증빙 영수증-.*\.pdf$/ })).toHaveCount(2);
  await expect(over.getByRole('button', { name: `${formatDate(overFoodDay)} 서울바른내과의원 지출 기록 정정 입력` })).toBeVisible();
  await expect(over.getByRole('button', { name: /삭제$/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /년 요약$/ })).toContainText(/한도 경고[1-9]/);
  await axeClean(page);
});

test('a briefing over the limit with a receipt: saved and flagged, in the year’s .xlsx, deleted the same day', async ({ page }) => {
  // An upload, a report and three loads of the year on a shared server: room beyond the default 30 s.
  test.setTimeout(60_000);
  // A name of its own, so that runs and the demo data never meet in the limit checks.
  const institution = `E2E 한도내과의원 ${Date.now().toString(36)}`;
  await signIn(page, 'demo_org');
  await openYear(page, year);

  await test.step('the form warns before saving; the saved entry is flagged in the dialog', async () => {
    await page.getByRole('button', { name: '지출 기록 추가' }).click();
    const form = page.getByRole('dialog', { name: '지출 기록 추가' });
    await expect(form.getByRole('textbox', { name: /지출일/ })).toHaveValue(today);
    await expect(form.getByRole('combobox', { name: /유형/ })).toHaveValue('BRIEFING_SINGLE');
    await expect(form.getByText(/제품설명회 식음료: 1인 1일 100,000원 이하/)).toBeVisible();
    await form.getByRole('textbox', { name: /요양기관/ }).fill(institution);
    await form.getByRole('textbox', { name: /받은 사람/ }).fill('김이투, 박이투');
    await form.getByRole('textbox', { name: /금액 \(원\)/ }).fill('300000');
    await form.getByRole('textbox', { name: /제품/ }).fill('노바스크정 5mg');
    await expect(form.getByText('300,000원 · 1인당 150,000원')).toBeVisible();
    await expect(form.getByRole('status')).toContainText('이대로 저장하면 한도 초과로 표시됩니다.');
    await form
      .getByLabel(/^영수증·증빙/)
      .and(page.locator('input[type=file]'))
      .setInputFiles({ name: 'e2e-영수증.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(form.getByRole('list', { name: '선택한 영수증·증빙' })).toContainText('e2e-영수증.pdf');
    await form.getByRole('button', { name: '저장', exact: true }).click();
    const saved = page.getByRole('dialog', { name: '한도를 넘은 지출 기록' });
    await expect(saved.getByRole('alert')).toContainText('지출 기록을 저장했습니다.');
    await expect(saved.getByRole('list', { name: '넘은 한도' })).toContainText('1인 1일 식음료 한도 초과');
    await expect(saved).toContainText('1인 식음료가 하루 150,000원으로 한도(100,000원)를 넘습니다.');
    await axeClean(page);
    await saved.getByRole('button', { name: '확인' }).click();
    await expect(saved).toHaveCount(0);
  });

  await test.step('the list shows the entry with its warning and its receipt', async () => {
    const row = entryRow(page, institution);
    await expect(row).toContainText('김이투, 박이투 (2명)');
    await expect(row).toContainText('300,000원');
    await expect(row.getByText('1인 1일 식음료 한도 초과')).toBeVisible();
    await expect(row).toContainText('1인 식음료가 하루 150,000원으로 한도(100,000원)를 넘습니다.');
    await expect(row.getByRole('link', { name: /e2e-영수증\.pdf/ })).toBeVisible();
  });

  await test.step('the year’s .xlsx: sheet 지출보고서 in the report’s columns, with the entry and its warning', async () => {
    const link = page.getByRole('link', { name: `${year}년 지출보고서 엑셀 내려받기` });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`지출보고서_${year}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    expect(book.worksheets.map((s) => s.name)).toEqual(['지출보고서', '요약']);
    const sheet = book.getWorksheet('지출보고서')!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)));
    expect(values(1)).toEqual(REPORT_HEADER);
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => values(i + 2));
    // Oldest first, numbered; every entry of the year and nothing of another.
    expect(rows.map((r) => r[0])).toEqual(rows.map((_, i) => String(i + 1)));
    expect(rows.every((r) => r[1]!.startsWith(`${year}-`))).toBe(true);
    expect(rows.map((r) => r[1])).toEqual(rows.map((r) => r[1]).sort());
    const cellOf = (row: string[], name: string) => row[REPORT_HEADER.indexOf(name)];
    const mine = rows.find((r) => cellOf(r, '요양기관명') === institution);
    expect(mine, `a row of ${institution}`).toBeTruthy();
    expect(cellOf(mine!, '지출일자')).toBe(today);
    expect(cellOf(mine!, '구분')).toBe('제품설명회(단일 요양기관)');
    expect(cellOf(mine!, '제공받은 자')).toBe('김이투, 박이투');
    expect(cellOf(mine!, '인원(명)')).toBe('2');
    expect(cellOf(mine!, '제품명')).toBe('노바스크정 5mg');
    expect(cellOf(mine!, '금액(원)')).toBe('300000');
    expect(cellOf(mine!, '1인당 금액(원)')).toBe('150000');
    expect(cellOf(mine!, '한도 확인')).toContain('1인 식음료가 하루 150,000원으로 한도(100,000원)를 넘습니다.');
    const sample = rows.find((r) => cellOf(r, '요양기관명') === '한빛약국' && cellOf(r, '지출일자') === today);
    expect(sample && cellOf(sample, '한도 확인')).toBe('이상 없음');
    if (overFoodDay.startsWith(`${year}-`)) {
      const over = rows.find((r) => cellOf(r, '요양기관명') === '서울바른내과의원' && cellOf(r, '지출일자') === overFoodDay);
      expect(over && cellOf(over, '한도 확인')).toContain('1인 식음료가 하루 140,000원으로 한도(100,000원)를 넘습니다.');
    }
    const summary = book.getWorksheet('요약')!;
    const line = (label: string) => summary.getColumn(1).values.indexOf(label);
    expect(summary.getRow(line('제출 기한')).getCell(2).value).toBe(expenditureReportDue(year));
    expect(summary.getRow(line('회계연도')).getCell(2).value).toBe(`${year}-01-01 ~ ${year}-12-31`);
  });

  await test.step('deleted on the day it was recorded, after a question', async () => {
    await page.getByRole('button', { name: `${formatDate(today)} ${institution} 지출 기록 삭제` }).click();
    const ask = dialog(page);
    await expect(ask).toContainText('지출 기록을 삭제하시겠습니까?');
    await ask.getByRole('button', { name: '확인' }).click();
    await expect(page.getByText(`${formatDate(today)} ${institution} 지출 기록을 삭제했습니다.`)).toBeVisible();
    await expect(entryRow(page, institution)).toHaveCount(0);
  });
});

test('an older entry is corrected by a new one: the original stays, marked 정정됨', async ({ page }) => {
  await signIn(page, 'demo_org');
  await openYear(page, Number(surveyDay.slice(0, 4)));
  const rows = entryRow(page, '서울정형외과의원', surveyDay);
  const name = `${formatDate(surveyDay)} 서울정형외과의원`;
  await rows.getByRole('button', { name: `${name} 지출 기록 정정 입력` }).click();
  const form = page.getByRole('dialog', { name: '지출 기록 정정' });
  await expect(form).toContainText(`정정 대상: ${name} · 시판 후 조사 · 150,000원`);
  await expect(form.getByRole('combobox', { name: /유형/ })).toHaveValue('SURVEY');
  await expect(form.getByRole('textbox', { name: /증례 수/ })).toHaveValue('3');
  await form.getByRole('textbox', { name: /증례 수/ }).fill('4');
  await form.getByRole('textbox', { name: /금액 \(원\)/ }).fill('200000');
  await expect(form.getByText('200,000원 · 증례당 50,000원')).toBeVisible();
  await expect(form.getByRole('status')).toHaveCount(0);
  await form.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('정정한 지출 기록을 저장했습니다.')).toBeVisible();

  const corrected = rows.filter({ hasText: '정정됨' });
  await expect(corrected).toContainText(`${name} 기록으로 정정했습니다. 합계와 한도 계산에서 빠집니다.`);
  await expect(corrected.getByRole('button')).toHaveCount(0);
  const correction = rows.filter({ hasText: '기록을 정정한 기록입니다.' });
  await expect(correction).toContainText('200,000원');
  // The correction was recorded today: it may still be deleted, and the original then counts again.
  await correction.getByRole('button', { name: `${name} 지출 기록 삭제` }).click();
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(page.getByText(`${name} 지출 기록을 삭제했습니다.`)).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('button', { name: `${name} 지출 기록 정정 입력` })).toBeVisible();
});

test('a plain member is refused the expenditure log', async ({ page }) => {
  await signIn(page, 'demo_member');
  const res = await page.goto('/compliance/expenditures');
  expect(res?.status()).toBe(403);
  await expect(dialog(page)).toContainText('CSO 회원만 접근할 수 있는 페이지입니다.');
  await expect(page.getByRole('heading', { name: '지출 기록' })).toHaveCount(0);
});

test.describe('screenshots', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const [width, label] of [
      [1280, 'desktop'],
      [360, 'mobile'],
    ] as const) {
      test(`${mode} ${label}`, async ({ page }) => {
        // Two whole-page axe runs (the list, then the dialog) and two screenshots of a long page.
        test.setTimeout(60_000);
        await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
        await page.emulateMedia({ colorScheme: mode });
        await signIn(page, 'demo_partner');
        await page.goto('/compliance/expenditures');
        await expect(entryRow(page, '한빛약국', today)).toBeVisible();
        await screenshot(page, `expenditures-${mode}-${label}`);
        // Nothing wider than the screen (named in the message when something is).
        const wide = await page.evaluate((w) => {
          const out = [...document.querySelectorAll('main *')].filter((el) => el.getBoundingClientRect().right > w + 1);
          return out
            .slice(0, 10)
            .map((el) => `${el.tagName}: ${el.textContent?.slice(0, 30)} (${Math.round(el.getBoundingClientRect().right)})`);
        }, width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), wide.join('\n')).toBeLessThanOrEqual(width);
        await axeClean(page);
        await page.getByRole('button', { name: '지출 기록 추가' }).click();
        const form = page.getByRole('dialog', { name: '지출 기록 추가' });
        await form.getByRole('button', { name: '저장', exact: true }).click();
        await expect(form.getByText('요양기관명을(를) 입력해 주세요.')).toBeVisible();
        await axeClean(page);
        await page.screenshot({ path: `test-results/screenshots/expenditures-${mode}-${label}-dialog.png` });
      });
    }
  }
});
