import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { bothModes, signIn } from './helpers';

// Details of the app we replace that members rely on: the home's QR codes (landing page signed out, app signed in,
// drawn on the server) and the banner carousel's own slide when there are no banners; 「글이 작성되었습니다.」 /
// 「글이 수정되었습니다.」 on the post after saving; one FAQ answer open at a time, by mouse and keyboard; and the old
// hyphenated address of the matching board, which now moves for good to the underscore route.

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** The editor island is ready (its pages parse ≈ 240 KiB of JavaScript: give a busy machine room). */
const editorReady = (page: Page) =>
  expect(page.getByRole('textbox', { name: '작성내용' })).toHaveAttribute('contenteditable', 'true', { timeout: 15_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('home signed out: the landing-page QR code (100 px, drawn on the server) and the public banners', async ({ page, baseURL }) => {
  // The code is in the server's HTML: no script draws it.
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/<svg role="img" aria-label="메디판다 소개 페이지 QR 코드"[^>]*width="100"/);

  await page.goto('/');
  const code = page.getByRole('img', { name: '메디판다 소개 페이지 QR 코드' });
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute('data-qr-value', `${baseURL}/`);
  expect((await code.boundingBox())?.width).toBe(100);
  await expect(page.getByTestId('landing-qr')).toContainText('휴대폰으로 스캔해 메디판다를 둘러보세요');
  await expect(page.getByRole('img', { name: '메디판다 앱 QR 코드' })).toHaveCount(0);
  // The banners for everyone are there, so the carousel shows them, not its own slide.
  const banners = page.getByRole('region', { name: '배너' });
  await expect(banners.getByRole('group')).not.toHaveCount(1);
  await expect(banners.getByText('메디판다와 함께할 파트너를 찾습니다')).toHaveCount(0);
  await axeClean(page);
});

test('home signed in: the app QR code (112 px) beside the figures', async ({ page, baseURL }) => {
  await signIn(page, 'demo_partner');
  await page.goto('/');
  const code = page.getByRole('img', { name: '메디판다 앱 QR 코드' });
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute('data-qr-value', `${baseURL}/login`);
  expect((await code.boundingBox())?.width).toBe(112);
  await expect(page.getByRole('img', { name: '메디판다 소개 페이지 QR 코드' })).toHaveCount(0);
  await expect(page.getByTestId('home-figure')).toHaveCount(3);
  await axeClean(page);
});

// Screenshots at 1280 and 360 px in both colour modes; on a phone the code would point at the phone itself, so it is
// left out there.
for (const width of [1280, 360]) {
  for (const who of ['signed-out', 'signed-in'] as const) {
    test(`home ${who} at ${width} px: the QR code ${width === 360 ? 'left out' : 'in the hero'}, light and dark`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      if (who === 'signed-in') await signIn(page, 'demo_partner');
      await page.goto('/');
      const code = page.getByRole('img', { name: who === 'signed-in' ? '메디판다 앱 QR 코드' : '메디판다 소개 페이지 QR 코드' });
      if (width === 360) await expect(code).toBeHidden();
      else await expect(code).toBeVisible();
      await bothModes(page, `legacy-home-${who}-${width}`);
    });
  }
}

test('banner carousel without banners: one slide of its own, for visitors and for members', async ({ page }) => {
  await page.goto('/dev/home-banners');
  const banners = page.getByRole('region', { name: '배너' });
  const slide = banners.getByRole('group', { name: '1개 중 1번째: 메디판다와 함께할 파트너를 찾습니다' });
  await expect(slide).toBeVisible();
  await expect(banners.getByRole('button', { name: '다음 슬라이드' })).toHaveCount(0);
  await axeClean(page);
  await slide.getByRole('link').click();
  await expect(page).toHaveURL('/partnership');

  await signIn(page, 'demo_member');
  await page.goto('/dev/home-banners');
  await banners.getByRole('link', { name: /메디판다 새 소식/ }).click();
  await expect(page).toHaveURL('/customer-service/notice');
});

test('community post: 「글이 작성되었습니다.」 after writing, 「글이 수정되었습니다.」 after editing, once each', async ({ page }) => {
  test.slow(); // the post editor's pages parse ≈ 240 KiB of JavaScript twice
  await signIn(page, 'demo_partner');
  await page.goto('/community/mr_cso_matching/new');
  const editor = page.getByRole('textbox', { name: '작성내용' });
  await editorReady(page);
  const title = `작성 안내 시험 ${Date.now()}`;
  await page.getByRole('textbox', { name: '제목' }).fill(title);
  await editor.pressSequentially('서초구 소아과 매칭 문의드립니다.');
  await page.getByRole('button', { name: '작성하기' }).click();

  await expect(page.getByRole('status').filter({ hasText: '글이 작성되었습니다.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  // Said once: the address loses its marker, so a reload does not repeat it.
  await expect(page).toHaveURL(/\/community\/mr_cso_matching\/\d+$/);
  const postPath = new URL(page.url()).pathname;
  await page.reload();
  await expect(page.getByText('글이 작성되었습니다.')).toHaveCount(0);

  // Edited from page 2 of the list: back on the post with that list state, and the message.
  await page.goto(`${postPath}/edit?page=2`);
  await editorReady(page);
  await page.getByRole('textbox', { name: '제목' }).fill(`${title} (수정)`);
  await page.getByRole('button', { name: '수정하기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '글이 수정되었습니다.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `${title} (수정)` })).toBeVisible();
  await expect(page).toHaveURL(`${postPath}?page=2`);
  await expect(page.getByTestId('back-to-list')).toHaveAttribute('href', '/community/mr_cso_matching?page=2');
});

test('FAQ: opening an answer closes the open one, by mouse and by keyboard', async ({ page }) => {
  await signIn(page, 'demo_member');
  await page.goto('/customer-service/faq');
  const items = page.getByTestId('faq-item');
  const [first, second, third] = [items.nth(0), items.nth(1), items.nth(2)];
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await second.locator('summary').click();
  await expect(second).toHaveAttribute('open', '');
  await expect(first).not.toHaveAttribute('open');
  await expect(page.locator('[data-testid=faq-item][open]')).toHaveCount(1);

  // Keyboard: Tab reaches each question, Enter or Space opens it and closes the other one.
  await third.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(third).toHaveAttribute('open', '');
  await expect(second).not.toHaveAttribute('open');
  await page.keyboard.press('Shift+Tab');
  await expect(second.locator('summary')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('open', '');
  await expect(third).not.toHaveAttribute('open');
  await page.keyboard.press('Space');
  await expect(page.locator('[data-testid=faq-item][open]')).toHaveCount(0);

  await first.locator('summary').click();
  await axeClean(page);
});

for (const width of [1280, 360]) {
  test(`FAQ at ${width} px with one answer open, light and dark`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await signIn(page, 'demo_member');
    await page.goto('/customer-service/faq');
    const second = page.getByTestId('faq-item').nth(1);
    await second.locator('summary').click();
    await expect(second.getByText('화면 오른쪽 위의 화면 모드 버튼')).toBeVisible();
    await bothModes(page, `legacy-faq-${width}`);
  });
}

test('the old address /community/mr-cso-matching moves for good to /community/mr_cso_matching, query kept', async ({ page }) => {
  const cases: Array<[string, string]> = [
    ['/community/mr-cso-matching', '/community/mr_cso_matching'],
    [
      '/community/mr-cso-matching?searchKeyword=%EA%B0%95%EB%82%A8&page=2',
      '/community/mr_cso_matching?searchKeyword=%EA%B0%95%EB%82%A8&page=2',
    ],
    ['/community/mr-cso-matching/123', '/community/mr_cso_matching/123'],
    ['/community/mr-cso-matching/new?from=app', '/community/mr_cso_matching/new?from=app'],
  ];
  for (const [from, to] of cases) {
    const res = await page.request.get(from, { maxRedirects: 0 });
    expect(res.status(), from).toBe(301);
    expect(res.headers()['location'], from).toBe(to);
  }

  // Signed out, the new address then asks for a login that comes back to it.
  await page.goto('/community/mr-cso-matching?page=2');
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/community/mr_cso_matching?page=2')}`);
  await signIn(page, 'demo_partner');
  await page.goto('/community/mr-cso-matching?page=2');
  await expect(page).toHaveURL('/community/mr_cso_matching?page=2');
  await expect(page.getByRole('heading', { name: '신규처 매칭' }).first()).toBeVisible();
});
