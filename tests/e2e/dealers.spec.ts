import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { dialog, screenshot, signIn } from './helpers';

// 소속딜러 관리 as a contract member uses it: register a dealer with two drug companies (one chip removed first), see
// both rows in the list; the form's checks; CSO members are refused. Screenshots in both modes, desktop and 360 px.

const uniqueName = () => `테스트${Date.now().toString(36).slice(-5)}`;
const companySearch = (page: Page) => page.getByRole('searchbox', { name: '제약사 검색' });
const companyBoxes = (page: Page) => page.getByRole('list', { name: '거래제약사 목록' }).getByRole('checkbox');
const chips = (page: Page) => page.getByRole('list', { name: '선택한 거래제약사' });
const listTable = (page: Page) => page.getByRole('table', { name: '소속딜러 목록' });

/** Ticks the n-th company of the list (0-based), found through the search box by its name; answers the name. */
async function pickCompany(page: Page, n: number): Promise<string> {
  const label = page.getByRole('list', { name: '거래제약사 목록' }).locator('label').nth(n);
  const name = (await label.innerText()).trim();
  await companySearch(page).fill(name);
  await companyBoxes(page)
    .and(page.getByRole('checkbox', { name, exact: true }))
    .check();
  await companySearch(page).fill('');
  await expect(chips(page).getByText(name, { exact: true })).toBeVisible();
  return name;
}

test('a contract member registers a dealer with two drug companies and sees both rows in the list', async ({ page }) => {
  await signIn(page, 'demo_partner');
  await page.goto('/dealers');
  await expect(page.getByRole('link', { name: '소속딜러 관리' })).toHaveAttribute('aria-current', 'page');
  await expect(listTable(page)).toBeVisible();
  const name = uniqueName();
  await page.getByRole('textbox', { name: /딜러명/ }).fill(name);
  const first = await pickCompany(page, 0);
  const second = await pickCompany(page, 1);
  const third = await pickCompany(page, 2);
  await page.getByRole('button', { name: `${second} 빼기` }).click();
  await expect(chips(page).getByRole('listitem')).toHaveText([first, third]);
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('딜러가 성공적으로 등록되었습니다.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /딜러명/ })).toHaveValue('');
  await expect(listTable(page).getByRole('cell', { name: `${name}(${first})`, exact: true })).toBeVisible();
  await expect(listTable(page).getByRole('cell', { name: `${name}(${third})`, exact: true })).toBeVisible();
  await expect(listTable(page).getByRole('cell', { name: `${name}(${second})`, exact: true })).toHaveCount(0);
  // The list search finds the new rows.
  await page.getByRole('searchbox', { name: '딜러명 검색' }).fill(name);
  await expect(listTable(page).getByRole('row')).toHaveCount(3);
});

test('a dealer the member already has is refused with the server’s message, and what was typed stays', async ({ page }) => {
  await signIn(page, 'demo_org');
  const companies = (await (await page.request.get('/v1/partners/drug-companies')).json()) as { id: number; name: string }[];
  const name = uniqueName();
  const res = await page.request.post('/v1/dealers', { data: { dealerName: name, drugCompanyIds: [companies[0]!.id] } });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto('/dealers');
  await page.getByRole('textbox', { name: /딜러명/ }).fill(name);
  await companySearch(page).fill(companies[0]!.name);
  await page.getByRole('checkbox', { name: companies[0]!.name, exact: true }).check();
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '딜러를 등록하지 못했습니다.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /딜러명/ })).toHaveValue(name);
  await expect(chips(page).getByRole('listitem')).toHaveText([companies[0]!.name]);
});

test('the form names what is missing in Korean and focuses it; 취소 empties it', async ({ page }) => {
  await signIn(page, 'demo_org');
  await page.goto('/dealers');
  const submit = page.getByRole('button', { name: '등록', exact: true });
  await submit.click();
  await expect(page.getByText('딜러명을 입력해 주세요.')).toBeVisible();
  await expect(page.getByText('거래제약사를 1개 이상 선택해 주세요.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /딜러명/ })).toBeFocused();
  await page.getByRole('textbox', { name: /딜러명/ }).fill('검증용');
  await submit.click();
  await expect(page.getByText('딜러명을 입력해 주세요.')).toHaveCount(0);
  await expect(companySearch(page)).toBeFocused();
  await page.getByRole('button', { name: '취소' }).click();
  await expect(page.getByRole('textbox', { name: /딜러명/ })).toHaveValue('');
  await expect(page.getByText('거래제약사를 1개 이상 선택해 주세요.')).toHaveCount(0);
});

test('a CSO member is refused 소속딜러 관리 and 한번에 업로드', async ({ page }) => {
  await signIn(page, 'demo_cso');
  for (const path of ['/dealers', '/prescriptions/bulk']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(403);
    await expect(dialog(page)).toContainText('계약회원만 접근할 수 있는 페이지입니다.');
    await expect(page.getByRole('heading', { name: '딜러 등록' })).toHaveCount(0);
  }
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
        await page.goto('/dealers');
        await expect(listTable(page)).toBeVisible();
        await page.getByRole('button', { name: '등록', exact: true }).click();
        await expect(page.getByText('딜러명을 입력해 주세요.')).toBeVisible();
        await pickCompany(page, 0);
        await pickCompany(page, 1);
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `dealers-${mode}-${label}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  }
});
