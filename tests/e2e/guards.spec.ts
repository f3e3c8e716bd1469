import { expect, test } from '@playwright/test';
import { dialog, passwordField, signIn } from './helpers';

test('a guarded page sends a visitor to login and back to the original path and query', async ({ page }) => {
  await page.goto('/events?status=IN_PROGRESS&page=2');
  await expect(page).toHaveURL('/login?redirectTo=%2Fevents%3Fstatus%3DIN_PROGRESS%26page%3D2');
  await page.getByLabel('아이디').fill('demo_partner');
  await passwordField(page).fill('demo1234!');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL('/events?status=IN_PROGRESS&page=2');
  await expect(page.getByRole('button', { name: /김민준|님/ }).first()).toBeVisible();
});

test('contract-only pages: a CSO member clicking 실적관리 gets the alert, then goes back one page', async ({ page }) => {
  await signIn(page, 'demo_cso');
  await page.goto('/products');
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '실적관리' }).click();
  await expect(page).toHaveURL('/prescriptions');
  const alert = dialog(page);
  await expect(alert).toContainText('계약회원만 접근할 수 있는 페이지입니다.');
  await expect(page.getByRole('heading', { name: '실적입력(EDI)' })).toHaveCount(0);
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL('/products');
});

test('contract-only pages answer 403 without the screen for a plain member, also on a direct link', async ({ page }) => {
  await signIn(page, 'demo_member');
  const res = await page.goto('/settlement-list');
  expect(res?.status()).toBe(403);
  await expect(dialog(page)).toContainText('계약회원만 접근할 수 있는 페이지입니다.');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/'); // no history: home
});

test('every anonymous-board route is for CSO members only', async ({ page }) => {
  await signIn(page, 'demo_member');
  for (const path of ['/community/anonymous', '/community/anonymous/1', '/community/anonymous/new', '/community/anonymous/1/edit']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(403);
    await expect(dialog(page)).toContainText('CSO 회원만 접근할 수 있는 페이지입니다.');
  }
});

test('CSO and contract members reach the anonymous board; contract members reach the performance group', async ({ page }) => {
  await signIn(page, 'demo_cso');
  await page.goto('/community/anonymous');
  await expect(page.getByRole('heading', { name: '커뮤니티', level: 1 })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: '커뮤니티 메뉴' });
  await expect(tabs.getByRole('link', { name: '익명게시판' })).toHaveAttribute('aria-current', 'page');
  await signIn(page, 'demo_org');
  const res = await page.goto('/dealers');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('link', { name: '소속딜러 관리' })).toHaveAttribute('aria-current', 'page');
});

test('/community opens the new-client matching board', async ({ page }) => {
  await signIn(page, 'demo_member');
  await page.goto('/community');
  await expect(page).toHaveURL('/community/mr_cso_matching');
});

test('home and the guard page need no login; mypage does', async ({ page }) => {
  expect((await page.goto('/'))?.status()).toBe(200);
  await expect(page.getByRole('link', { name: '로그인' }).first()).toBeVisible();
  expect((await page.goto('/mypage/guard'))?.status()).toBe(200);
  await page.goto('/mypage/info');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmypage%2Finfo$/);
});
