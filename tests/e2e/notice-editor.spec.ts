import { expect, test, type Browser, type Page } from '@playwright/test';
import { bothModes, dialog, screenshot, signIn, type DemoUser } from './helpers';

// Content editors write a notice as a draft, preview it on the page partners see, publish and unpublish it; partners
// never see the draft and cannot open the editor's pages.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415408d763f8cfc000000301010018dd8db40000000049454e44ae426082',
  'hex',
);
const LIST = '/customer-service/notice';

async function as(browser: Browser, who: DemoUser): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' })).newPage();
  await signIn(page, who);
  return page;
}

const rowOf = (page: Page, title: string) => page.getByTestId('notice-row').filter({ hasText: title });

async function answer(page: Page, button: '확인' | '취소') {
  const d = dialog(page);
  await expect(d).toBeVisible();
  await d.getByRole('button', { name: button, exact: true }).click();
  await expect(d).toBeHidden();
}

test('an editor writes a notice as a draft, previews, publishes and unpublishes it; a partner sees it only while published', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `E2E 정산 일정 안내 ${Date.now()}`;
  const editor = await as(browser, 'demo_editor');
  const partner = await as(browser, 'demo_partner');

  await editor.goto(LIST);
  await editor.getByRole('link', { name: '글쓰기' }).click();
  await expect(editor).toHaveURL(`${LIST}/new`);
  const form = editor.getByRole('form', { name: '공지사항 작성' });
  const save = form.getByRole('button', { name: '임시저장' });
  await expect(save).toBeEnabled();

  // Nothing filled in: each field says what is missing, the first one has the focus.
  await save.click();
  await expect(form.getByText('공지 분류를 선택해 주세요.')).toBeVisible();
  await expect(form.getByText('제목을 입력해 주세요.')).toBeVisible();
  await expect(form.getByText('공지 내용을 입력해 주세요.')).toBeVisible();
  const category = form.getByRole('combobox', { name: /공지 분류/ });
  await expect(category).toBeFocused();

  await category.selectOption('POLICY');
  // The source field offers the catalogue's companies (a datalist makes it a combobox) and takes any name.
  await form.getByRole('combobox', { name: '제약사' }).fill('보령');
  await form.getByRole('checkbox', { name: /상단 고정/ }).check();
  await form.getByRole('textbox', { name: /제목/ }).fill(title);
  const body = form.getByRole('textbox', { name: /내용/ });
  await body.click();
  await editor.keyboard.type('12월 정산은 1월 10일에 마감합니다.');
  // A pasted image is uploaded and shown in place.
  await body.evaluate((el, base64) => {
    const data = new DataTransfer();
    data.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], '일정표.png', { type: 'image/png' }));
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, PNG.toString('base64'));
  await expect(body.locator('img[src^="/v1/files/"]')).toHaveCount(1);
  await form.locator('input[type=file]:not([hidden])').setInputFiles({ name: '정산일정.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(form.getByRole('list', { name: '첨부한 파일' })).toContainText('정산일정.pdf');
  await bothModes(editor, 'notice-editor-new');
  await save.click();

  // The draft opens on the notice page with the 미리보기 banner and the editor's actions.
  await expect(editor).toHaveURL(new RegExp(`${LIST}/\\d+`));
  const url = new URL(editor.url()).pathname;
  await expect(editor.getByTestId('flash')).toContainText('임시저장했습니다.');
  await expect(editor.getByRole('heading', { name: title })).toBeVisible();
  await expect(editor.getByTestId('preview-banner')).toBeVisible();
  await expect(editor.getByRole('link', { name: /정산일정\.pdf/ })).toBeVisible();
  await expect(editor.locator('article img[src^="/v1/files/"]')).toHaveCount(1);
  const bar = editor.getByRole('group', { name: '공지 관리' });
  await expect(bar).toContainText('임시저장');
  await bothModes(editor, 'notice-editor-draft');

  // The partner: 404 for the draft, and not in the list.
  expect((await partner.goto(url))?.status()).toBe(404);
  await partner.goto(LIST);
  await expect(rowOf(partner, title)).toHaveCount(0);

  // 게시 asks first, then says so; the banner goes.
  await bar.getByRole('button', { name: '게시', exact: true }).click();
  await answer(editor, '확인');
  await expect(editor.getByText('공지를 게시했습니다.')).toBeVisible();
  await expect(editor.getByTestId('preview-banner')).toBeHidden();
  await expect(bar).toContainText('게시 중');

  await partner.goto(LIST);
  await rowOf(partner, title).getByRole('link').click();
  await expect(partner.getByRole('heading', { name: title })).toBeVisible();
  await expect(partner.getByRole('link', { name: /정산일정\.pdf/ })).toBeVisible();
  await expect(partner.locator('article img[src^="/v1/files/"]')).toHaveCount(1);
  await expect(partner.getByRole('group', { name: '공지 관리' })).toHaveCount(0);
  await expect(partner.getByTestId('preview-banner')).toHaveCount(0);

  // 게시 취소 hides it again.
  await bar.getByRole('button', { name: '게시 취소' }).click();
  await answer(editor, '확인');
  await expect(editor.getByText('게시를 취소했습니다.')).toBeVisible();
  await expect(editor.getByTestId('preview-banner')).toBeVisible();
  expect((await partner.goto(url))?.status()).toBe(404);
  await partner.goto(LIST);
  await expect(rowOf(partner, title)).toHaveCount(0);

  // The editors' list marks the draft.
  await editor.goto(`${LIST}?state=draft`);
  await expect(rowOf(editor, title)).toContainText('임시저장');
  await screenshot(editor, 'notice-editor-list');
});

test('an editor changes a notice; leaving with unsaved changes asks first', async ({ browser }) => {
  const editor = await as(browser, 'demo_editor');
  // A published notice of its own: the first row of the list may be the notice the other test is writing at the same time.
  const request = {
    boardType: 'NOTICE',
    title: `E2E 수정할 공지 ${Date.now()}`,
    content: '<p>수정 전 본문</p>',
    isExposed: true,
    noticeProperties: { noticeType: 'GENERAL' },
  };
  const created = await editor.request.post('/v1/boards', {
    multipart: { request: { name: 'request.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(request)) } },
  });
  expect(created.status(), await created.text()).toBe(201);
  await editor.goto(`${LIST}/${await created.text()}`);
  const bar = editor.getByRole('group', { name: '공지 관리' });
  await bar.getByRole('link', { name: '수정' }).click();
  await expect(editor).toHaveURL(/\/edit$/);
  const form = editor.getByRole('form', { name: '공지사항 수정' });
  const titleField = form.getByRole('textbox', { name: /제목/ });
  await expect(titleField).not.toHaveValue('');
  await expect(form.getByRole('button', { name: '저장' })).toBeEnabled();
  await titleField.fill('수정한 공지 제목');
  await form.getByRole('link', { name: '취소' }).click();
  await answer(editor, '취소');
  await expect(editor).toHaveURL(/\/edit$/);
  await form.getByRole('button', { name: '저장' }).click();
  await expect(editor.getByTestId('flash')).toContainText('공지를 수정했습니다.');
  await expect(editor.getByRole('heading', { name: '수정한 공지 제목' })).toBeVisible();
  await editor.setViewportSize({ width: 360, height: 800 });
  await bar.getByRole('link', { name: '수정' }).click();
  await expect(form).toBeVisible();
  await screenshot(editor, 'notice-editor-edit-360');
  expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a partner opening the editor pages gets the access-denied page', async ({ browser }) => {
  const partner = await as(browser, 'demo_partner');
  for (const path of [`${LIST}/new`, `${LIST}/1/edit`]) {
    expect((await partner.goto(path))?.status()).toBe(403);
    await expect(dialog(partner)).toContainText('관리자만 이용할 수 있는 페이지입니다.');
    await expect(partner.getByRole('form')).toHaveCount(0);
  }
  await partner.goto(LIST);
  await expect(partner.getByRole('link', { name: '글쓰기' })).toHaveCount(0);
});
