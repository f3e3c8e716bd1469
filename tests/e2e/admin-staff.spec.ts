import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { totpCode } from '../../src/server/staff/totp';
import { bothModes, colourMode, dialog, hydrated, signIn } from './helpers';

// 운영자 관리 in two browsers: demo_admin creates a staff account with two permissions and copies its one-time
// enrolment link; the new person opens it in another browser, sets a password (twice), enrols the authenticator app
// (the code computed from the key the page shows), keeps the recovery codes and lands in the console with only the
// menu their permissions open; the used link is a plain page after that; demo_admin then reads the audit rows of it on
// /admin/audit. Screens photographed at 1280 and 360 px in both colour modes, axe in both.

async function noSeriousAxeViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).include('#main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

async function look(page: Page, name: string) {
  for (const mode of ['light', 'dark'] as const) {
    await colourMode(page, mode);
    await noSeriousAxeViolations(page, `${name} (${mode})`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await bothModes(page, `${name}-1280`);
  await page.setViewportSize({ width: 360, height: 800 });
  await bothModes(page, `${name}-360`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function newBrowser(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

test('a new staff account: created with two permissions, enrolled through its link, sees only its menu, audited', async ({ browser }) => {
  test.setTimeout(360_000);
  const userId = `e2e_ops_${Date.now().toString(36).slice(-6)}`;
  const admin = await newBrowser(browser);
  await signIn(admin.page, 'demo_admin');
  await admin.page.goto('/admin/staff');
  await expect(admin.page.getByRole('heading', { level: 1, name: '운영자 관리' })).toBeVisible();
  await expect(admin.page.getByRole('link', { name: 'demo_ops_cs' })).toBeVisible();
  await look(admin.page, 'admin-staff-list');

  await admin.page.getByRole('link', { name: '운영자 등록' }).click();
  await expect(admin.page).toHaveURL(/\/admin\/staff\/new$/);
  await admin.page.getByRole('textbox', { name: '아이디' }).fill(userId);
  await admin.page.getByRole('textbox', { name: '이름' }).fill('신입운영');
  await admin.page.getByRole('textbox', { name: '이메일' }).fill(`${userId}@example.kr`);
  const boxes = admin.page.getByRole('group', { name: '권한' });
  // A box ticked before the form hydrates is checked on screen but not in the form's state.
  await hydrated(boxes);
  for (const label of ['회원관리', '고객센터']) {
    await boxes.getByText(label, { exact: true }).click();
    await expect(boxes.getByRole('checkbox', { name: label })).toBeChecked();
  }
  await look(admin.page, 'admin-staff-new');
  await admin.page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(admin.page.getByRole('heading', { name: `신입운영(${userId}) 운영자를 등록했습니다` })).toBeVisible();
  const url = (await admin.page.getByTestId('enrolment-link').textContent())?.trim() ?? '';
  expect(url).toMatch(/\/admin\/enrol\?token=[A-Za-z0-9_-]{43}$/);
  await look(admin.page, 'admin-staff-created');

  // The new person, in a browser of their own.
  const person = await newBrowser(browser);
  const path = new URL(url).pathname + new URL(url).search;
  await person.page.goto(path);
  await expect(person.page.getByText(`신입운영님(${userId})의 운영자 계정입니다.`)).toBeVisible();
  await look(person.page, 'admin-enrol-password');
  await person.page.locator('input[name="password"]').fill('short');
  await person.page.getByRole('button', { name: '비밀번호 저장하고 다음' }).click();
  await expect(person.page.getByText('비밀번호는 8~63자로 입력해 주세요.')).toBeVisible();
  await person.page.locator('input[name="password"]').fill('Staff!2345');
  await person.page.locator('input[name="confirm"]').fill('Staff!2345');
  await person.page.getByRole('button', { name: '비밀번호 저장하고 다음' }).click();
  const secretBox = person.page.getByTestId('enrolment-secret');
  await expect(secretBox).toBeVisible();
  await look(person.page, 'admin-enrol-authenticator');
  const secret = ((await secretBox.textContent()) ?? '').replace(/\s/g, '');
  await person.page.getByRole('textbox', { name: /인증 코드 6자리/ }).fill(totpCode(secret));
  await person.page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(person.page.getByRole('heading', { name: /인증 앱을 등록했습니다/ })).toBeVisible();
  await person.page.getByRole('button', { name: '복구 코드를 안전한 곳에 보관했습니다' }).click();
  await person.page.waitForURL((u) => u.pathname === '/admin');
  const menu = person.page.getByRole('navigation', { name: '운영자 메뉴' });
  await expect(menu.getByRole('link', { name: '회원관리' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '운영자 관리' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: '감사 로그' })).toHaveCount(0);
  const denied = await person.page.goto('/admin/staff');
  expect(denied?.status()).toBe(403);
  await expect(dialog(person.page)).toContainText('이 메뉴를 이용할 권한이 없습니다. 권한관리 담당자에게 요청해 주세요.');

  // The link is used up: a plain page says so, and whose it was is not told.
  const again = await newBrowser(browser);
  await again.page.goto(path);
  await expect(again.page.getByRole('alert')).toHaveText('이 등록 링크는 이미 사용되었거나 새 링크로 바뀌었습니다.');
  await expect(again.page.getByText(userId)).toHaveCount(0);
  await look(again.page, 'admin-enrol-used');

  // demo_admin: the account's page, their own page (its controls disabled, with why), and the audit trail.
  await admin.page.goto(`/admin/staff/${userId}`);
  await expect(admin.page.getByRole('checkbox', { name: '회원관리' })).toBeChecked();
  await expect(admin.page.getByText('설정됨')).toBeVisible();
  await look(admin.page, 'admin-staff-page');
  await admin.page.goto('/admin/staff/demo_admin');
  await expect(admin.page.getByRole('note')).toContainText('자기 계정의 역할, 권한, 상태와 2단계 인증은 바꿀 수 없습니다.');
  await expect(admin.page.getByRole('button', { name: '비활성화' })).toBeDisabled();
  await admin.page.goto('/admin/audit');
  await admin.page.getByLabel('대상 번호·아이디').fill(userId);
  await admin.page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(admin.page).toHaveURL(new RegExp(`targetId=${userId}`));
  const table = admin.page.getByRole('table', { name: '감사 로그' });
  for (const action of ['운영자 등록', '비밀번호 설정', '2단계 인증 등록', '로그인'])
    await expect(table.getByText(action, { exact: true })).toBeVisible();
  await expect(table.getByText('권한: 없음 → 회원관리, 고객센터')).toBeVisible();
  await look(admin.page, 'admin-audit');
  const download = admin.page.waitForEvent('download');
  await admin.page.getByRole('link', { name: '엑셀 다운로드' }).click();
  expect((await download).suggestedFilename()).toMatch(/^감사로그_\d{4}-\d{2}-\d{2}\.xlsx$/);

  for (const b of [admin, person, again]) await b.context.close();
});
