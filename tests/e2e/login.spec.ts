import { expect, test } from '@playwright/test';
import { bothModes, passwordField, signIn } from './helpers';

test('empty fields get Korean messages and focus', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByText('아이디를 입력해 주세요.')).toBeVisible();
  await expect(page.getByLabel('아이디')).toBeFocused();
  await page.getByLabel('아이디').fill('demo_partner');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByText('비밀번호를 입력해 주세요.')).toBeVisible();
  await expect(passwordField(page)).toBeFocused();
});

test('a wrong password is refused in Korean and the typed id stays', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('아이디').fill('demo_org');
  await passwordField(page).fill('wrong-password');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '아이디 또는 비밀번호가 올바르지 않습니다.' })).toBeVisible();
  await expect(page.getByLabel('아이디')).toHaveValue('demo_org');
  await expect(page).toHaveURL('/login');
});

test('only same-origin paths are honoured as redirectTo', async ({ page }) => {
  await page.goto('/login?redirectTo=https%3A%2F%2Fevil.example%2F');
  await page.getByLabel('아이디').fill('demo_member');
  await passwordField(page).fill('demo1234!');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: /님, 안녕하세요/ })).toBeVisible();
});

test('a signed-in member opening /login goes straight on', async ({ page }) => {
  await signIn(page, 'demo_member');
  await page.goto('/login?redirectTo=%2Fproducts');
  await expect(page).toHaveURL('/products');
});

test('with an expired access cookie, the login page renews silently with the stored refresh token', async ({ page, context }) => {
  await page.goto('/login');
  await page.getByLabel('아이디').fill('demo_partner');
  await passwordField(page).fill('demo1234!');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL('/');
  await context.clearCookies(); // the access cookie expired; localStorage still has the refresh token
  await page.goto('/customer-service/faq');
  await expect(page).toHaveURL('/customer-service/faq');
  await expect(page.getByRole('heading', { name: '고객센터' })).toBeVisible();
});

test('the user menu shows the member and logs out', async ({ page }) => {
  await signIn(page, 'demo_partner');
  await page.goto('/');
  await page.getByTestId('user-menu-trigger').click();
  const menu = page.getByRole('dialog', { name: '내 계정' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: '계약중' })).toBeVisible();
  await expect(menu).toContainText('계약일:');
  await menu.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: '로그인' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
  await page.goto('/products');
  await expect(page).toHaveURL(/\/login/);
});

test('what a member types before the form has loaded its script is kept, and nothing is submitted early', async ({ page }) => {
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/login?redirectTo=%2Fevents', { waitUntil: 'commit' });
  await page.getByLabel('아이디').fill('demo_org');
  await passwordField(page).fill('demo1234!');
  await expect(page.getByRole('button', { name: '로그인' })).toBeDisabled();
  await passwordField(page).press('Enter');
  await expect(page).toHaveURL('/login?redirectTo=%2Fevents'); // no early submit, no password in a URL
  release();
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL('/events');
});

test('the eye button shows and hides the password, and a field error is announced with its input', async ({ page }) => {
  await page.goto('/login');
  await passwordField(page).fill('demo1234!');
  await page.getByRole('button', { name: '비밀번호 보기' }).click();
  await expect(passwordField(page)).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: '비밀번호 숨기기' }).click();
  await expect(passwordField(page)).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: '로그인' }).click();
  const userId = page.getByLabel('아이디');
  await expect(userId).toHaveAttribute('aria-invalid', 'true');
  await expect(userId).toHaveAccessibleDescription('아이디를 입력해 주세요.');
  await userId.fill('d');
  await expect(userId).not.toHaveAttribute('aria-invalid');
});

test('「로그인 상태 유지」 asks the server for a kept session and keeps no password in the browser', async ({ page }) => {
  await page.goto('/login');
  const keep = page.getByRole('checkbox', { name: '로그인 상태 유지' });
  await expect(keep).not.toBeChecked();
  await expect(keep).toHaveAccessibleDescription(/30일 동안 로그인이 유지됩니다/);
  await page.getByLabel('아이디').fill('demo_member');
  await passwordField(page).fill('demo1234!');
  await page.getByText('로그인 상태 유지', { exact: true }).click();
  await expect(keep).toBeChecked();
  await page.setViewportSize({ width: 360, height: 800 });
  await bothModes(page, 'login-keep-360');
  const login = page.waitForRequest((r) => r.url().endsWith('/v1/auth/login') && r.method() === 'POST');
  await page.getByRole('button', { name: '로그인' }).click();
  expect((await login).postDataJSON()).toMatchObject({ userId: 'demo_member', keepLogin: true });
  await expect(page).toHaveURL('/');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain('demo1234!');
  expect(stored).not.toContain(btoa('demo1234!'));
});

test('an image or a link cannot sign a member out; /logout asks first', async ({ page }) => {
  await signIn(page, 'demo_member');
  await page.goto('/');
  // What a post with <img src="/v1/auth/logout"> or <img src="/logout"> would make the browser do.
  await page.evaluate(async () => {
    const load = (src: string) =>
      new Promise<void>((resolve) => {
        const img = new Image();
        img.onload = img.onerror = () => resolve();
        img.src = src;
      });
    await load('/v1/auth/logout');
    await load('/logout');
  });
  expect((await page.request.get('/v1/auth/me')).status()).toBe(200);
  // Following a link to /logout only asks.
  await page.goto('/logout');
  await expect(page.getByText('로그아웃하시겠습니까?')).toBeVisible();
  await bothModes(page, 'logout-confirm');
  expect((await page.request.get('/v1/auth/me')).status()).toBe(200);
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL('/');
  expect((await page.request.get('/v1/auth/me')).status()).toBe(401);
});
