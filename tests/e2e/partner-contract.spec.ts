import { expect, test, type Page } from '@playwright/test';
import { bothModes, screenshot, signIn } from './helpers';

// The partner-contract journey: the password re-check first (a bank account and identity documents), apply with the
// four documents and see 검토중 (page and header badge), inline refusals (business number check digit, a file of the
// wrong kind), a rejected application's reason and its resubmission (after the re-check ran out: asked again inside the
// form, nothing typed is lost), and the status view of an approved CSO applicant without a broken link.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0,
]);

const fileInput = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`)).and(page.locator('input[type=file]'));

/** The island has run: the file buttons are enabled only once it is mounted. */
const hydrated = (page: Page) => expect(page.getByRole('button', { name: '판매위수탁 교육이수증 올리기' })).toBeEnabled();

async function attachAll(page: Page, labels = ['사업자등록증', '재위탁계약서', 'CSO 신고증', '판매위수탁 교육이수증']) {
  for (const label of labels) {
    const png = label === 'CSO 신고증';
    await fileInput(page, label).setInputFiles({
      name: `${label}.${png ? 'png' : 'pdf'}`,
      mimeType: png ? 'image/png' : 'application/pdf',
      buffer: png ? PNG : PDF,
    });
    await expect(page.getByRole('list', { name: `${label} 파일` })).toBeVisible();
  }
}

async function pickBank(page: Page, search: string, name: string) {
  await page.getByRole('button', { name: '은행 선택' }).click();
  const dialog = page.getByRole('dialog', { name: '기관선택' });
  await dialog.getByRole('searchbox', { name: '은행·증권사 검색' }).fill(search);
  await dialog.getByRole('tab', { name: /증권사/ }).click();
  await dialog.getByRole('button', { name, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: '정산은행' })).toHaveValue(name);
}

/** Opens the contract page through the password re-check, as every session must. */
async function openContract(page: Page) {
  await page.goto('/partner-contract');
  await expect(page).toHaveURL('/mypage/guard?next=%2Fpartner-contract');
  await expect(page.getByRole('heading', { name: '파트너사 계약' })).toBeVisible();
  await page.getByPlaceholder('비밀번호를 입력해주세요.').fill('demo1234!');
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page).toHaveURL('/partner-contract');
}

async function submit(page: Page) {
  await page.getByText('파트너사 계약을 신청합니다.').click();
  await page.getByRole('button', { name: '계약신청완료' }).click();
}

async function expectUnderReview(page: Page) {
  await expect(page).toHaveURL('/partner-contract');
  await expect(page.getByRole('heading', { name: '파트너사 계약현황' })).toBeVisible();
  await expect(page.getByText('계약서 검토중')).toBeVisible();
  await page.getByTestId('user-menu-trigger').click();
  await expect(page.getByRole('dialog', { name: '내 계정' }).getByRole('link', { name: '검토중' })).toBeVisible();
  await page.keyboard.press('Escape');
}

test('a member applies with the four documents and sees 검토중 on the page and in the header', async ({ page }) => {
  test.setTimeout(60_000); // four uploads and two colour modes photographed twice
  await signIn(page, 'demo_applicant');
  await openContract(page);
  await expect(page.getByRole('heading', { name: '파트너사 계약신청' })).toBeVisible();
  await expect(page.getByRole('button', { name: '계약신청완료' })).toBeDisabled();
  await hydrated(page);
  await page.getByText('법인', { exact: true }).click();
  await page.getByLabel('회사명').fill('지우메디컬(주)');
  const number = page.getByLabel('사업자등록번호');
  await number.pressSequentially('2208162517');
  await expect(number).toHaveValue('220-81-62517');
  await pickBank(page, '키움', '키움증권');
  await page.getByLabel('계좌번호').fill('6012345678');
  await attachAll(page);
  await bothModes(page, 'partner-contract-form');
  await submit(page);
  await expect(page.getByTestId('flash')).toContainText('신청이 완료되었습니다');
  await expectUnderReview(page);
  await expect(page.getByRole('link', { name: '판매위수탁 교육이수증.pdf' })).toBeVisible();
  await bothModes(page, 'partner-contract-status');
});

test('a wrong business number and a file of the wrong kind are refused in the form, in Korean', async ({ page }) => {
  await signIn(page, 'demo_member');
  await page.setViewportSize({ width: 360, height: 800 });
  await openContract(page);
  await hydrated(page);
  const number = page.getByLabel('사업자등록번호');
  await number.pressSequentially('2208162518');
  await expect(number).toHaveValue('220-81-62518');
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toHaveAccessibleDescription(/올바른 사업자등록번호가 아닙니다/);
  await fileInput(page, '사업자등록증').setInputFiles({
    name: '설치파일.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'PDF, JPG, PNG 파일만 올릴 수 있습니다.' })).toBeVisible();
  await expect(page.getByRole('list', { name: '사업자등록증 파일' })).toHaveCount(0);
  // Sending without the rest: the first problem in reading order is named and focused.
  await submit(page);
  await expect(page.getByText('계약유형(개인 또는 법인)을 선택해 주세요.')).toBeVisible();
  await expect(page.getByText('사업자등록증을(를) 첨부해 주세요.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(page, 'partner-contract-errors-360');
  await expect(page).toHaveURL('/partner-contract');
});

test('a rejected application shows why, starts from what it said, and can be sent again', async ({ page }) => {
  await signIn(page, 'demo_rejected');
  await page.setViewportSize({ width: 360, height: 800 });
  await openContract(page);
  await expect(page.getByTestId('rejection')).toContainText('사업자등록증 사본이 흐려');
  await expect(page.getByLabel('회사명')).toHaveValue('도현파마(주)');
  await expect(page.getByLabel('사업자등록번호')).toHaveValue('611-12-34564');
  await expect(page.getByRole('textbox', { name: '정산은행' })).toHaveValue('키움증권');
  await hydrated(page);
  await bothModes(page, 'partner-contract-rejected-360');
  await attachAll(page, ['사업자등록증', 'CSO 신고증', '판매위수탁 교육이수증']);
  // The re-check ran out while the form was filled in (the server's answer after ten minutes): asked again in the form.
  await page.route('**/v1/partner-contracts', (route) =>
    route.fulfill({
      status: 403,
      json: { code: 'RECHECK_REQUIRED', message: '개인정보 보호를 위해 비밀번호를 다시 확인해 주세요.' },
    }),
  );
  await submit(page);
  const password = page.getByPlaceholder('비밀번호를 입력해주세요.');
  await expect(password).toBeFocused();
  await page.unroute('**/v1/partner-contracts');
  await password.fill('demo1234!');
  await password.press('Enter');
  await expectUnderReview(page);
});

test('a CSO member needs no CSO certificate, and an approved CSO applicant sees no broken link', async ({ page }) => {
  await signIn(page, 'demo_cso');
  await openContract(page);
  await hydrated(page);
  await expect(page.getByTestId('cso-approved')).toContainText('승인 완료된 CSO 신고증');
  await expect(fileInput(page, 'CSO 신고증')).toHaveCount(0);
  await page.context().clearCookies();
  await signIn(page, 'demo_org');
  await openContract(page);
  await expect(page.getByRole('heading', { name: '파트너사 계약현황' })).toBeVisible();
  await expect(page.getByText('2024년 11월 29일', { exact: true })).toBeVisible();
  await expect(page.getByTestId('cso-approved')).toBeVisible();
  for (const link of await page.locator('main a[href^="/v1/partner-contracts/files/"]').all()) {
    const res = await page.request.get((await link.getAttribute('href')) as string);
    expect(res.status()).toBe(200);
  }
  await page.setViewportSize({ width: 360, height: 800 });
  await bothModes(page, 'partner-contract-approved-360');
});
