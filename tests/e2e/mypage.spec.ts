import { expect, test, type Browser, type Page } from '@playwright/test';
import { bothModes, dialog, screenshot } from './helpers';

// My page journeys, each with a member of its own (the test harness makes one), so the demo accounts stay as they are.
// Each journey signs in, re-checks the password and photographs both colour modes: they get a minute.
test.describe.configure({ timeout: 60_000 });

interface Tester {
  userId: string;
  password: string;
  name: string;
  birthDate: string;
  nickname: string;
  phoneNumber: string;
}

async function newTester(page: Page): Promise<Tester> {
  const res = await page.request.post('/dev/test-member');
  expect(res.status()).toBe(200);
  return (await res.json()) as Tester;
}

async function signIn(page: Page, t: Tester, password = t.password) {
  const res = await page.request.post('/v1/auth/login', { data: { userId: t.userId, password, device: null } });
  expect(res.status(), `login ${t.userId}`).toBe(200);
}

/** Opens my info through the password guard. */
async function recheckInto(page: Page, t: Tester, path = '/mypage/info') {
  await page.goto(path);
  await expect(page).toHaveURL(`/mypage/guard?next=${encodeURIComponent(path)}`);
  await page.getByPlaceholder('비밀번호를 입력해주세요.').fill(t.password);
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page).toHaveURL(path);
}

test('the re-check: wrong password refused, then my page for ten minutes in this session only', async ({ page, browser }) => {
  const t = await newTester(page);
  await signIn(page, t);
  await page.goto('/mypage/info');
  await expect(page).toHaveURL('/mypage/guard?next=%2Fmypage%2Finfo');
  await expect(page.getByText('회원님의 정보를 보호하기 위해 비밀번호를 다시 확인합니다.')).toBeVisible();
  await bothModes(page, 'mypage-guard');
  const password = page.getByPlaceholder('비밀번호를 입력해주세요.');
  await expect(page.getByRole('button', { name: '확인', exact: true })).toBeEnabled();
  await password.fill('wrong-password');
  await password.press('Enter');
  await expect(page.getByText('비밀번호가 일치하지 않습니다.')).toBeVisible();
  await password.fill(t.password);
  await password.press('Enter');
  await expect(page).toHaveURL('/mypage/info');
  await expect(page.getByRole('heading', { name: '내정보관리' })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL('/mypage/info');
  await page.getByRole('link', { name: '수신설정' }).click();
  await expect(page).toHaveURL('/mypage/notification');
  // Another browser (a context of its own: another session of the same member) is asked again.
  const other = await otherBrowserPage(browser);
  await signIn(other, t);
  await other.goto('/mypage/withdraw');
  await expect(other).toHaveURL('/mypage/guard?next=%2Fmypage%2Fwithdraw');
  await other.context().close();
});

async function otherBrowserPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'ko-KR' });
  return context.newPage();
}

test('my info: e-mail with the domain picker, nickname with 중복확인, then the password', async ({ page }) => {
  const t = await newTester(page);
  await signIn(page, t);
  await recheckInto(page, t);
  await bothModes(page, 'mypage-info');
  await page.getByLabel('이메일 아이디').fill('changed.mail');
  await page.getByLabel('이메일 도메인 선택').selectOption('gmail.com');
  await expect(page.getByLabel('이메일 도메인', { exact: true })).toHaveValue('gmail.com');
  const nickname = `새닉${t.userId.slice(-4)}`;
  await page.getByLabel('닉네임').fill(nickname);
  await page.getByRole('button', { name: '중복확인' }).click();
  await expect(page.getByText('사용할 수 있는 닉네임입니다.')).toBeVisible();
  await page.getByRole('button', { name: '수정', exact: true }).click();
  await expect(dialog(page).getByText('정보가 수정되었습니다.')).toBeVisible();
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await page.waitForLoadState('load');
  await expect(page.getByLabel('이메일 아이디')).toHaveValue('changed.mail');
  await expect(page.getByLabel('닉네임')).toHaveValue(nickname);
  // The nickname changes once a month.
  await page.getByLabel('닉네임').fill(`또닉${t.userId.slice(-4)}`);
  await page.getByRole('button', { name: '중복확인' }).click();
  await expect(page.getByText('닉네임은 1달에 1회만 변경할 수 있습니다.')).toBeVisible();

  await page.getByPlaceholder('기존 비밀번호를 입력해주세요').fill(t.password);
  await page.getByPlaceholder('새 비밀번호를 입력해주세요').fill('Changed456!');
  await page.getByPlaceholder('새 비밀번호를 다시 입력해주세요').fill('Changed456?');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('새 비밀번호가 일치하지 않습니다.')).toBeVisible();
  await page.getByPlaceholder('새 비밀번호를 다시 입력해주세요').fill('Changed456!');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('비밀번호가 변경되었습니다. 다른 기기의 로그인은 해제되었습니다.')).toBeVisible();
  const old = await page.request.post('/v1/auth/login', { data: { userId: t.userId, password: t.password, device: null } });
  expect(old.status()).toBe(401);
  await signIn(page, t, 'Changed456!');
});

test('my info at 360 px: nothing wider than the screen', async ({ page }) => {
  const t = await newTester(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, t);
  await recheckInto(page, t);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await bothModes(page, 'mypage-info-360');
  await page.goto('/mypage/notification');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await bothModes(page, 'mypage-notification-360');
  await page.goto('/mypage/withdraw');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await bothModes(page, 'mypage-withdraw-360');
});

test('notification settings: saved on change, the master switch sets all five, reload keeps them', async ({ page }) => {
  const t = await newTester(page);
  await signIn(page, t);
  await recheckInto(page, t, '/mypage/notification');
  await bothModes(page, 'mypage-notification');
  const notice = page.getByRole('switch', { name: '공지사항 (제약사)' });
  const master = page.getByRole('switch', { name: '전체 알림 받기' });
  await expect(master).toBeChecked();
  await notice.click({ force: true });
  await expect(notice).not.toBeChecked();
  await expect(master).not.toBeChecked();
  await expect(page.getByText('수신 정보가 수정되었습니다.').first()).toBeVisible();
  await page.getByText('SMS', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
  await expect(page.getByText(/\d{4}년 \d{1,2}월 \d{1,2}일 동의/)).toBeVisible();
  await page.waitForTimeout(300);
  await page.reload();
  await expect(page.getByRole('switch', { name: '공지사항 (제약사)' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: '정산' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
  await page.getByRole('switch', { name: '전체 알림 받기' }).click({ force: true });
  await expect(page.getByRole('switch', { name: '공지사항 (제약사)' })).toBeChecked();
  await page.getByRole('switch', { name: '전체 알림 받기' }).click({ force: true });
  for (const name of ['공지사항 (제약사)', '신규 영업대행상품', '실적관리', '정산', '커뮤니티'])
    await expect(page.getByRole('switch', { name })).not.toBeChecked();
  await page.waitForTimeout(300);
  await page.reload();
  await expect(page.getByRole('switch', { name: '커뮤니티' })).not.toBeChecked();
});

test('phone change through the demo identity popup: the new number is saved', async ({ page }) => {
  const t = await newTester(page);
  await signIn(page, t);
  await recheckInto(page, t);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: '휴대폰 번호 변경' }).click();
  const popup = await popupOpened;
  await expect(popup.getByText('데모 본인인증').first()).toBeVisible();
  await popup.getByLabel('이름').fill(t.name);
  await popup.getByLabel('생년월일').fill(t.birthDate);
  await popup.getByLabel('남', { exact: true }).check();
  const digits = t.phoneNumber.replaceAll('-', '');
  const newNumber = `010-${digits.slice(7, 11)}-${digits.slice(3, 7)}`;
  await popup.getByLabel('휴대폰 번호').fill(newNumber);
  await popup.getByRole('button', { name: '인증 확인' }).click();
  await expect(page.getByRole('textbox', { name: '휴대폰 번호' })).toHaveValue(newNumber);
  await expect(page.getByText('본인인증이 완료되었습니다. 수정을 누르면 새 번호가 저장됩니다.')).toBeVisible();
  await page.getByRole('button', { name: '수정', exact: true }).click();
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await page.waitForLoadState('load');
  await expect(page.getByRole('textbox', { name: '휴대폰 번호' })).toHaveValue(newNumber);
});

test('withdraw: the four benefits, a confirm dialog, home with a message, and no login again', async ({ page }) => {
  const t = await newTester(page);
  await signIn(page, t);
  await recheckInto(page, t, '/mypage/withdraw');
  await expect(page.getByText('2. CSO-MR의 커뮤니티')).toBeVisible();
  await expect(page.getByText('탈퇴할 경우, 동일한 아이디로는 재가입이 불가해요.')).toBeVisible();
  await bothModes(page, 'mypage-withdraw');
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(dialog(page).getByText('정말로 탈퇴하시겠습니까?')).toBeVisible();
  await dialog(page).getByRole('button', { name: '취소' }).click();
  await expect(page).toHaveURL('/mypage/withdraw');
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('flash')).toContainText('회원 탈퇴가 완료되었습니다.');
  await screenshot(page, 'mypage-withdrawn-home');
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
  await page.goto('/login');
  await page.getByLabel('아이디').fill(t.userId);
  await page.getByLabel('비밀번호').and(page.locator('input')).fill(t.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '탈퇴한 계정입니다.' })).toBeVisible();
});
