import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bothModes, dialog } from './helpers';

// Joining and recovering an account with the demo providers: the 데모 본인인증 popup and the dev outbox (/dev/outbox).

const PASSWORD = 'Join1234!';
const run = Date.now() % 1_000_000;
let serial = 0;
/** A login id and a phone number no one has yet (per run and per call). */
function fresh() {
  serial += 1;
  const n = String((run * 10 + serial) % 100_000_000).padStart(8, '0');
  return { userId: `e2e${run}${serial}`, phone: `010-${n.slice(0, 4)}-${n.slice(4)}`, masked: `010-****-${n.slice(4)}` };
}

/** A member made through the API (identity verification by the demo provider's form, then sign-up). */
async function memberByApi(request: APIRequestContext) {
  const who = fresh();
  const { certNum } = await (
    await request.post('/v1/kmc/auth/request', { data: { cpId: 'MEDIPANDA', urlCode: 'WEB', certMet: 'M', plusInfo: 'WEB' } })
  ).json();
  const answer = await request.post('/v1/kmc/auth/launch', {
    form: { certNum, choice: 'typed', name: '복구회원', birthDate: '1992-03-04', gender: 'MALE', phoneNumber: who.phone },
  });
  expect(answer.status()).toBe(200);
  const signup = await request.post('/v1/members', {
    multipart: {
      request: {
        name: 'request.json',
        mimeType: 'application/json',
        buffer: Buffer.from(
          JSON.stringify({
            userId: who.userId,
            password: PASSWORD,
            email: 'e2e@example.com',
            certNum,
            termsAgreed: true,
            privacyAgreed: true,
          }),
        ),
      },
    },
  });
  expect(signup.status()).toBe(201);
  return who;
}

/** The newest code the demo SMS provider "sent" to a (masked) number. */
async function outboxCode(page: Page, masked: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto('/dev/outbox');
  const message = outbox.locator('[data-outbox-message]').filter({ hasText: masked }).first();
  const text = (await message.textContent()) ?? '';
  await outbox.close();
  const code = /\[(\d{6})\]/.exec(text)?.[1];
  expect(code, `a code for ${masked} in the outbox`).toBeTruthy();
  return code!;
}

async function sendCode(page: Page, phone: string) {
  await page.getByRole('textbox', { name: '휴대폰 번호' }).fill(phone);
  await page.getByRole('button', { name: '인증번호 발송' }).click();
  await expect(page.getByText(/^\d:\d\d/)).toBeVisible();
}

test('sign up with the demo identity popup, then log in', async ({ page }) => {
  test.setTimeout(90_000); // two password hashes and a popup on a loaded machine
  const who = fresh();
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: '회원가입' })).toBeVisible();
  const idField = page.getByRole('textbox', { name: '아이디' });
  await idField.fill(who.userId);
  await page.getByRole('button', { name: '중복확인' }).click();
  await expect(page.getByText('✓ 사용할 수 있는 아이디입니다.')).toBeVisible();
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: '비밀번호 확인' }).fill(PASSWORD);
  await expect(page.getByText('✓ 비밀번호가 일치합니다.')).toBeVisible();

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: '본인인증' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: '데모 본인인증' })).toBeVisible();
  await popup.getByLabel('이름').fill('새회원');
  await popup.getByLabel('생년월일').fill('1995-05-05');
  await popup.getByLabel('여').check();
  await popup.getByLabel('휴대폰 번호').fill(who.phone);
  // Listen before the click: the popup closes itself 300 ms after its answer loads, which on a loaded machine can come
  // before the click returns.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: '인증 확인' }).click();
  await closed;
  await expect(page.getByTestId('signup-identity')).toContainText('새회원');
  await expect(page.getByTestId('signup-identity')).toContainText(who.phone);

  await page.getByRole('textbox', { name: '이메일' }).fill('new@example.com');
  await page.getByRole('checkbox', { name: '전체 동의' }).check();
  await page.getByRole('button', { name: '가입완료' }).click();
  await expect(dialog(page)).toContainText('회원가입이 완료되었습니다.');
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('textbox', { name: '아이디' }).fill(who.userId);
  await page.getByLabel('비밀번호').and(page.locator('input')).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/$/);
  // A signed-in member visiting /signup goes home.
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/$/);
});

test('a missing consent and a wrong confirmation keep what was typed', async ({ page }) => {
  await page.goto('/signup');
  const idField = page.getByRole('textbox', { name: '아이디' });
  await idField.fill('keepme1');
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: '비밀번호 확인' }).fill('Other1234!');
  await page.getByRole('button', { name: '가입완료' }).click();
  await expect(page.getByText('아이디 중복확인을 해 주세요.')).toBeVisible();
  await expect(page.getByText('비밀번호가 일치하지 않습니다.')).toBeVisible();
  await expect(page.getByText('[필수] 이용약관과 개인정보 처리방침에 동의해 주세요.')).toBeVisible();
  await expect(idField).toHaveValue('keepme1');
  await expect(idField).toBeFocused();
});

test('find the ID with the code from the outbox', async ({ page }) => {
  const who = await memberByApi(page.request);
  await page.goto('/login');
  await page.getByRole('link', { name: '아이디 찾기' }).click();
  await expect(page).toHaveURL(/\/find-account$/);
  await sendCode(page, who.phone);
  await page.getByRole('textbox', { name: '인증번호' }).fill(await outboxCode(page, who.masked));
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByTestId('found-id')).toContainText(`${who.userId.slice(0, 4)}${'x'.repeat(who.userId.length - 4)}`);
});

test('reset the password with the code from the outbox, then log in with the new one', async ({ page }) => {
  const who = await memberByApi(page.request);
  await page.goto('/find-account');
  await page.getByRole('link', { name: '비밀번호 찾기' }).click();
  await expect(page).toHaveURL(/tab=password/);
  await page.getByRole('textbox', { name: '아이디' }).fill(who.userId);
  await sendCode(page, who.phone);
  await page.getByRole('textbox', { name: '인증번호' }).fill(await outboxCode(page, who.masked));
  await page.getByRole('button', { name: '확인' }).click();
  await page.getByRole('textbox', { name: '새 비밀번호', exact: true }).fill('Brand5678!');
  await page.getByRole('textbox', { name: '새 비밀번호 확인' }).fill('Brand5678!');
  await page.getByRole('button', { name: '비밀번호 재설정' }).click();
  await expect(dialog(page)).toContainText('비밀번호를 바꿨습니다.');
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.post('/v1/auth/login', { data: { userId: who.userId, password: PASSWORD, device: null } })).status()).toBe(
    401,
  );
  expect((await page.request.post('/v1/auth/login', { data: { userId: who.userId, password: 'Brand5678!', device: null } })).status()).toBe(
    200,
  );
});

test('five wrong codes kill the code', async ({ page }) => {
  const who = await memberByApi(page.request);
  await page.goto('/find-password');
  await page.getByRole('textbox', { name: '아이디' }).fill(who.userId);
  await sendCode(page, who.phone);
  const right = await outboxCode(page, who.masked);
  const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
  const box = page.getByRole('textbox', { name: '인증번호' });
  for (let left = 4; left >= 1; left--) {
    await box.fill(wrong);
    await page.getByRole('button', { name: '확인' }).click();
    await expect(page.getByText(`남은 입력 횟수: ${left}회`)).toBeVisible();
  }
  await box.fill(wrong);
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByText('인증번호를 5회 잘못 입력했습니다. 인증번호를 다시 받아 주세요.')).toBeVisible();
  await box.fill(right);
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByText('인증번호를 5회 잘못 입력했습니다.', { exact: false })).toBeVisible();
});

test('the screens in both colour modes, on a desktop and at 360 px', async ({ page }) => {
  for (const [width, height] of [
    [1280, 900],
    [360, 780],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const path of ['/signup', '/find-account', '/find-account?tab=password']) {
      await page.goto(path);
      await expect(page.locator('form')).toBeVisible();
      const wide = await page.evaluate(
        (w) =>
          [...document.querySelectorAll('main *')]
            .filter((el) => el.getBoundingClientRect().right > w + 1)
            .slice(0, 3)
            .map((el) => `${el.tagName}.${el.className}`),
        width,
      );
      expect(wide, `${path} at ${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBeLessThanOrEqual(width);
      await bothModes(page, `accounts${path.replace(/[/?=]/g, '-')}-${width}`);
    }
  }
  // The 데모 본인인증 popup page (the API's own HTML).
  await page.setViewportSize({ width: 480, height: 720 });
  const { certNum } = await (await page.request.post('/v1/kmc/auth/request', { data: {} })).json();
  await page.goto(`/v1/kmc/auth/launch?certNum=${certNum}`);
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: mode });
    await page.screenshot({ path: `test-results/screenshots/accounts-identity-popup-${mode}.png`, fullPage: true });
  }
});
