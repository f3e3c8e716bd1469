import { expect, test, type Page } from '@playwright/test';
import { bothModes, dialog, screenshot, signIn, type DemoUser } from './helpers';

// Writing and editing community posts (both boards): a pasted image uploaded by the editor, an attachment, the hidden
// nickname kept on edit, Korean checks on an empty title and body, the leave-page warning, the author-only edit page
// and the anonymous board refused to a plain member.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const boards = [
  { slug: 'mr_cso_matching', user: 'demo_partner' as DemoUser, hide: false },
  { slug: 'anonymous', user: 'demo_cso' as DemoUser, hide: true },
];

const editor = (page: Page) => page.getByRole('textbox', { name: '작성내용' });
const submit = (page: Page, label = '작성하기') => page.getByRole('button', { name: label });

/** What a phone's screenshot paste does: a ClipboardEvent carrying a PNG file (Chromium). */
async function pastePng(page: Page, name: string) {
  await editor(page).evaluate(
    (box, { base64, fileName }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], fileName, { type: 'image/png' }));
      box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { base64: PNG_BASE64, fileName: name },
  );
}

async function ready(page: Page) {
  await expect(editor(page)).toHaveAttribute('contenteditable', 'true');
  await expect(submit(page).or(submit(page, '수정하기'))).toBeEnabled();
}

for (const { slug, user, hide } of boards) {
  test(`${slug}: write with a pasted image and an attachment, then edit keeping the nickname hidden`, async ({ page }) => {
    test.slow();
    await signIn(page, user);
    await page.goto(`/community/${slug}/new`);
    await ready(page);
    // The posting rules are the empty editor's placeholder.
    await expect(editor(page).locator('[data-placeholder]')).toHaveAttribute('data-placeholder', /익명성을 지켜 주세요/);

    // Korean checks, tied to the fields, first wrong field focused.
    await submit(page).click();
    await expect(page.getByText('제목을 입력해 주세요.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '제목' })).toBeFocused();
    const title = `에디터 시험 글 ${slug} ${Date.now()}`;
    await page.getByRole('textbox', { name: '제목' }).fill(title);
    await submit(page).click();
    await expect(page.getByText('내용을 입력해 주세요.')).toBeVisible();
    await expect(editor(page)).toBeFocused();
    await expect(editor(page)).toHaveAccessibleDescription('내용을 입력해 주세요.');

    await editor(page).pressSequentially('강남 내과 매칭 문의드립니다.');
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/v1/boards/uploads') && r.status() === 201);
    await pastePng(page, '진료실.png');
    await uploaded;
    await expect(editor(page).locator('img[src^="/v1/files/"]')).toHaveCount(1);
    await page
      .locator('input[type=file]:not([accept^="image/"])')
      .setInputFiles({ name: '매칭 조건.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('매칭 조건.pdf')).toBeVisible();
    if (hide) await page.getByText('닉네임 숨기기').click();
    await bothModes(page, `community-editor-${slug}-new`);

    await submit(page).click();
    await page.waitForURL(new RegExp(`/community/${slug}/\\d+$`));
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const saved = await (await page.request.get(`/v1/boards/${id}`)).json();
    expect(saved.title).toBe(title);
    expect(saved.content).toMatch(/<img src="\/v1\/files\/\d+"/);
    expect(saved.content).toContain('강남 내과 매칭 문의드립니다.');
    expect(saved.hiddenNickname).toBe(hide);
    expect(saved.attachments.map((f: { originalFileName: string; type: string }) => [f.originalFileName, f.type])).toEqual(
      expect.arrayContaining([
        ['매칭 조건.pdf', 'ATTACHMENT'],
        [expect.any(String), 'EDITOR'],
      ]),
    );

    // Edit: the hidden nickname shows ticked and cannot be unticked; the image and the attachment stay.
    await page.goto(`/community/${slug}/${id}/edit`);
    await ready(page);
    await expect(page.getByRole('textbox', { name: '제목' })).toHaveValue(title);
    await expect(editor(page).locator('img[src^="/v1/files/"]')).toHaveCount(1);
    const box = page.getByRole('checkbox', { name: '닉네임 숨기기' });
    if (hide) {
      await expect(box).toBeChecked();
      await expect(box).toBeDisabled();
    } else {
      await page.getByText('닉네임 숨기기').click();
    }
    await page.getByRole('textbox', { name: '제목' }).fill(`${title} (수정)`);
    await submit(page, '수정하기').click();
    await page.waitForURL(new RegExp(`/community/${slug}/${id}$`));
    const edited = await (await page.request.get(`/v1/boards/${id}`)).json();
    expect(edited.title).toBe(`${title} (수정)`);
    expect(edited.hiddenNickname).toBe(true);
    expect(edited.content).toBe(saved.content);
    expect(edited.attachments).toHaveLength(2);
  });
}

test('a dirty form asks before leaving: in-site links through the dialog, reloads through the browser', async ({ page }) => {
  await signIn(page, 'demo_partner');
  await page.goto('/community/mr_cso_matching/new');
  await ready(page);
  // Nothing typed: 취소 leaves at once.
  await page.getByRole('link', { name: '취소' }).click();
  await expect(page).toHaveURL('/community/mr_cso_matching');

  await page.goto('/community/mr_cso_matching/new');
  await ready(page);
  await page.getByRole('textbox', { name: '제목' }).fill('저장하지 않을 글');
  await page.getByRole('link', { name: '취소' }).click();
  await expect(dialog(page)).toContainText('작성 중인 내용이 저장되지 않습니다.');
  await dialog(page).getByRole('button', { name: '취소' }).click();
  await expect(page).toHaveURL('/community/mr_cso_matching/new');
  await expect(page.getByRole('textbox', { name: '제목' })).toHaveValue('저장하지 않을 글');

  // A link of the site's menu asks too; 확인 leaves.
  await page.getByRole('navigation', { name: '커뮤니티 메뉴' }).getByRole('link', { name: '익명게시판' }).click();
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL('/community/anonymous');

  // Closing or reloading: the browser's own prompt.
  await page.goto('/community/mr_cso_matching/new');
  await ready(page);
  await editor(page).pressSequentially('쓰다 만 내용');
  const prompt = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const asked = await prompt;
  expect(asked.type()).toBe('beforeunload');
  // Answered, so that the page really closes (a prompt left open keeps the context from closing).
  await asked.accept();
});

test('only the author edits a post; a plain member is refused the anonymous new page by link', async ({ page }) => {
  await signIn(page, 'demo_partner');
  const list = await (await page.request.get('/v1/boards?boardType=MR_CSO_MATCHING&size=20')).json();
  const others = list.content.find((p: { isMine?: boolean }) => !p.isMine);
  const denied = await page.goto(`/community/mr_cso_matching/${others.id}/edit`);
  expect(denied?.status()).toBe(403);
  await expect(page.getByText('본인이 작성한 글만 수정할 수 있습니다.')).toBeVisible();
  await expect(editor(page)).toHaveCount(0);
  const missing = await page.goto('/community/mr_cso_matching/999999/edit');
  expect(missing?.status()).toBe(404);

  await signIn(page, 'demo_member');
  await page.goto('/community/mr_cso_matching');
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/community/anonymous/new';
    a.textContent = '익명 글쓰기';
    document.body.append(a);
  });
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/community/anonymous/new');
  await page.getByRole('link', { name: '익명 글쓰기' }).click();
  expect((await answer).status()).toBe(403);
  await expect(dialog(page)).toContainText('CSO 회원만 접근할 수 있는 페이지입니다.');
  await expect(editor(page)).toHaveCount(0);
});

test('new post form at 360 px: no horizontal overflow; screenshots in both modes', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, 'demo_cso');
  await page.goto('/community/anonymous/new');
  await ready(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await bothModes(page, 'community-editor-anonymous-new-360');
  await screenshot(page, 'community-editor-anonymous-new-360-final');
});
