import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { bothModes, signIn } from './helpers';

// 알림: the bell in the header says how many are unread and leads to the list; opening an unread item marks it read on
// the way to its page; 모두 읽음 clears the count. As demo_org, whose demo notifications no other journey reads.

const bell = (page: Page) => page.getByTestId('notification-bell');

async function unreadOnBell(page: Page): Promise<number> {
  const m = /알림 (\d+)개 읽지 않음/.exec((await bell(page).textContent()) ?? '');
  return m ? Number(m[1]) : 0;
}

async function noSeriousAxeViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

test('a signed-out visitor has no bell', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: '로그인' }).first()).toBeVisible();
  await expect(bell(page)).toHaveCount(0);
});

test('the bell counts the unread, the list opens an item as read, and 모두 읽음 clears the count', async ({ page }) => {
  test.slow();
  await signIn(page, 'demo_org');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const before = await unreadOnBell(page);
  expect(before, 'demo_org has unread demo notifications').toBeGreaterThan(0);
  await expect(bell(page)).toHaveAccessibleName(`알림 ${before}개 읽지 않음`);
  await expect(page.getByTestId('notification-count')).toHaveText(String(before));

  await bell(page).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: '알림' })).toBeVisible();
  const items = page.getByTestId('notification-item');
  await expect(items.first()).toBeVisible();
  await expect(page.locator('[data-testid="notification-item"][data-unread]')).toHaveCount(before);
  await expect(page.getByTestId('notification-unread')).toHaveText(`읽지 않음 ${before}개`);
  // Newest first: the dates on the page never go up.
  const times = await page
    .locator('[data-testid="notification-item"] time')
    .evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime') ?? ''));
  expect([...times].sort().reverse()).toEqual(times);
  await bothModes(page, 'notifications-1280');
  await noSeriousAxeViolations(page, '/notifications light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  await noSeriousAxeViolations(page, '/notifications dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(bell(page)).toBeVisible();
  // The header's controls, the bell among them, fit a 360 px phone: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await bothModes(page, 'notifications-360');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Opening the newest unread item leads to its page, which already counts it read.
  const first = page.locator('a[data-notification-id][data-unread]').first();
  const target = (await first.getAttribute('href')) ?? '';
  expect(target.startsWith('/')).toBe(true);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[?]/g, '\\?')}$`));
  await expect(bell(page)).toHaveAccessibleName(before - 1 > 0 ? `알림 ${before - 1}개 읽지 않음` : '알림');

  await page.goto('/notifications');
  await expect(page.locator('[data-testid="notification-item"][data-unread]')).toHaveCount(before - 1);
  await page.getByRole('button', { name: '모두 읽음' }).click();
  await expect(page.getByTestId('flash')).toHaveText('모든 알림을 읽음으로 표시했습니다.');
  await expect(page.locator('[data-testid="notification-item"][data-unread]')).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('알림');
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '모두 읽음' })).toBeDisabled();
  await page.goto('/');
  await expect(bell(page)).toHaveAccessibleName('알림');
});

test('a member without notifications sees the empty state', async ({ page }) => {
  await signIn(page, 'demo_cso');
  await page.goto('/notifications');
  await expect(page.getByText('새 알림이 없습니다.')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('알림');
  await bothModes(page, 'notifications-empty');
});

test('a notification that leads nowhere is marked read with its own 읽음 button, a form that needs no script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, 'demo_partner');
  await page.goto('/notifications');
  const before = await unreadOnBell(page);
  expect(before).toBeGreaterThan(0);
  await page.getByRole('button', { name: '서비스 점검 안내 읽음' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(bell(page)).toHaveAccessibleName(before - 1 > 0 ? `알림 ${before - 1}개 읽지 않음` : '알림');
  await expect(page.getByRole('button', { name: '서비스 점검 안내 읽음' })).toHaveCount(0);
  await context.close();
});
