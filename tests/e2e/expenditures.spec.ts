import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { dDay, expenditureReportDue, seoulDay } from '../../src/lib/compliance-rules';
import { formatDate } from '../../src/lib/format';
import { dialog, screenshot, signIn } from './helpers';

// 지출보고서 장부 as a CSO member uses it: from /compliance to the log, enter a briefing over the food limit and see it
// saved and flagged (in the dialog and on its row), download the year's report and read it with exceljs, then delete
// the entry (allowed on the day it was recorded). A plain member is refused. Screenshots at 1280 and 360 px in both
// modes (axe clean, nothing wider than the screen).

const entries = (page: Page) => page.getByRole('table', { name: '지출 기록' });
/** The entry (a <tbody>) whose row header is the institution. */
const entryRow = (page: Page, institution: string) =>
  entries(page)
    .locator('tbody')
    .filter({ has: page.getByRole('rowheader', { name: institution, exact: true }) });

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a CSO member enters a briefing over the limit, sees it flagged, reads it in the year’s .xlsx and deletes it', async ({ page }) => {
  // An upload, a report and three loads of the year on a shared server: room beyond the default 30 s.
  test.setTimeout(60_000);
  const today = seoulDay();
  const year = Number(today.slice(0, 4));
  // A name of its own, so that runs and the demo data never meet in the limit checks.
  const institution = `E2E 한도내과의원 ${Date.now().toString(36)}`;
  await signIn(page, 'demo_partner');

  await test.step('from the compliance center to the log of this year, with the report’s due date', async () => {
    await page.goto('/compliance');
    await page.getByRole('link', { name: '지출보고서 장부' }).click();
    await expect(page).toHaveURL('/compliance/expenditures');
    await expect(page.getByRole('heading', { level: 1, name: '지출보고서 장부' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '컴플라이언스' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const due = expenditureReportDue(year);
    await expect(page.getByRole('region', { name: `${year}년 지출보고서` })).toContainText(
      `제출 기한 ${formatDate(due)} · ${dDay(due, today)}`,
    );
  });

  await test.step('a briefing of 300,000원 for two: the form warns, the entry is saved and flagged', async () => {
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
      .setInputFiles({ name: 'e2e-영수증.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await form.getByRole('button', { name: '저장', exact: true }).click();
    const saved = page.getByRole('dialog', { name: '한도를 넘은 지출 기록' });
    await expect(saved.getByRole('alert')).toContainText('지출 기록을 저장했습니다.');
    await expect(saved).toContainText('1인 1일 식음료 한도 초과');
    await expect(saved).toContainText('150,000원');
    await saved.getByRole('button', { name: '확인' }).click();
    await expect(saved).toHaveCount(0);
  });

  await test.step('the list shows the entry with its warning, never silently', async () => {
    const row = entryRow(page, institution);
    await expect(row).toContainText('김이투, 박이투 (2명)');
    await expect(row).toContainText('300,000원');
    await expect(row.getByText('1인 1일 식음료 한도 초과')).toBeVisible();
    await expect(row).toContainText('1인 식음료가 하루 150,000원으로 한도(100,000원)를 넘습니다.');
    await expect(row.getByRole('link', { name: /e2e-영수증\.pdf/ })).toBeVisible();
    await axeClean(page);
  });

  await test.step('the year’s .xlsx has the report’s header row and the entry with its warning', async () => {
    const link = page.getByRole('link', { name: `${year}년 지출보고서 엑셀 내려받기` });
    await expect(link).toHaveAttribute('href', `/v1/expenditures/report.xlsx?year=${year}`);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)));
    expect(values(1)).toEqual(
      expect.arrayContaining(['지출일자', '구분', '요양기관명', '제공받은 자', '인원(명)', '제품명', '금액(원)', '한도 확인']),
    );
    const header = values(1);
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => values(i + 2));
    const mine = rows.find((r) => r[header.indexOf('요양기관명')] === institution);
    expect(mine, `a row of ${institution}`).toBeTruthy();
    const cell = (name: string) => mine![header.indexOf(name)];
    expect(cell('지출일자')).toBe(today);
    expect(cell('구분')).toBe('제품설명회(단일 요양기관)');
    expect(cell('제공받은 자')).toBe('김이투, 박이투');
    expect(cell('인원(명)')).toBe('2');
    expect(cell('금액(원)')).toBe('300000');
    expect(cell('한도 확인')).toContain('1인 식음료가 하루 150,000원으로 한도(100,000원)를 넘습니다.');
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
        await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
        await page.emulateMedia({ colorScheme: mode });
        await signIn(page, 'demo_partner');
        await page.goto('/compliance/expenditures');
        await expect(entries(page)).toBeVisible();
        await expect(entries(page).locator('tbody[data-warned]').first()).toBeVisible();
        await screenshot(page, `expenditures-${mode}-${label}`);
        // Nothing wider than the screen (named in the message when something is).
        const wide = await page.evaluate((w) => {
          const out = [...document.querySelectorAll('main *')].filter((el) => el.getBoundingClientRect().right > w + 1);
          return out
            .slice(0, 10)
            .map(
              (el) =>
                `${el.parentElement?.className} > ${el.tagName}: ${el.textContent?.slice(0, 30)} (${Math.round(el.getBoundingClientRect().right)})`,
            );
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
