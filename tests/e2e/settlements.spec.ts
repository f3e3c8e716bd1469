import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { Page as ApiPage, Settlement } from '../../src/api/types';
import { formatMoney } from '../../src/lib/format';
import { addMonths, monthLabel, seoulMonth } from '../../src/lib/months';
import { bothModes, dialog, signIn, type DemoUser } from './helpers';

// 정산 as a contract member uses it: months, search, the selected row and its detail, a client's products, 정산요청
// (once), 이의제기 (after a confirm), the spreadsheet, the view by drug company; a CSO member is refused. The seed is
// shared: only two tests change state, each on the open month (the last one, nothing answered yet) of its own account
// (demo_partner requests, demo_org objects); the others only read, each its own month.

test.describe.configure({ timeout: 60_000 });

const THIS_MONTH = seoulMonth();
const LATEST = addMonths(THIS_MONTH, -1);
const list = (page: Page) => page.locator('section[aria-labelledby=settlement-list-title]');
const panel = (page: Page) => page.locator('section[aria-labelledby=settlement-panel-title]');
const totalLine = (page: Page) => list(page).getByRole('status').filter({ hasText: '처방금액 합계' });
const bodyRows = (page: Page) => list(page).locator('tbody tr');

/** The member's settlements of a month, through the API (the page's cookie). */
async function settlementsOf(page: Page, month: string): Promise<Settlement[]> {
  const res = await page.request.get(`/v1/settlements?startMonth=${month}-01&endMonth=${month}-01&size=100`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as ApiPage<Settlement>).content;
}

/** Opens the list on a month searched by dealer, and selects the row of the settlement with the keyboard. */
async function openSettlement(page: Page, user: DemoUser, pick: (rows: Settlement[]) => Settlement | undefined, month = LATEST) {
  await signIn(page, user);
  const chosen = pick(await settlementsOf(page, month));
  expect(chosen, `a settlement of ${month} for ${user}`).toBeTruthy();
  const s = chosen!;
  await page.goto(`/settlement-list?settlementMonth=${month}&searchType=dealerName&keyword=${encodeURIComponent(s.dealerName)}`);
  const row = bodyRows(page).filter({ hasText: s.drugCompanyName });
  const name = row.getByRole('button', { name: s.dealerName });
  await expect(name).toBeEnabled();
  await name.focus();
  await page.keyboard.press('Enter');
  await expect(row).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page).getByRole('heading', { name: '정산내역 상세' })).toBeVisible();
  return { s, row };
}

test('the month switcher moves the URL and the figures; back restores the month', async ({ page }) => {
  await signIn(page, 'demo_partner');
  await page.goto('/settlement-list');
  await expect(page.getByRole('navigation', { name: '정산월' })).toContainText(monthLabel(THIS_MONTH));
  await page.goto(`/settlement-list?settlementMonth=${LATEST}`);
  const before = await totalLine(page).textContent();
  const firstRow = await bodyRows(page).first().textContent();
  await page.getByRole('link', { name: `이전 달, ${monthLabel(addMonths(LATEST, -1))}` }).click();
  await expect(page).toHaveURL(new RegExp(`settlementMonth=${addMonths(LATEST, -1)}`));
  await expect(page.getByRole('navigation', { name: '정산월' })).toContainText(monthLabel(addMonths(LATEST, -1)));
  await expect(totalLine(page)).not.toHaveText(before!);
  await expect(bodyRows(page).first()).not.toHaveText(firstRow!);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`settlementMonth=${LATEST}`));
  await expect(totalLine(page)).toHaveText(before!);
  // No month after this one is offered.
  await page.goto(`/settlement-list?settlementMonth=${THIS_MONTH}`);
  await expect(page.getByRole('link', { name: /다음 달/ })).toHaveCount(0);
  await expect(list(page).getByText(`${monthLabel(THIS_MONTH)} 정산내역이 없습니다.`)).toBeVisible();
});

test('search by dealer and by drug company filters the field it names', async ({ page }) => {
  const month = addMonths(LATEST, -2);
  await signIn(page, 'demo_partner');
  const rows = await settlementsOf(page, month);
  const dealer = rows[0]!.dealerName;
  const company = rows.find((r) => r.dealerName !== dealer)?.drugCompanyName ?? rows[0]!.drugCompanyName;
  await page.goto(`/settlement-list?settlementMonth=${month}`);
  const form = page.getByRole('search', { name: '정산내역 검색' });
  await expect(form.getByRole('searchbox')).toHaveAttribute('placeholder', '제약사명을 검색하세요.');
  await expect(bodyRows(page).first().getByRole('button')).toBeEnabled(); // the island has taken over
  await form.getByRole('combobox', { name: '검색 항목' }).selectOption('dealerName');
  await expect(form.getByRole('searchbox')).toHaveAttribute('placeholder', '딜러명을 검색하세요.');
  await form.getByRole('searchbox').fill(dealer);
  await form.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(/searchType=dealerName/);
  const expected = rows.filter((r) => r.dealerName.includes(dealer));
  await expect(bodyRows(page)).toHaveCount(expected.length);
  for (const text of await bodyRows(page).allTextContents()) expect(text).toContain(dealer);
  const sum = expected.reduce((a, r) => a + r.prescriptionAmount, 0);
  await expect(totalLine(page)).toContainText(formatMoney(sum));

  await form.getByRole('combobox', { name: '검색 항목' }).selectOption('drugCompanyName');
  await form.getByRole('searchbox').fill(company);
  await form.getByRole('button', { name: '검색' }).click();
  await expect(page).not.toHaveURL(/searchType/);
  await expect(bodyRows(page)).toHaveCount(rows.filter((r) => r.drugCompanyName.includes(company)).length);
  for (const text of await bodyRows(page).allTextContents()) expect(text).toContain(company);
});

test('what is typed in the search row before the island has taken over stays, caret and all, and is what 검색 searches', async ({
  page,
}) => {
  const month = addMonths(LATEST, -2);
  await signIn(page, 'demo_partner');
  const rows = await settlementsOf(page, month);
  const dealer = rows[0]!.dealerName;
  // A slow phone: the island's scripts arrive only once the partner has started typing in the server's row.
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(`/settlement-list?settlementMonth=${month}`, { waitUntil: 'commit' });
  const form = page.getByRole('search', { name: '정산내역 검색' });
  const keyword = form.getByRole('searchbox');
  const dealerButton = bodyRows(page).first().getByRole('button');
  await form.getByRole('combobox', { name: '검색 항목' }).selectOption('dealerName');
  // The name without its first letter, then back to the start of the box to put it in.
  await keyword.pressSequentially(dealer.slice(1));
  await keyword.press('Home');
  await expect(dealerButton).toBeDisabled(); // still the server's page
  release();
  await expect(dealerButton).toBeEnabled(); // the island has taken over
  await expect(form.getByRole('combobox', { name: '검색 항목' })).toHaveValue('dealerName');
  await expect(keyword).toHaveValue(dealer.slice(1));
  await expect(keyword).toBeFocused();
  await page.keyboard.type(dealer.slice(0, 1)); // where the caret was left
  await expect(keyword).toHaveValue(dealer);
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(dealer);
  expect(new URL(page.url()).searchParams.get('searchType')).toBe('dealerName');
  await expect(bodyRows(page)).toHaveCount(rows.filter((r) => r.dealerName.includes(dealer)).length);
  for (const text of await bodyRows(page).allTextContents()) expect(text).toContain(dealer);
});

test('a selected row is highlighted; its clients open their products, sorted as labelled', async ({ page }) => {
  const { s, row } = await openSettlement(page, 'demo_partner', (rows) => rows[0], addMonths(LATEST, -3));
  const other = bodyRows(page).filter({ hasNot: page.locator('[aria-selected=true]') });
  const bg = (l: typeof row) =>
    l
      .locator('td')
      .nth(2)
      .evaluate((td) => getComputedStyle(td).backgroundColor);
  await page.mouse.move(0, 0);
  if ((await bodyRows(page).count()) > 1) expect(await bg(row)).not.toBe(await bg(other.first()));
  const detail = panel(page);
  await expect(detail).toContainText(formatMoney(s.prescriptionAmount));
  await expect(detail).toContainText(formatMoney(s.feeTotal));
  await expect(detail.getByRole('combobox', { name: '정렬기준' })).toHaveValue('TOTAL_AMOUNT_DESC');
  const client = detail.locator('tbody').getByRole('button').first();
  const clientName = (await client.textContent())!;
  await client.click();
  const products = page.getByRole('dialog', { name: '정산승인내역 상세(거래처별 제품)' });
  await expect(products).toContainText(clientName);
  await expect(products.locator('tbody tr').first()).toContainText('%');
  const amounts = async () =>
    (await products.locator('tbody tr td:nth-child(4)').allTextContents()).map((t) => Number(t.replace(/[^\d]/g, '')));
  const desc = await amounts();
  expect(desc).toEqual([...desc].sort((a, b) => b - a));
  await products.getByRole('combobox', { name: '정렬기준' }).selectOption({ label: '처방금액 낮은순' });
  const asc = await amounts();
  expect(asc).toEqual([...desc].sort((a, b) => a - b));
  await page.keyboard.press('Escape');
  await expect(products).toHaveCount(0);
});

test('정산요청: the dialog shows the amounts, the row shows the status, a second request is refused', async ({ page }) => {
  const { s, row } = await openSettlement(page, 'demo_partner', (rows) => rows.find((r) => r.status === null));
  await expect(row).toContainText('-');
  await panel(page).getByRole('button', { name: '정산요청' }).click();
  const ask = page.getByRole('dialog', { name: '정산요청' });
  await expect(ask).toContainText('해당 승인금액으로 정산하시겠습니까?');
  for (const won of [s.prescriptionAmount, s.supplyAmount, s.taxAmount, s.totalAmount]) await expect(ask).toContainText(formatMoney(won));
  await expect(ask).toContainText("'정산요청' 미 선택 시 정산이 불가합니다.");
  await ask.getByRole('button', { name: '정산요청' }).click();
  await expect(page.getByText('정산요청이 접수되었습니다.')).toBeVisible();
  await expect(ask).toHaveCount(0);
  await expect(row.getByText('정산요청')).toBeVisible();
  await expect(panel(page).getByText('정산요청', { exact: true }).last()).toBeVisible();

  await panel(page).getByRole('button', { name: '정산요청' }).click();
  await ask.getByRole('button', { name: '정산요청' }).click();
  await expect(ask.getByRole('alert')).toContainText('이미 정산요청한 정산 건입니다.');
  await ask.getByRole('button', { name: '닫기' }).first().click();
  // The status survives a reload (it is the server's).
  await page.reload();
  await expect(bodyRows(page).filter({ hasText: s.drugCompanyName }).getByText('정산요청')).toBeVisible();
});

test('이의제기 asks first: cancel changes nothing, confirm sends it once', async ({ page }) => {
  await signIn(page, 'demo_org');
  await page.goto(`/settlement-list?settlementMonth=${LATEST}`);
  await expect(panel(page).getByText('내역을 확인하실 딜러를 선택해주세요.')).toBeVisible();
  await panel(page).getByRole('button', { name: '이의제기' }).click();
  await expect(dialog(page)).toContainText('이의제기할 딜러를 선택해주세요.');
  await dialog(page).getByRole('button', { name: '확인' }).click();

  const { row } = await openSettlement(page, 'demo_org', (rows) => rows.find((r) => r.status === null));
  await panel(page).getByRole('button', { name: '이의제기' }).click();
  await expect(dialog(page)).toContainText('이의제기하시겠습니까?');
  await dialog(page).getByRole('button', { name: '취소' }).click();
  await expect(row.getByText('이의신청')).toHaveCount(0);
  await panel(page).getByRole('button', { name: '이의제기' }).click();
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(page.getByText('이의제기가 접수되었습니다.')).toBeVisible();
  await expect(row.getByText('이의신청')).toBeVisible();
  await panel(page).getByRole('button', { name: '이의제기' }).click();
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(dialog(page)).toContainText('이미 이의신청한 정산 건입니다.');
});

test('파일다운로드 downloads exactly the rows on screen as a spreadsheet', async ({ page }) => {
  const month = addMonths(LATEST, -4);
  await signIn(page, 'demo_partner');
  const company = (await settlementsOf(page, month))[0]!.drugCompanyName;
  await page.goto(`/settlement-list?settlementMonth=${month}&keyword=${encodeURIComponent(company)}`);
  const shown = await bodyRows(page).count();
  const [download] = await Promise.all([page.waitForEvent('download'), list(page).getByRole('link', { name: '파일다운로드' }).click()]);
  expect(download.suggestedFilename()).toBe(`정산내역_${month}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.getWorksheet('딜러별 정산내역')!;
  const rows = sheet.getSheetValues().filter(Boolean).slice(1, -1) as unknown[][];
  expect(rows).toHaveLength(shown);
  for (const r of rows) expect(r).toContain(company);
});

test('제약사별 정산내역: the header link, the table, the drug-company search and no results', async ({ page }) => {
  await signIn(page, 'demo_partner');
  await page.goto('/products');
  await page.getByRole('banner').getByRole('link', { name: '정산', exact: true }).first().click();
  await expect(page).toHaveURL(/\/settlement-drug-company$/);
  await page.goto(`/settlement-drug-company?settlementMonth=${LATEST}`);
  const table = page.getByRole('table', { name: `${monthLabel(LATEST)} 제약사별 정산내역` });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const company = (await table.locator('tbody tr th').first().textContent())!.trim();
  await expect(page.getByRole('combobox', { name: '검색 항목' })).toBeDisabled();
  await page.getByRole('searchbox', { name: '제약사명 검색어' }).fill(company);
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(new RegExp(`settlementMonth=${LATEST}&keyword=`));
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr th')).toHaveText(company);
  await page.getByRole('searchbox', { name: '제약사명 검색어' }).fill('없는제약사이름');
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page.getByText('검색 결과가 없습니다.')).toBeVisible();
  await page.getByRole('link', { name: '검색 지우기' }).first().click();
  await expect(table.locator('tbody tr').first()).toBeVisible();
});

test('a CSO member is refused both pages', async ({ page }) => {
  await signIn(page, 'demo_cso');
  for (const path of ['/settlement-list', '/settlement-drug-company']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(403);
    await expect(dialog(page)).toContainText('계약회원만 접근할 수 있는 페이지입니다.');
    await expect(page.getByRole('table')).toHaveCount(0);
  }
});

test.describe('screenshots', () => {
  for (const [width, label] of [
    [1280, 'desktop'],
    [360, 'mobile'],
  ] as const) {
    test(`both pages, the detail and each dialog, ${label}`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      const month = addMonths(LATEST, -1);
      await signIn(page, 'demo_partner');
      await page.goto(`/settlement-drug-company?settlementMonth=${month}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await bothModes(page, `settlement-drug-company-${label}`);
      await page.goto(`/settlement-list?settlementMonth=${month}`);
      await expect(bodyRows(page).first().getByRole('button')).toBeEnabled();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await bothModes(page, `settlement-list-${label}`);
      await bodyRows(page).first().getByRole('button').click();
      await expect(panel(page).locator('tbody').getByRole('button').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await bothModes(page, `settlement-detail-${label}`);
      const shoot = async (name: string) => {
        for (const mode of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: mode });
          await page.screenshot({ path: `test-results/screenshots/${name}-${mode}-${label}.png` });
        }
        await page.emulateMedia({ colorScheme: 'light' });
      };
      await panel(page).getByRole('button', { name: '정산요청' }).click();
      await expect(page.getByRole('dialog', { name: '정산요청' })).toBeVisible();
      await shoot('settlement-request');
      await page.getByRole('dialog', { name: '정산요청' }).getByRole('button', { name: '닫기' }).last().click();
      await panel(page).getByRole('button', { name: '이의제기' }).click();
      await expect(dialog(page)).toBeVisible();
      await shoot('settlement-objection');
      await dialog(page).getByRole('button', { name: '취소' }).click();
      await panel(page).locator('tbody').getByRole('button').first().click();
      await expect(page.getByRole('dialog', { name: '정산승인내역 상세(거래처별 제품)' }).locator('tbody tr').first()).toContainText('%');
      await shoot('settlement-products');
    });
  }
});
