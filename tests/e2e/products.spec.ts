import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { dialog, screenshot, signIn } from './helpers';

// 제품검색 and 영업대행상품: every state goes through the URL and survives a reload; the product dialog opens
// from a row and is a route of its own; applying asks first. Screenshots in both colour modes, desktop and 360 px.

const rows = (page: Page) => page.getByTestId('product-row');
const total = async (page: Page) =>
  Number((await page.getByRole('status').filter({ hasText: '전체' }).first().innerText()).replace(/[^\d]/g, ''));
/** axe (WCAG 2.1 A/AA) finds nothing on the page as it is now. */
const accessible = async (page: Page, what: string) => {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
};
const search = async (page: Page, field: string, keyword: string) => {
  const bar = page.getByRole('search', { name: '제품 검색' });
  await bar.getByLabel('검색 항목').selectOption({ label: field });
  await bar.getByLabel('검색어').fill(keyword);
  await bar.getByRole('button', { name: '검색' }).click();
};

test.describe('제품검색', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'demo_partner');
  });

  test('searches by 성분명, 제품명 and 제약사명; the URL keeps the search through a reload', async ({ page }) => {
    await page.goto('/products');
    expect(await total(page)).toBe(3_000);

    await search(page, '성분명', '로수바스타틴');
    await expect(page).toHaveURL(/keyword=%EB%A1%9C%EC%88%98%EB%B0%94%EC%8A%A4%ED%83%80%ED%8B%B4/);
    await expect(rows(page).first()).toContainText('로수바스타틴');
    for (const text of await rows(page).allInnerTexts()) expect(text).toContain('로수바스타틴');
    const byComposition = await total(page);
    expect(byComposition).toBeGreaterThan(10);
    expect(byComposition).toBeLessThan(3_000);

    await search(page, '제품명', '아토르바');
    await expect(page).toHaveURL(/searchType=productName/);
    for (const name of await page.locator('[data-product-detail]').allInnerTexts()) expect(name).toContain('아토르바');

    await search(page, '제약사명', '종근당');
    await expect(page).toHaveURL(/searchType=manufacturerName/);
    const companies = await rows(page).locator('td[data-label="제약사명"]').allInnerTexts();
    expect(companies.length).toBe(10);
    expect(new Set(companies)).toEqual(new Set(['종근당']));
    const byCompany = await total(page);

    await page.reload();
    await expect(page.getByLabel('검색 항목')).toHaveValue('manufacturerName');
    await expect(page.getByLabel('검색어')).toHaveValue('종근당');
    expect(await total(page)).toBe(byCompany);

    // Back returns to the previous search.
    await page.goBack();
    await expect(page).toHaveURL(/searchType=productName/);
    await expect(page.getByLabel('검색어')).toHaveValue('아토르바');
  });

  test('a search chosen before the page has finished loading is kept, not reset to the URL', async ({ page }) => {
    // The page's fonts arrive late (a slow phone): the load event, and the pageshow after it, come after the choice.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/fonts/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/products', { waitUntil: 'domcontentloaded' });
    const bar = page.getByRole('search', { name: '제품 검색' });
    await bar.getByLabel('검색 항목').selectOption({ label: '제품명' });
    await bar.getByLabel('검색어').fill('아토르바');
    const loaded = page.waitForEvent('load');
    release();
    await loaded;
    await expect(bar.getByLabel('검색 항목')).toHaveValue('productName');
    await expect(bar.getByLabel('검색어')).toHaveValue('아토르바');
    await bar.getByRole('button', { name: '검색' }).click();
    await expect(page).toHaveURL(/searchType=productName&keyword=/);
  });

  test('advanced search combines fields and reopens with them', async ({ page }) => {
    await page.goto('/products');
    await page.getByText('상세검색', { exact: true }).first().click();
    const panel = page.getByRole('form', { name: '상세검색' });
    await panel.getByLabel('성분명').fill('암로디핀');
    await panel.getByLabel('제약사').fill('한미');
    await panel.getByRole('button', { name: '상세검색' }).click();
    await expect(page).toHaveURL(/composition=.+&manufacturerName=/);
    await page.reload();
    await expect(page.getByRole('form', { name: '상세검색' })).toBeVisible();
    await expect(page.getByRole('form', { name: '상세검색' }).getByLabel('제약사')).toHaveValue('한미');
    const companies = await rows(page).locator('td[data-label="제약사명"]').allInnerTexts();
    expect(companies.length).toBeGreaterThan(0);
    expect(new Set(companies)).toEqual(new Set(['한미약품']));
    for (const text of await rows(page).allInnerTexts()) expect(text).toContain('암로디핀');
  });

  test('a status chip toggles on and off (off = no filter), through the URL', async ({ page }) => {
    await page.goto('/products');
    const chip = page.getByRole('navigation', { name: '상태 필터' }).getByRole('link', { name: /^프로모션/ });
    await chip.click();
    await expect(page).toHaveURL('/products?isPromotion=true');
    await expect(chip).toHaveAttribute('data-state', 'on');
    const promoted = await total(page);
    expect(promoted).toBeGreaterThan(50);
    expect(promoted).toBeLessThan(3_000);
    for (const status of await rows(page).locator('td[data-label="상태"]').allInnerTexts()) expect(status).toContain('프로모션');

    await page.reload();
    await expect(chip).toHaveAttribute('data-state', 'on');
    expect(await total(page)).toBe(promoted);

    await chip.click();
    await expect(page).toHaveURL('/products');
    await expect(chip).toHaveAttribute('data-state', 'off');
    expect(await total(page)).toBe(3_000);
  });

  test('changing the sort applies at once and survives a reload', async ({ page }) => {
    await page.goto('/products?page=3');
    await page.getByTestId('sortType-select').selectOption('PRICE_ASC');
    await expect(page).toHaveURL('/products?sortType=PRICE_ASC');
    const prices = (await rows(page).locator('td[data-label="약가"]').allInnerTexts()).map((t) => Number(t.replace(/[^\d]/g, '')));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await page.reload();
    await expect(page.getByTestId('sortType-select')).toHaveValue('PRICE_ASC');
    await page.getByTestId('sortType-select').selectOption('FEE_RATE_ASC');
    await expect(page).toHaveURL('/products?sortType=FEE_RATE_ASC');
    const rates = (await rows(page).locator('td[data-label="기본 수수료율"]').allInnerTexts()).map((t) => Number.parseFloat(t));
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    await page.goBack();
    await expect(page.getByTestId('sortType-select')).toHaveValue('PRICE_ASC');
  });

  test('a row opens the substitutes dialog; the URL carries it through reload, back and forward', async ({ page }) => {
    await page.goto('/products?searchType=productName&keyword=%EC%8B%A4%EB%A1%9C%EC%8A%A4%ED%83%80%EC%A1%B8');
    const row = rows(page).first();
    const id = await row.getAttribute('data-id');
    const name = await row.locator('[data-product-detail]').innerText();
    await row.locator('td[data-label="약가"]').click();
    const box = page.getByTestId('product-dialog');
    await expect(box).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`detail=${id}$`));
    await expect(box.getByRole('heading', { name: '대체가능 의약품 보기' })).toBeVisible();
    await expect(box.locator('dl')).toContainText(name);
    const alternatives = box.getByTestId('alternative-row');
    expect(await alternatives.count()).toBeGreaterThan(3);
    await expect(alternatives.first()).toContainText('실로스타졸');

    await page.reload();
    await expect(box).toBeVisible();
    await expect(box.locator('dl')).toContainText(name);

    // A substitute opens in the same dialog; back goes to the first product, 닫기 to the list.
    const altName = await alternatives.first().locator('[data-product-detail]').innerText();
    await alternatives.first().locator('[data-product-detail]').click();
    await expect(box.locator('dl')).toContainText(altName);
    await page.goBack();
    await expect(box.locator('dl')).toContainText(name);
    await page.goForward();
    await expect(box.locator('dl')).toContainText(altName);
    await box.getByRole('link', { name: '닫기' }).click();
    await expect(box).toBeHidden();
    await expect(page).not.toHaveURL(/detail=/);
    await expect(page).toHaveURL(/keyword=/);

    // Escape closes it too.
    await rows(page).nth(1).locator('[data-product-detail]').click();
    await expect(box).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(page).not.toHaveURL(/detail=/);
  });

  test('Detail Info shows the drug company’s page as HTML', async ({ page }) => {
    // Pages hold at most 100 products: look through them for one with a Detail Info page.
    let info: { id: number } | undefined;
    for (let n = 0; !info && n < 30; n++) {
      const res = await page.request.get(`/v1/products?size=100&page=${n}&isPromotion=true`);
      info = (await res.json()).content.find((p: { hasDetailInfo?: boolean }) => p.hasDetailInfo);
    }
    if (!info) throw new Error('no product with a Detail Info page');
    await page.goto(`/products?detail=${info.id}`);
    const details = page.getByTestId('detail-info');
    await details.locator('summary').click();
    await expect(details.locator('table')).toBeVisible();
    await expect(details).toContainText('영업 포인트');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the product dialog is a route; 닫기 is a link back to the list', async ({ page }) => {
    await signIn(page, 'demo_member');
    await page.goto('/products?isAcquisition=true&detail=5');
    const box = page.getByTestId('product-dialog');
    await expect(box).toBeVisible();
    await expect(box.getByTestId('alternative-row').first()).toBeVisible();
    await box.getByRole('link', { name: '닫기' }).click();
    await expect(page).toHaveURL('/products?isAcquisition=true');
    await expect(box).toBeHidden();
  });

  test('applying asks on a confirmation step and posts the form', async ({ page }) => {
    await signIn(page, 'demo_org');
    await page.goto('/sales-agency-products');
    await page.getByTestId('agency-card').filter({ hasText: '딜라트렌에스알캡슐' }).getByRole('link').click();
    await page.getByTestId('apply-button').click();
    await expect(page).toHaveURL(/confirm=1/);
    await expect(page.getByText('영업대행을 신청하시겠습니까?')).toBeVisible();
    await page.getByRole('button', { name: '신청하기' }).click();
    await expect(page.getByTestId('flash')).toContainText('영업대행 신청이 완료되었습니다.');
    await expect(page.getByTestId('apply-button')).toHaveText('영업대행 신청완료');
    await expect(page.getByTestId('apply-button')).toBeDisabled();
  });
});

test.describe('영업대행상품', () => {
  test('apply with the confirm dialog: cancel does nothing, confirm applies once; the state survives a reload', async ({ page }) => {
    await signIn(page, 'demo_partner');
    await page.goto('/sales-agency-products');
    const card = page.getByTestId('agency-card').filter({ hasText: '가스티인씨알정' });
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { name: '가스티인씨알정', exact: true })).toBeVisible();
    const apply = page.getByTestId('apply-button');
    await expect(apply).toHaveText('영업대행 신청하기');

    await apply.click();
    const ask = dialog(page);
    await expect(ask).toContainText('영업대행을 신청하시겠습니까?');
    await ask.getByRole('button', { name: '취소' }).click();
    await expect(ask).toBeHidden();
    await expect(apply).toHaveText('영업대행 신청하기');

    await apply.click();
    await dialog(page).getByRole('button', { name: '확인' }).click();
    const done = dialog(page);
    await expect(done).toContainText('영업대행 신청이 완료되었습니다.');
    await done.getByRole('button', { name: '확인' }).click();
    await expect(page.getByTestId('apply-button')).toHaveText('영업대행 신청완료');
    await expect(page.getByTestId('apply-button')).toBeDisabled();
    await page.reload();
    await expect(page.getByTestId('apply-button')).toHaveText('영업대행 신청완료');
    // The API refuses a second application with a clear message.
    const again = await page.request.post(
      `${new URL(page.url()).pathname.replace('/sales-agency-products', '/v1/sales-agency-products')}/apply`,
    );
    expect(again.status()).toBe(409);
    expect((await again.json()).message).toBe('이미 신청한 영업대행상품입니다.');
  });

  test('ended products show the overlay and cannot be applied to; other tiers’ products are not listed', async ({ page }) => {
    await signIn(page, 'demo_cso');
    await page.goto('/sales-agency-products?page=2');
    const ended = page.locator('[data-testid=agency-card][data-ended]');
    await expect(ended.first()).toBeVisible();
    await expect(ended.first()).toContainText('종료');
    await ended.first().getByRole('link').click();
    await expect(page.getByTestId('apply-button')).toHaveText('종료된 상품입니다');
    await expect(page.getByTestId('apply-button')).toBeDisabled();
    await page.goto('/sales-agency-products');
    await expect(page.getByTestId('agency-card').filter({ hasText: '펙수클루정' })).toHaveCount(0);
    const res = await page.goto('/sales-agency-products/999999');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('잘못된 접근입니다.')).toBeVisible();
  });
});

test.describe('screenshots', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const [width, label] of [
      [1280, 'desktop'],
      [360, 'mobile'],
    ] as const) {
      // Two tests per mode and width (the catalogue with its dialog, the sales-agency pages), each well inside its limit.
      test(`${mode} ${label}: products and the substitutes dialog`, async ({ page }) => {
        await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
        await page.emulateMedia({ colorScheme: mode });
        await signIn(page, 'demo_member');
        await page.goto('/products?isAcquisition=true');
        await expect(rows(page).first()).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await screenshot(page, `products-${mode}-${label}`);
        if (label === 'mobile') await accessible(page, `products ${mode} ${label}`);
        await rows(page).first().locator('[data-product-detail]').click();
        await expect(page.getByTestId('alternative-row').first()).toBeVisible();
        await page.screenshot({ path: `test-results/screenshots/products-dialog-${mode}-${label}.png` });
        await accessible(page, `product dialog ${mode} ${label}`);
      });

      test(`${mode} ${label}: sales-agency list and detail`, async ({ page }) => {
        await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
        await page.emulateMedia({ colorScheme: mode });
        await signIn(page, 'demo_member');
        await page.goto('/sales-agency-products');
        await expect(page.getByTestId('agency-card').first()).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await screenshot(page, `sales-agency-${mode}-${label}`);
        await page.getByTestId('agency-card').first().getByRole('link').click();
        await expect(page.getByTestId('apply-button')).toBeVisible();
        await screenshot(page, `sales-agency-detail-${mode}-${label}`);
        if (label === 'mobile') await accessible(page, `sales-agency detail ${mode} ${label}`);
      });
    }
  }
});
