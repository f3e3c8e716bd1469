import { expect, test, type Page } from '@playwright/test';
import { textToHtml } from '../../src/lib/rich-text';
import { bothModes, dialog, screenshot, signIn } from './helpers';

// 1:1 inquiries as a member uses them: write one with an attachment, change it, delete it, read an answered one.
// Each step starts from its own inquiry (made through the API), so no journey is longer than one screen's work.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415408d763f8cfc000000301010018dd8db40000000049454e44ae426082',
  'hex',
);
const NFC_NAME = '견적서_초안.pdf';
const BODY = '11월 정산 증빙을 첨부합니다.\n확인 부탁드립니다.\n\n감사합니다.';

/** Creates an inquiry with one PDF as the signed-in member and answers its detail URL. */
async function createInquiry(page: Page, title: string): Promise<string> {
  const request = {
    boardType: 'INQUIRY',
    userId: 'demo_member',
    nickname: 'demo_member',
    hiddenNickname: false,
    title,
    content: textToHtml(BODY), // what the form sends
    parentId: null,
    isExposed: true,
    exposureRange: 'ALL',
    editorFileIds: null,
    noticeProperties: null,
  };
  const res = await page.request.post('/v1/boards', {
    multipart: {
      request: { name: 'request.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(request)) },
      files: { name: NFC_NAME, mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return `/customer-service/inquiry/${Number(await res.text())}`;
}

test('1:1 inquiry: create with a Korean NFD file name (shown and downloaded NFC); other members get 404', async ({ page }) => {
  await signIn(page, 'demo_member');
  await page.goto('/customer-service/inquiry');
  await expect(page.getByTestId('inquiry-row').first()).toBeVisible();
  await expect(page.getByText('답변 완료').first()).toBeVisible();
  await bothModes(page, 'inquiry-list');
  await page.getByRole('link', { name: '문의하기' }).first().click();
  await expect(page).toHaveURL('/customer-service/inquiry/new');

  const submit = page.getByRole('button', { name: '문의하기' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('제목을 입력해 주세요.')).toBeVisible();
  await expect(page.getByText('문의 내용을 입력해 주세요.')).toBeVisible();

  const nfd = NFC_NAME.normalize('NFD');
  expect(nfd).not.toBe(NFC_NAME);
  await page.getByLabel('제목').fill('정산 증빙 파일 확인 부탁드립니다');
  await page.getByLabel('문의내용').fill(BODY);
  await page.locator('input[type=file]:not([hidden])').setInputFiles({ name: nfd, mimeType: 'application/pdf', buffer: PDF });
  const chosen = page.getByRole('list', { name: '첨부한 파일' });
  await expect(chosen).toContainText(NFC_NAME);
  expect(await chosen.textContent()).toContain(NFC_NAME);
  await bothModes(page, 'inquiry-new');
  await submit.click();

  await expect(page).toHaveURL(/\/customer-service\/inquiry\/\d+$/); // ?done=created is removed after showing once
  await expect(page.getByTestId('flash')).toContainText('문의가 등록되었습니다.');
  await expect(page.getByRole('heading', { name: '정산 증빙 파일 확인 부탁드립니다' })).toBeVisible();
  await expect(page.getByText('답변 대기중')).toBeVisible();
  const link = page.getByRole('region', { name: '첨부파일' }).getByRole('link');
  await expect(link).toHaveText(/견적서_초안\.pdf/);
  expect((await link.textContent())?.includes(NFC_NAME)).toBe(true);
  expect(await link.getAttribute('download')).toBe(NFC_NAME);
  const file = await page.request.get((await link.getAttribute('href')) as string);
  expect(file.headers()['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(NFC_NAME)}`);
  await bothModes(page, 'inquiry-detail');

  const detailUrl = new URL(page.url()).pathname;
  await signIn(page, 'demo_cso');
  expect((await page.goto(detailUrl))?.status()).toBe(404);
});

test('1:1 inquiry: a screenshot pasted into the body is uploaded and shown with the inquiry', async ({ page }) => {
  test.setTimeout(60_000); // the editor loads on the way, and both colour modes are photographed
  await signIn(page, 'demo_member');
  await page.goto('/customer-service/inquiry/new');
  const submit = page.getByRole('button', { name: '문의하기' });
  await expect(submit).toBeEnabled();
  await page.getByLabel('제목').fill('화면 캡처 첨부 문의');
  // The first screen has a plain textarea; a screenshot pasted there brings the editor, which uploads it.
  const paste = (target: string) =>
    page.locator(target).evaluate((el, base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], '화면캡처.png', { type: 'image/png' }));
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, PNG.toString('base64'));
  await paste('textarea[name=content]');
  const editor = page.locator('[data-field="text"] [contenteditable="true"]');
  await expect(editor).toBeFocused();
  await expect(editor.locator('img[src^="/v1/files/"]')).toHaveCount(1);
  await page.keyboard.press('Control+End');
  await page.keyboard.type('위 화면처럼 정산 금액이 비어 있습니다.');
  await expect(editor.locator('img[src^="/v1/files/"]')).toHaveCount(1);
  await paste('[data-field="text"] [contenteditable="true"]');
  await expect(editor.locator('img[src^="/v1/files/"]')).toHaveCount(2);
  await expect(page.getByText(/\d+ \/ 5,000자/)).toBeVisible();
  await bothModes(page, 'inquiry-new-pasted');
  await submit.click();

  await expect(page.getByTestId('flash')).toContainText('문의가 등록되었습니다.');
  const body = page.locator('article img[src^="/v1/files/"]');
  await expect(body).toHaveCount(2);
  await expect(page.getByText('위 화면처럼 정산 금액이 비어 있습니다.')).toBeVisible();
  const image = await page.request.get((await body.first().getAttribute('src')) as string);
  expect(image.status()).toBe(200);
});

test('1:1 inquiry: edit drops an attachment, adds another and renames it', async ({ page }) => {
  await signIn(page, 'demo_member');
  const detailUrl = await createInquiry(page, '수정할 문의');
  await page.goto(detailUrl);
  await page.getByRole('link', { name: '수정' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(page.getByRole('button', { name: '수정하기' })).toBeEnabled(); // the form island has started
  await expect(page.getByLabel('제목')).toHaveValue('수정할 문의');
  await expect(page.getByLabel('문의내용')).toHaveValue(BODY);
  const existing = page.getByTestId('existing-file');
  await expect(existing).toContainText(NFC_NAME);
  await existing.getByRole('button', { name: /삭제$/ }).click();
  await expect(existing).toContainText('저장하면 삭제됩니다');
  await page.locator('input[type=file]:not([hidden])').setInputFiles({ name: '화면캡처.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('제목').fill('수정할 문의 (수정)');
  await bothModes(page, 'inquiry-edit');
  await page.getByRole('button', { name: '수정하기' }).click();

  await expect(page.getByTestId('flash')).toContainText('문의를 수정했습니다.');
  await expect(page.getByRole('heading', { name: '수정할 문의 (수정)' })).toBeVisible();
  const files = page.getByRole('region', { name: '첨부파일' });
  await expect(files).toContainText('화면캡처.png');
  await expect(files).not.toContainText(NFC_NAME);
});

test('1:1 inquiry: delete asks first, then lands on the list without it', async ({ page }) => {
  await signIn(page, 'demo_member');
  const detailUrl = await createInquiry(page, '삭제할 문의');
  await page.goto(detailUrl);
  await page.getByRole('button', { name: '삭제' }).click();
  const confirmDialog = dialog(page);
  await expect(confirmDialog).toContainText('정말로 삭제하시겠습니까?');
  await screenshot(page, 'inquiry-delete-confirm-light');
  await confirmDialog.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL('/customer-service/inquiry');
  await expect(page.getByTestId('flash')).toContainText('1:1 문의가 삭제되었습니다.');
  await expect(page.getByText('삭제할 문의')).toHaveCount(0);
  expect((await page.goto(detailUrl))?.status()).toBe(404);
});

test('1:1 inquiry: an answered inquiry shows the answer and offers no edit or delete', async ({ page }) => {
  await signIn(page, 'demo_org');
  await page.goto('/customer-service/inquiry?status=ANSWERED');
  await expect(page.getByRole('link', { name: '답변 완료' })).toHaveAttribute('aria-current', 'true');
  await page.getByTestId('inquiry-row').first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: '문의하신 내용의 답변이 완료되었습니다.' })).toBeVisible();
  await expect(page.getByText('관리자 ·')).toBeVisible();
  await expect(page.getByRole('link', { name: '수정' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '삭제' })).toHaveCount(0);
  await bothModes(page, 'inquiry-answered');
  const res = await page.goto(`${page.url().split('?')[0]}/edit`);
  expect(res?.status()).toBe(409);
  await expect(page.getByRole('heading', { name: '답변이 등록된 문의는 수정할 수 없습니다.' })).toBeVisible();
});
