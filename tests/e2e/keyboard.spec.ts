import { expect, test, type Locator, type Page } from '@playwright/test';
import { PASSWORD } from './helpers';

// Keyboard only: sign in on /login, go from home to the performance group through the main menu, switch its tab.

/** Presses Tab until `target` has focus (at most `max` times); fails when it never does. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test('keyboard only: login → home → tabbed group', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  const userId = page.getByLabel('아이디');
  await expect(page.getByRole('button', { name: '로그인' })).toBeEnabled(); // hydrated
  await tabTo(page, userId);
  await page.keyboard.type('demo_partner');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('비밀번호').and(page.locator('input'))).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('안녕하세요');

  // The skip link comes first and moves focus to the main content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '본문으로 건너뛰기' });
  await expect(skip).toBeFocused();

  const menuLink = page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '실적관리' });
  await tabTo(page, menuLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/prescriptions');
  const tabs = page.getByRole('navigation', { name: '실적관리 메뉴' });
  await expect(tabs.getByRole('link', { name: '실적입력(EDI)' })).toHaveAttribute('aria-current', 'page');

  const dealersTab = tabs.getByRole('link', { name: '소속딜러 관리' });
  await tabTo(page, dealersTab);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dealers');
  await expect(page.getByRole('navigation', { name: '실적관리 메뉴' }).getByRole('link', { name: '소속딜러 관리' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
