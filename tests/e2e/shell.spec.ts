import { expect, test } from '@playwright/test';
import { bothModes, dialog, screenshot, signIn } from './helpers';

test('colour mode: the toggle cycles, survives a reload and is applied before any script bundle runs', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/terms');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-color-mode', 'light');
  const toggle = page.getByRole('button', { name: /화면 모드/ });
  await toggle.click(); // system → light
  await toggle.click(); // light → dark
  await expect(html).toHaveAttribute('data-color-mode', 'dark');
  await expect(toggle).toHaveAttribute('aria-label', /다크 모드/);

  // Hold back every bundled script: only the inline head script may set the mode, so no light flash.
  await page.route('**/_astro/**/*.js', (route) => route.abort());
  await page.reload();
  await expect(html).toHaveAttribute('data-color-mode', 'dark');
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(bg).not.toBe('rgb(255, 255, 255)');
});

test('colour mode "system" follows the operating system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/privacy');
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
});

test('dialog: info closes with Escape and resolves true', async ({ page }) => {
  await page.goto('/dev/dialog');
  await page.getByRole('button', { name: '알림 열기' }).click();
  const d = dialog(page);
  await expect(d).toContainText('저장되었습니다.');
  await expect(d).toContainText('알림');
  await expect(d.getByRole('button', { name: '확인' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(d).toBeHidden();
  await expect(page.locator('#result')).toHaveText('info:true');
});

test('dialog: confirm ignores Escape, keeps focus inside, cancel resolves false, confirm true', async ({ page }) => {
  await page.goto('/dev/dialog');
  const opener = page.getByRole('button', { name: '확인 요청 열기' });
  await opener.click();
  const d = dialog(page);
  await expect(d).toContainText('이 글을 삭제할까요?');
  await expect(d).toContainText('삭제 확인');
  await page.keyboard.press('Escape');
  await expect(d).toBeVisible();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await d.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await d.getByRole('button', { name: '취소' }).click();
  await expect(page.locator('#result')).toHaveText('confirm:false');
  await expect(opener).toBeFocused(); // focus returns to where it was
  await opener.click();
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(page.locator('#result')).toHaveText('confirm:true');
});

test('dialog: one at a time, the second waits for the first', async ({ page }) => {
  await page.goto('/dev/dialog');
  await page.getByRole('button', { name: '두 개 연달아 열기' }).click();
  await expect(dialog(page)).toContainText('첫 번째 알림');
  await expect(page.getByText('두 번째 알림')).toHaveCount(0);
  // Enter answers the dialog only once its button holds the focus; pressed earlier it reaches the opener again.
  await expect(dialog(page).getByRole('button', { name: '확인' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toContainText('두 번째 알림');
  await expect(dialog(page).getByRole('button', { name: '확인' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#result')).toHaveText('two:true,true');
});

test('unknown paths show the Korean 404 page inside the layout', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  await expect(page.getByRole('link', { name: '홈으로 가기' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '주 메뉴' })).toBeAttached();
});

test('a route error shows the error screen with a decodable error text', async ({ page }) => {
  const res = await page.goto('/dev/error');
  expect(res?.status()).toBe(500);
  await expect(page.getByText('페이지를 표시하는 중 오류가 발생했습니다. 문제가 계속되면 관리자에게 문의하세요.')).toBeVisible();
  const text = await page.getByText(/^오류: /).textContent();
  const decoded = JSON.parse(Buffer.from(text!.replace('오류: ', '').trim(), 'base64').toString('utf8'));
  expect(decoded.message).toContain('의도적으로 발생시킨 테스트 오류');
  // The reference is the request id the answer names, shown plainly for support.
  const id = res!.headers()['x-request-id'];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(decoded.reference).toBe(id);
  await expect(page.getByText(`문의 시 오류 번호를 알려 주세요: ${id}`)).toBeVisible();
});

test('at 360px the menu opens as a drawer and the footer links work', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'demo_partner');
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: '주 메뉴' })).toBeHidden();
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  const drawer = page.getByRole('dialog', { name: '전체 메뉴' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: '제품검색' }).click();
  await expect(page).toHaveURL('/products');
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(360);
  await page.getByRole('link', { name: '개인정보처리방침' }).click();
  await expect(page.getByRole('heading', { name: '개인정보처리방침', level: 1 })).toBeVisible();
});

test('terms and privacy are readable without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: '이용약관', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: '이용약관' })).toContainText('제1조');
  await page.goto('/privacy');
  await expect(page.getByRole('article', { name: '개인정보처리방침' })).toContainText('개인정보');
  await context.close();
});

for (const mode of ['light', 'dark'] as const) {
  test(`screenshots of login, home and terms (${mode})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: mode });
    await page.goto('/login');
    await expect(page.getByLabel('아이디')).toBeVisible();
    await screenshot(page, `login-${mode}`);
    await page.goto('/');
    await screenshot(page, `home-signed-out-${mode}`);
    await page.goto('/terms');
    await screenshot(page, `terms-${mode}`);
    await signIn(page, 'demo_partner');
    await page.goto('/');
    await page.getByTestId('user-menu-trigger').click();
    await screenshot(page, `home-signed-in-${mode}`);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/prescriptions');
    await screenshot(page, `tabbed-360-${mode}`);
    await expect(dialog(page)).toHaveCount(0);
  });
}

test('the demo says so above every page, at 1280 and 360 px, in both modes', async ({ page }) => {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/login']) {
      await page.goto(path);
      const strip = page.locator('[data-demo-banner]');
      await expect(strip).toBeVisible();
      await expect(strip).toContainText('체험용 데모 사이트입니다');
      // Above the header, and never wider than the screen (it wraps at 360 px).
      const box = (await strip.boundingBox())!;
      expect(box.y).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await bothModes(page, `demo-banner-${width}`);
  }
});
