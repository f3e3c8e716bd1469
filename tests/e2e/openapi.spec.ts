import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { COMMENT_MAX } from '../../src/api/schema/common';

// The developer page of the API document: open to anyone, routes grouped, a route opened shows its access, fields and
// limits as the schemas enforce them; readable at desktop and phone widths in both colour modes, axe clean.

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// The document lists every route: axe and four pictures of a page this long take ≈ 15 s on a quiet machine.
test.describe.configure({ timeout: 60_000 });

test('a developer signed out reads the API document, opens a route and finds its fields and limits', async ({ page }) => {
  await page.goto('/developers/api');
  await expect(page.getByRole('heading', { level: 1, name: 'API 문서' })).toBeVisible();
  const contents = page.getByRole('navigation', { name: /API \d+개/ });
  await expect(contents.getByRole('link', { name: /댓글/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'OpenAPI 3.1 문서(JSON)' })).toHaveAttribute('href', '/v1/openapi.json');

  // Jump to a group, open one route.
  await contents.getByRole('link', { name: /댓글/ }).click();
  await expect(page).toHaveURL(/#group-comments$/);
  const route = page.locator('details').filter({ has: page.locator('summary', { hasText: 'POST/v1/comments/{userId}' }) });
  await route.locator('summary').click();
  await expect(route.locator('summary')).toContainText('로그인 회원');
  const body = route.getByRole('table', { name: /요청 본문/ });
  const content = body.getByRole('row', { name: /content/ });
  await expect(content).toContainText('필수');
  await expect(content).toContainText(`1~${COMMENT_MAX.toLocaleString('ko-KR')}자`);
  await expect(route.getByRole('table', { name: '파라미터' }).getByRole('row', { name: /userId/ })).toContainText('경로');
  await expect(route).toContainText('401');

  // A multipart upload names its JSON part and its files.
  const upload = page.locator('details').filter({ has: page.locator('summary', { hasText: 'POST/v1/expenditures' }) });
  await upload.locator('summary').click();
  await expect(upload.getByRole('table', { name: /multipart\/form-data, request 부분은 JSON/ })).toContainText('목록(파일)');
  await expect(upload).toContainText('요청 본문 최대 크기');

  // The page is long: the pictures show the opened route at each width (a full-page picture would be mostly rows).
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 780 });
    for (const mode of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: mode });
      await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
      await route.locator('summary').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/screenshots/openapi-${width}-${mode}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  // At phone width, where the field tables scroll sideways (the stricter case for axe).
  await axeClean(page);
});
