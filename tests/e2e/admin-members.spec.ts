import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { bothModes, colourMode, passwordField, PASSWORD, signIn, type DemoUser } from './helpers';

// 회원관리 in two browsers: a suspension signs the member out at once (their next page is the login, and the login
// says why and until when); a bank account change asked by demo_ops_members takes effect when demo_admin approves it,
// and the member is told. demo_pending (no other journey signs in as it) is suspended; demo_partner's account changes
// (no other journey reads its notifications or its account).

/** axe on the page's own content (the console's header and menu are the shell's, checked with the shell). */
async function noSeriousAxeViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).include('#main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

async function signedIn(browser: Browser, userId: DemoUser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, userId);
  return { context, page };
}

/** Photographs at 1280 and 360 px in both colour modes, with axe in both modes at 1280. */
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

test('a suspension signs the member out at once, and their login shows the reason and the end', async ({ browser }) => {
  test.slow();
  const member = await signedIn(browser, 'demo_pending');
  await member.page.goto('/mypage/info');
  await expect(member.page).toHaveURL(/\/mypage/);

  const staff = await signedIn(browser, 'demo_ops_members');
  await staff.page.goto('/admin/members');
  await expect(staff.page.getByRole('heading', { level: 1, name: '회원관리' })).toBeVisible();
  await look(staff.page, 'admin-members-list');
  await staff.page.getByLabel('검색어').fill('demo_pend');
  await staff.page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(staff.page).toHaveURL(/keyword=demo_pend/);
  await expect(staff.page.getByRole('status').filter({ hasText: '검색결과 1명' })).toBeVisible();
  await staff.page.getByRole('link', { name: 'demo_pending' }).click();
  await expect(staff.page).toHaveURL(/\/admin\/members\/demo_pending$/);
  await expect(staff.page.locator('[data-field="phoneNumber"]')).toHaveText(/010-\*\*\*\*-\d{4}/);
  await look(staff.page, 'admin-member-page');

  await staff.page.getByRole('button', { name: '이용 정지' }).click();
  const dialog = staff.page.getByRole('dialog', { name: '이용 정지' });
  await expect(dialog).toContainText('demo_pending');
  await dialog.getByLabel(/정지 사유/).fill('계약 서류 위조 의심');
  await dialog.getByRole('button', { name: '정지' }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.page.locator('[data-section="status"]')).toContainText('계약 서류 위조 의심');

  // The member's next navigation: signed out, so the login page; the login says why and until when.
  await member.page.goto('/mypage/info');
  await expect(member.page).toHaveURL(/\/login/);
  await member.page.getByRole('textbox', { name: '아이디' }).fill('demo_pending');
  await passwordField(member.page).fill(PASSWORD);
  await member.page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(member.page.getByText(/이용이 정지된 계정입니다/)).toBeVisible();
  await expect(member.page.getByText(/계약 서류 위조 의심/)).toBeVisible();
  await expect(member.page.getByText(/\d{4}년 \d{1,2}월 \d{1,2}일/)).toBeVisible();

  await staff.page.getByRole('button', { name: '정지 해제' }).click();
  const lift = staff.page.getByRole('dialog', { name: '정지 해제' });
  await expect(lift).toContainText('demo_pending');
  await lift.getByRole('button', { name: '해제' }).click();
  await expect(staff.page.locator('[data-section="status"]')).toContainText('활성');
  await member.context.close();
  await staff.context.close();
});

test('a bank account change takes effect when a second staff member approves it, and the member is told', async ({ browser }) => {
  test.slow();
  const asker = await signedIn(browser, 'demo_ops_members');
  await asker.page.goto('/admin/members/demo_partner');
  await asker.page.getByRole('button', { name: '변경 요청' }).click();
  const ask = asker.page.getByRole('dialog', { name: '정산 계좌 변경 요청' });
  await expect(ask).toContainText('demo_partner');
  await ask.getByLabel('정산은행').selectOption('우리은행');
  await ask.getByRole('textbox', { name: '계좌번호' }).fill('1002-987-654321');
  await ask.getByLabel(/변경 사유/).fill('회원 요청(통화로 본인 확인)');
  await ask.getByRole('button', { name: '요청' }).click();
  await expect(ask).toBeHidden();
  await expect(asker.page.locator('[data-section="bank"]')).toContainText('다른 담당자의 승인이 필요합니다');

  await asker.page.goto('/admin/bank-changes');
  const mine = asker.page.locator('li[data-change]').filter({ hasText: 'demo_partner' });
  await expect(mine).toContainText('다른 담당자의 승인이 필요합니다');
  await expect(mine.getByRole('button', { name: '승인' })).toHaveCount(0);
  await expect(mine).toContainText('****4321');
  await look(asker.page, 'admin-bank-changes');

  const approver = await signedIn(browser, 'demo_admin');
  await approver.page.goto('/admin/bank-changes');
  const card = approver.page.locator('li[data-change]').filter({ hasText: 'demo_partner' });
  await card.getByRole('button', { name: '승인' }).focus();
  await approver.page.keyboard.press('Enter');
  const approve = approver.page.getByRole('dialog', { name: '계좌 변경 승인' });
  await expect(approve).toContainText('김민준(demo_partner)');
  await approve.getByRole('button', { name: '승인' }).click();
  await expect(approver.page.getByTestId('queue-notice')).toContainText('정산 계좌를 바꿨습니다');

  const member = await signedIn(browser, 'demo_partner');
  await member.page.goto('/notifications');
  await expect(member.page.getByText('정산 계좌가 변경되었습니다').first()).toBeVisible();
  await expect(member.page.getByText(/우리은행 \*\*\*\*4321/).first()).toBeVisible();
  for (const c of [asker, approver, member]) await c.context.close();
});
