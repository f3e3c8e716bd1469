import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { totpCode } from '../../src/server/staff/totp';
import { colourMode, dialog, passwordField, screenshot, signIn, signInStaffUi } from './helpers';

// 운영자 로그인 and the console's frame: a new staff account enrols its authenticator app at its first sign-in (QR code,
// the key, the first code, ten recovery codes once) and lands on the dashboard; wrong codes are refused and then
// throttled with the wait; demo_ops_members sees the dashboard's cards and only the menu entries its permissions
// allow; a partner at /admin sees the access-denied page. Screenshots at 1280 and 360 px, light and dark, with axe.

const NEW_PASSWORD = 'Tester123!';

async function noSeriousAxeViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

/** Both colour modes, each checked with axe and photographed at the page's width. */
async function checkBothModes(page: Page, name: string) {
  for (const mode of ['light', 'dark'] as const) {
    await colourMode(page, mode);
    await noSeriousAxeViolations(page, `${name} (${mode})`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${name}-${mode}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * A new staff account as 권한관리 creates one (demo_admin, POST /v1/members/admins) with the password its person sets
 * through the enrolment link (POST /v1/auth/staff-enrolment): no authenticator yet.
 */
async function newStaffAccount(request: APIRequestContext, adminPage: Page): Promise<string> {
  const userId = `e2e_staff_${randomBytes(3).toString('hex')}`;
  await signIn(adminPage, 'demo_admin');
  const created = await adminPage.request.post('/v1/members/admins', {
    data: { userId, name: '신규운영', email: `${userId}@example.kr`, permissions: ['MEMBER_MANAGEMENT'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { enrolmentLink } = (await created.json()) as { enrolmentLink: { url: string } };
  const token = new URL(enrolmentLink.url).searchParams.get('token');
  const set = await request.post('/v1/auth/staff-enrolment', { data: { token, password: NEW_PASSWORD } });
  expect(set.status(), await set.text()).toBe(200);
  return userId;
}

async function passwordStep(page: Page, userId: string, password = NEW_PASSWORD) {
  await expect(page.getByRole('textbox', { name: /아이디/ })).toBeFocused();
  await page.getByRole('textbox', { name: /아이디/ }).fill(userId);
  await passwordField(page).fill(password);
  await page.keyboard.press('Enter');
}

test('a new staff account enrols its authenticator at the first sign-in and lands on the dashboard', async ({ page, browser, request }) => {
  test.slow();
  const admin = await (await browser.newContext()).newPage();
  const userId = await newStaffAccount(request, admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/login');
  await expect(page.getByRole('checkbox', { name: '로그인 상태 유지' })).toHaveCount(0);
  await checkBothModes(page, 'admin-login-1280');
  await passwordStep(page, userId);

  // The QR code, the key in groups of four, the instructions; the code box has the focus.
  await expect(page.getByRole('img', { name: '인증 앱에 등록할 QR 코드' })).toBeVisible();
  const key = page.getByTestId('enrolment-secret');
  const secret = ((await key.textContent()) ?? '').replaceAll(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(key.locator('span')).toHaveCount(8);
  const code = page.getByRole('textbox', { name: /인증 코드 6자리/ });
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await checkBothModes(page, 'admin-enrol-1280');

  await code.fill(totpCode(secret));
  await page.keyboard.press('Enter');
  const codes = page.getByRole('list', { name: '복구 코드 10개' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await checkBothModes(page, 'admin-recovery-codes-1280');
  await page.getByRole('button', { name: '복구 코드를 안전한 곳에 보관했습니다' }).click();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: '대시보드', level: 1 })).toBeVisible();
  await expect(page.getByTestId('console-staff')).toContainText('신규운영');
  await expect(page.locator('[data-queue=CONTRACT_APPLICATIONS]')).toBeVisible();
  await admin.context().close();
});

test('wrong codes are refused, then throttled with the wait; an expired try goes back to the password', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const admin = await (await browser.newContext()).newPage();
  const userId = await newStaffAccount(request, admin);
  await admin.context().close();
  // Enrol through the API (the first test does it through the screens), so that this sign-in asks for the code.
  const first = await request.post('/v1/auth/login', { data: { userId, password: NEW_PASSWORD, device: null } });
  const { challenge } = (await first.json()) as { challenge: string };
  const { secret } = (await (await request.post('/v1/auth/second-factor/enrolment', { data: { challenge } })).json()) as { secret: string };
  expect((await request.post('/v1/auth/second-factor', { data: { challenge, code: totpCode(secret) } })).status()).toBe(200);
  const wrong = totpCode(secret, Date.now() - 10 * 60_000);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/login');
  await passwordStep(page, userId);
  const code = page.getByRole('textbox', { name: /인증 코드 6자리/ });
  for (let i = 0; i < 5; i++) {
    await code.fill(wrong);
    await page.keyboard.press('Enter');
    await expect(code).toHaveAccessibleDescription('인증 코드가 올바르지 않습니다. 다시 확인해 주세요.');
    await expect(code).toHaveValue('');
    await expect(code).toBeFocused();
  }
  // The challenge allowed five tries: the sixth goes back to the password, saying why.
  await code.fill(wrong);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('로그인 확인 시간이 지났습니다. 아이디와 비밀번호로 다시 로그인해 주세요.');
  // The login id is kept; the password takes the focus.
  await expect(page.getByRole('textbox', { name: /아이디/ })).toHaveValue(userId);
  await expect(passwordField(page)).toBeFocused();
  await passwordField(page).fill(NEW_PASSWORD);
  await page.keyboard.press('Enter');
  // Past the free failures every wrong code waits longer (1 s, 2 s, 4 s …): the refusal says for how long.
  let throttled = 0;
  for (let i = 0; i < 4 && !throttled; i++) {
    await code.fill(wrong);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/auth/second-factor');
    await page.keyboard.press('Enter');
    if ((await answer).status() === 429) throttled = i + 1;
  }
  expect(throttled, 'a wrong code past the free failures is answered with the wait').toBeGreaterThan(0);
  await expect(code).toHaveAccessibleDescription(/^인증 코드 입력이 너무 많습니다\. \d+초 후에 다시 시도해 주세요\.$/);
  await screenshot(page, 'admin-code-throttled-1280-light');
});

test('demo_ops_members lands on the dashboard with its cards; the menu shows only what it may use', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInStaffUi(page, 'demo_ops_members');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('console-staff')).toHaveText(/서지민\s*관리자/);
  const menu = page.getByRole('navigation', { name: '운영자 메뉴', exact: true });
  await expect(menu.getByRole('link')).toHaveText([
    '대시보드',
    '계약 심사',
    'CSO 신고증 심사',
    '회원관리',
    '계좌 변경 승인',
    '내 보안 설정',
  ]);
  await expect(menu.getByRole('link', { name: '대시보드' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: '운영자 관리' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: '감사 로그' })).toHaveCount(0);
  for (const [queue, href] of [
    ['CONTRACT_APPLICATIONS', '/admin/contracts'],
    ['CSO_CERTIFICATES', '/admin/cso-certificates'],
    ['BANK_ACCOUNT_CHANGES', '/admin/bank-changes'],
  ] as const) {
    const card = page.locator(`[data-queue=${queue}]`);
    await expect(card).toHaveAttribute('href', href);
    await expect(card).toContainText(/\d+건/);
  }
  await expect(page.locator('[data-queue=CONTRACT_APPLICATIONS]')).toContainText('가장 오래된 항목');
  await expect(page.getByRole('region', { name: '내 권한' })).toContainText(/회원관리\s*계약관리/);
  await checkBothModes(page, 'admin-dashboard-1280');

  // A page its permissions do not reach: the console's denial, in the console's frame.
  const denied = await page.goto('/admin/audit');
  expect(denied?.status()).toBe(403);
  await expect(dialog(page)).toContainText('이 메뉴를 이용할 권한이 없습니다. 권한관리 담당자에게 요청해 주세요.');
  await expect(page.getByTestId('console-staff')).toBeVisible();
  await dialog(page).getByRole('button', { name: '확인' }).click();

  // 내 보안 설정: the enrolment date and the recovery codes left.
  await page.goto('/admin/security');
  await expect(page.getByTestId('enrolled-at')).toContainText('인증 앱 등록');
  await expect(page.getByTestId('recovery-codes-left')).toContainText('남은 복구 코드');
  await expect(menu.getByRole('link', { name: '내 보안 설정' })).toHaveAttribute('aria-current', 'page');
  await checkBothModes(page, 'admin-security-1280');

  // 360 px: the menu folds into a drawer behind a button; the page stays readable.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/admin');
  await expect(menu).toBeHidden();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  const drawer = page.getByRole('dialog', { name: '운영자 메뉴' });
  await expect(drawer.getByRole('link', { name: '계약 심사' })).toBeVisible();
  await expect(drawer).toContainText('서지민');
  await screenshot(page, 'admin-menu-drawer-360-light');
  await page.getByRole('button', { name: '메뉴 닫기' }).click();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no sideways scrolling at 360 px').toBeLessThanOrEqual(360);
  await checkBothModes(page, 'admin-dashboard-360');
});

test('the console sign-in at 360 px, and after 15 minutes without use it says why', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/admin/login?reason=idle&redirectTo=%2Fadmin%2Fsecurity');
  await expect(page.getByRole('status').filter({ hasText: '15분 동안 사용하지 않아 로그아웃되었습니다.' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await checkBothModes(page, 'admin-login-360');
});

test('a partner at /admin sees the access-denied page; signed out, /admin asks for the console sign-in', async ({ page, browser }) => {
  const visitor = await browser.newPage();
  await visitor.goto('/admin/security');
  await expect(visitor).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fsecurity$/);
  await visitor.close();

  await signIn(page, 'demo_partner');
  const res = await page.goto('/admin');
  expect(res?.status()).toBe(403);
  await expect(dialog(page)).toContainText('운영자만 이용할 수 있는 페이지입니다.');
  await expect(page.locator('[data-denied-message]')).toHaveAttribute('data-denied-message', '운영자만 이용할 수 있는 페이지입니다.');
  await expect(page.getByTestId('console-staff')).toHaveCount(0);
  await screenshot(page, 'admin-denied-partner-1280-light');
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The partner login sends a staff account to the console's sign-in, with where it was going.
  const other = await browser.newPage();
  await other.goto('/login?redirectTo=%2Fcustomer-service%2Fnotice%2Fnew');
  await other.getByRole('textbox', { name: /아이디/ }).fill('demo_editor');
  await passwordField(other).fill('demo1234!');
  await other.getByRole('button', { name: '로그인' }).click();
  await expect(other.getByRole('alert')).toContainText('운영자 계정은 운영자 로그인에서 인증 앱 코드와 함께 로그인해 주세요.');
  await other.getByRole('link', { name: '운영자 로그인으로 가기' }).click();
  await expect(other).toHaveURL(/\/admin\/login\?redirectTo=%2Fcustomer-service%2Fnotice%2Fnew$/);
  await other.close();
});
