import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../../src/lib/format';
import { addMonths, monthLabel, seoulMonth } from '../../src/lib/months';
import { bothModes, dialog, signIn } from './helpers';

// 매출통계 as a contract member uses it: the period in the URL, the keyword filter, 거래처매출 a page of 20 at a time
// (the page in the URL, a name searched on the server) with a client's figures and the way back, a company's line
// toggled off and on (keyed by name), the tooltip on hover and on keyboard focus; a CSO member is refused. Read-only:
// the demo settlements are never changed here.

test.describe.configure({ timeout: 40_000 });

type Monthly = { drugCompany: string; settlementMonth: string; totalAmount: number };
type Company = { drugCompany: string; totalAmount: number };
type Client = { institutionCode: string; institutionName: string };
// The default period: the twelve months before this one (still being settled).
const end = addMonths(seoulMonth(), -1);
const start = addMonths(end, -11);

const companyTable = (page: Page) => page.getByRole('table', { name: '제약사별 매출' });
const chart = (page: Page) => page.getByRole('application', { name: /제약사별 월 정산금액 그래프/ });
const line = (page: Page, name: string) => page.locator(`g[data-series="${name}"] path`);

/** The default period's figures of the member, by drug company (largest first) and by month. */
async function figures(page: Page) {
  const q = `startMonth=${start}-01&endMonth=${end}-01`;
  const companies = (await (await page.request.get(`/v1/settlements/performance/by-drug-company?${q}`)).json()) as Company[];
  const monthly = (await (await page.request.get(`/v1/settlements/performance/by-drug-company/monthly?${q}`)).json()) as Monthly[];
  return { companies, monthly };
}

/** A page (0-based) of the member's clients in the default period, as the list asks for it. */
async function clientPage(page: Page, n: number, institutionName = '') {
  const q = new URLSearchParams({ startMonth: `${start}-01`, endMonth: `${end}-01`, page: String(n), size: '20' });
  if (institutionName) q.set('institutionName', institutionName);
  const res = await page.request.get(`/v1/settlements/performance/by-institution?${q}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { content: Client[]; totalElements: number };
}

/** Waits for the client list's rows (not the placeholder rows of a load). */
async function clientsShown(page: Page) {
  const table = page.getByRole('table', { name: '거래처별 매출' });
  await expect(table).not.toHaveAttribute('aria-busy');
  await expect(table.getByRole('link', { name: /선택$/ }).first()).toBeVisible();
}

/** Chooses a month in the 시작월 or 종료월 picker (once the island runs: 조회 is enabled then). */
async function chooseMonth(page: Page, which: '시작월' | '종료월', month: string) {
  await expect(page.getByRole('button', { name: '조회' })).toBeEnabled();
  const group = page.getByRole('group', { name: which });
  await group.getByRole('combobox', { name: /연도/ }).selectOption(month.slice(0, 4));
  await group.getByRole('combobox', { name: /월$/ }).selectOption(String(Number(month.slice(5, 7))));
}

test('the period goes to the URL and the keyword filters the companies', async ({ page }) => {
  await signIn(page, 'demo_partner');
  const { companies } = await figures(page);
  expect(companies.length).toBeGreaterThan(1);
  await page.goto('/sales-statistic');
  await expect(page.getByRole('status').filter({ hasText: `${monthLabel(start)} ~ ${monthLabel(end)}` })).toBeVisible();
  await expect(companyTable(page).getByRole('checkbox', { name: companies[0]!.drugCompany })).toBeVisible();
  await expect(page.getByText('만원단위')).toHaveCount(0);

  const from = addMonths(end, -3);
  await chooseMonth(page, '시작월', from);
  await page.getByRole('button', { name: '조회' }).click();
  await expect(page).toHaveURL(new RegExp(`startMonth=${from}&endMonth=${end}`));
  await expect(page.getByRole('status').filter({ hasText: `${monthLabel(from)} ~ ${monthLabel(end)}` })).toBeVisible();

  const name = companies[0]!.drugCompany;
  await page.getByRole('searchbox', { name: '제약사명' }).fill(name);
  await page.getByRole('button', { name: '조회' }).click();
  await expect(page).toHaveURL(/keyword=/);
  await expect(companyTable(page).getByRole('checkbox', { name })).toBeVisible();
  await expect(companyTable(page).locator('tbody tr')).toHaveCount(companies.filter((c) => c.drugCompany.includes(name)).length);

  // Back restores the unfiltered period, and a reload keeps what the URL says.
  await page.goBack();
  await expect(page).not.toHaveURL(/keyword=/);
  await expect(companyTable(page).locator('tbody tr')).not.toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: `${monthLabel(from)} ~ ${monthLabel(end)}` })).toBeVisible();
});

test('a name typed before the island has taken over stays, caret and all, and is what 조회 asks for', async ({ page }) => {
  await signIn(page, 'demo_org');
  const { companies } = await figures(page);
  const name = companies[0]!.drugCompany;
  // A slow phone: the island's scripts arrive only once the partner has started typing in the server's form.
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/sales-statistic', { waitUntil: 'commit' });
  const keyword = page.getByRole('searchbox', { name: '제약사명' });
  const ask = page.getByRole('button', { name: '조회' });
  await keyword.pressSequentially(name.slice(1));
  await keyword.press('Home');
  await expect(ask).toBeDisabled(); // still the server's page
  release();
  await expect(ask).toBeEnabled(); // the island has taken over
  await expect(keyword).toHaveValue(name.slice(1));
  await expect(keyword).toBeFocused();
  await page.keyboard.type(name.slice(0, 1)); // where the caret was left
  await expect(keyword).toHaveValue(name);
  await ask.click();
  await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(name);
  await expect(companyTable(page).locator('tbody tr').first()).toContainText(name);
});

test('a month left out is named before anything is asked', async ({ page }) => {
  await signIn(page, 'demo_partner');
  await page.goto('/sales-statistic');
  await expect(page.getByRole('button', { name: '조회' })).toBeEnabled();
  await page.getByRole('group', { name: '종료월' }).getByRole('combobox', { name: /월$/ }).selectOption('');
  await page.getByRole('button', { name: '조회' }).click();
  await expect(page.getByRole('alert')).toHaveText('시작월과 종료월을 모두 입력해주세요.');
});

test('거래처매출: 20 clients a page, a name searched on the server, a client’s figures and the way back', async ({ page }) => {
  await signIn(page, 'demo_org');
  const first = await clientPage(page, 0);
  const second = await clientPage(page, 1);
  expect(first.totalElements, 'the demo member has more than a page of clients').toBeGreaterThan(20);
  await page.goto('/sales-statistic');
  await page.getByRole('link', { name: '거래처매출' }).click();
  await expect(page).toHaveURL(/tab=INDIVIDUAL/);
  const clients = page.getByRole('table', { name: '거래처별 매출' });
  const names = clients.locator('tbody tr').getByRole('rowheader');
  await expect(names).toHaveText(first.content.map((c) => c.institutionName));
  await expect(page.getByRole('status').filter({ hasText: `전체 ${first.totalElements.toLocaleString('ko-KR')}건` })).toBeVisible();
  await expect(clients.getByRole('rowheader', { name: '이 페이지 합계' })).toBeVisible();

  // Page 2 is in the URL, and a reload renders it on the server.
  const pager = page.getByRole('navigation', { name: '거래처 목록 페이지' });
  await pager.getByRole('link', { name: '페이지 2', exact: true }).click();
  await expect(page).toHaveURL(/tab=INDIVIDUAL&page=2/);
  await expect(names).toHaveText(second.content.map((c) => c.institutionName));
  await expect(pager.getByRole('link', { name: '페이지 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.reload();
  await expect(names).toHaveText(second.content.map((c) => c.institutionName));

  // A name is searched among every client, not only this page's: the list starts again at its first page.
  const client = second.content[0]!;
  const found = await clientPage(page, 0, client.institutionName);
  await page.getByRole('searchbox', { name: '거래처명' }).fill(client.institutionName);
  await page.getByRole('button', { name: '조회' }).click();
  await expect(page).toHaveURL(/keyword=/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(names).toHaveText(found.content.map((c) => c.institutionName));
  await expect(page.getByRole('status').filter({ hasText: `‘${client.institutionName}’ 검색` })).toBeVisible();

  // Open the client: its drug companies are not filtered by the name that found it.
  await clients.getByRole('link', { name: `${client.institutionName} 선택`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`institution=${client.institutionCode}`));
  const heading = page.getByRole('heading', { name: `${client.institutionName} 제약사별 매출` });
  await expect(heading).toBeFocused();
  await expect(page.getByRole('table', { name: '거래처의 제약사별 매출' }).getByRole('checkbox').first()).toBeVisible();
  await expect(page.locator('g[data-series] path').first()).toBeVisible();

  await page.getByRole('link', { name: '거래처 목록으로' }).click();
  await expect(page).not.toHaveURL(/institution=/);
  await expect(clients.getByRole('link', { name: `${client.institutionName} 선택`, exact: true })).toBeFocused();
  // The browser's back button opens the client again; a search for another name there goes back to the list.
  await page.goBack();
  await expect(heading).toBeVisible();
  await page.getByRole('searchbox', { name: '거래처명' }).fill('');
  await page.getByRole('button', { name: '조회' }).click();
  await expect(page).not.toHaveURL(/institution=/);
  await expect(names).toHaveText(first.content.map((c) => c.institutionName));
});

test('a client opened from its link is named whatever page of the list it is on', async ({ page }) => {
  await signIn(page, 'demo_org');
  const client = (await clientPage(page, 1)).content.at(-1)!;
  await page.goto(`/sales-statistic?tab=INDIVIDUAL&institution=${client.institutionCode}`);
  await expect(page.getByRole('heading', { name: `${client.institutionName} 제약사별 매출` })).toBeVisible();
  await page.getByRole('link', { name: '거래처 목록으로' }).click();
  await expect(page.getByRole('table', { name: '거래처별 매출' }).locator('tbody tr')).toHaveCount(20);
  // A page past the last one says so and leads back to the first.
  await page.goto('/sales-statistic?tab=INDIVIDUAL&page=999');
  await expect(page.getByText('이 페이지에 거래처가 없습니다.')).toBeVisible();
  await page.getByRole('button', { name: '첫 페이지로' }).click();
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByRole('table', { name: '거래처별 매출' }).locator('tbody tr')).toHaveCount(20);
});

test('the chart toggles a company’s line and the tooltip names it', async ({ page }) => {
  await signIn(page, 'demo_partner');
  const { companies, monthly } = await figures(page);
  const name = companies[0]!.drugCompany;
  await page.goto('/sales-statistic');
  await expect(line(page, name)).toHaveCount(1);

  const box = companyTable(page).getByRole('checkbox', { name });
  await box.uncheck();
  await expect(line(page, name)).toHaveCount(0);
  await expect(page.getByRole('list', { name: '범례' })).not.toContainText(name);
  await box.check();
  await expect(line(page, name)).toHaveCount(1);

  // Hover the company's last point: the tooltip names it, the month and the amount.
  const month = end;
  const amount = monthly.find((r) => r.drugCompany === name && r.settlementMonth.startsWith(month))?.totalAmount ?? 0;
  const point = page.locator(`g[data-series="${name}"] circle`).last();
  const at = (await point.boundingBox())!;
  await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
  const tooltip = page.locator('#sales-chart-tooltip');
  await expect(tooltip).toContainText(name);
  await expect(tooltip).toContainText(`${monthLabel(month)} · ${formatMoney(amount)}`);

  // Keyboard: focus the chart, arrows move between months.
  await page.mouse.move(0, 0);
  await chart(page).focus();
  await expect(tooltip).toContainText(monthLabel(end));
  await page.keyboard.press('ArrowLeft');
  await expect(tooltip).toContainText(monthLabel(addMonths(end, -1)));
});

test('a CSO member is refused the page', async ({ page }) => {
  await signIn(page, 'demo_cso');
  const res = await page.goto('/sales-statistic');
  expect(res?.status()).toBe(403);
  await expect(dialog(page)).toContainText('계약회원만 접근할 수 있는 페이지입니다.');
  await expect(page.getByRole('form', { name: '매출 조회' })).toHaveCount(0);
});

test.describe('screenshots', () => {
  for (const [width, label] of [
    [1280, 'desktop'],
    [360, 'mobile'],
  ] as const) {
    test(`both modes and a client's figures, ${label}`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      await signIn(page, 'demo_partner');
      await page.goto('/sales-statistic');
      await expect(page.locator('g[data-series] path').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await bothModes(page, `sales-statistic-total-${label}`);
      // The chart with a tooltip (keyboard focus: phones have no hover), in both modes.
      await chart(page).focus();
      await expect(page.locator('#sales-chart-tooltip')).toBeVisible();
      await bothModes(page, `sales-statistic-tooltip-${label}`);
      await page.getByRole('link', { name: '거래처매출' }).click();
      await clientsShown(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await bothModes(page, `sales-statistic-clients-${label}`);
      // Page 2, chosen at the foot of the list: the list's heading comes back into view.
      await page.getByRole('navigation', { name: '거래처 목록 페이지' }).getByRole('link', { name: '페이지 2', exact: true }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.locator('#sales-stats-title')).toBeInViewport();
      await clientsShown(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await bothModes(page, `sales-statistic-clients-page2-${label}`);
      await page.getByRole('table', { name: '거래처별 매출' }).getByRole('link').first().click();
      await expect(page.locator('g[data-series] path').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await bothModes(page, `sales-statistic-client-${label}`);
    });
  }
});
