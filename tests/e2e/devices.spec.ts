import { expect, test, type Browser, type Page } from '@playwright/test';
import { bothModes, dialog, passwordField } from './helpers';

// 로그인 기기 관리: a member signed in on a laptop and a phone (two browser contexts: two sessions) sees both devices
// on my page, signs the phone out, and the phone is signed out on its next request; 다른 기기 모두 로그아웃 ends the
// rest. Each run uses a member of its own (the test harness makes one), so no demo account is signed out elsewhere.
test.describe.configure({ timeout: 90_000 });

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Tester {
  userId: string;
  password: string;
}

async function newTester(page: Page): Promise<Tester> {
  const res = await page.request.post('/dev/test-member');
  expect(res.status()).toBe(200);
  return (await res.json()) as Tester;
}

/** Signs in through the login form, optionally ticking 「로그인 상태 유지」. */
async function signInWithForm(page: Page, t: Tester, keep = false) {
  await page.goto('/login');
  await page.getByLabel('아이디').fill(t.userId);
  await passwordField(page).fill(t.password);
  if (keep) await page.getByRole('checkbox', { name: '로그인 상태 유지' }).check();
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL('/', { timeout: 20_000 }); // a password hash each: slow on a busy machine
}

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'ko-KR', userAgent: IPHONE_SAFARI });
  return context.newPage();
}

const device = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

test('a member sees the laptop and the phone, signs the phone out, and the phone is signed out', async ({ page, browser }) => {
  const t = await newTester(page);
  await signInWithForm(page, t, true);
  const other = await phone(browser);
  await signInWithForm(other, t);

  // From my page's menu, through the password re-check.
  await page.goto('/mypage/devices');
  await expect(page).toHaveURL('/mypage/guard?next=%2Fmypage%2Fdevices');
  await page.getByPlaceholder('비밀번호를 입력해주세요.').fill(t.password);
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page).toHaveURL('/mypage/devices');
  await expect(page.getByRole('link', { name: '로그인 기기 관리' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: '로그인 기기 관리' })).toBeVisible();

  const list = page.getByRole('list', { name: '로그인 기기' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const laptop = device(page, 'Chrome · Windows');
  await expect(laptop).toContainText('현재 기기');
  await expect(laptop).toContainText('로그인 상태 유지');
  await expect(laptop).toContainText('지금 사용 중');
  const iphone = device(page, 'Safari · iOS');
  await expect(iphone).toContainText('마지막 사용');
  await expect(iphone).not.toContainText('로그인 상태 유지');
  await expect(page.getByRole('button', { name: 'Safari · iOS 로그아웃' })).toBeEnabled();

  await page.setViewportSize({ width: 1280, height: 800 });
  await bothModes(page, 'devices-1280');
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await bothModes(page, 'devices-360');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The phone works until it is signed out from the laptop…
  expect((await other.request.get('/v1/auth/me')).status()).toBe(200);
  await page.getByRole('button', { name: 'Safari · iOS 로그아웃' }).click();
  await expect(page.getByText('Safari · iOS에서 로그아웃했습니다.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('다른 기기에서 로그인되어 있지 않습니다.')).toBeVisible();
  await expect(page.getByRole('button', { name: '다른 기기 모두 로그아웃' })).toBeDisabled();

  // …and its next request is refused: an API call, and a members-only page sends it to the login.
  expect((await other.request.get('/v1/auth/me')).status()).toBe(401);
  await other.goto('/products');
  await expect(other).toHaveURL(/\/login\?redirectTo=%2Fproducts/);
  // The laptop is still signed in.
  expect((await page.request.get('/v1/auth/me')).status()).toBe(200);
  await other.context().close();
});

test('다른 기기 모두 로그아웃 asks first, then ends every other session and keeps this one', async ({ page, browser }) => {
  const t = await newTester(page);
  await signInWithForm(page, t);
  const others = [await phone(browser), await phone(browser)];
  for (const o of others) await signInWithForm(o, t);
  await page.goto('/mypage/devices');
  await page.getByPlaceholder('비밀번호를 입력해주세요.').fill(t.password);
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByRole('list', { name: '로그인 기기' }).getByRole('listitem')).toHaveCount(3);

  await page.getByRole('button', { name: '다른 기기 모두 로그아웃' }).click();
  await expect(dialog(page)).toContainText('이 기기를 뺀 2대의 기기에서 모두 로그아웃합니다.');
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(page.getByText('다른 기기에서 모두 로그아웃했습니다.')).toBeVisible();
  await expect(page.getByRole('list', { name: '로그인 기기' }).getByRole('listitem')).toHaveCount(1);
  for (const o of others) {
    expect((await o.request.get('/v1/auth/me')).status()).toBe(401);
    await o.context().close();
  }
  expect((await page.request.get('/v1/auth/me')).status()).toBe(200);
});
