import { expect, test } from '@playwright/test';
import { bothModes, dialog, screenshot, signIn } from './helpers';
import {
  ANONYMOUS,
  answerDialog,
  BOARDS,
  commentCount,
  comments,
  createPost,
  MATCHING,
  memberPage,
  postMenu,
  unique,
} from './community-post-helpers';

// A community post's page on both boards: the server-rendered post and its comments, like / unlike, comments with
// replies, edit (취소 and 수정하기) and delete, reports (신고 완료 afterwards), deleting one's own post, anonymity on
// the anonymous board, the CSO guard, not-found, and 360 px (blocking: community-block.spec.ts). Tests that write use posts they
// create through the API (and remove again), so other spec files never see their traces.

test.describe('community post detail', () => {
  for (const board of BOARDS) {
    test(`${board.type}: a seeded post opens from page 2 of the list; 목록 goes back to that page`, async ({ page }) => {
      await signIn(page, 'demo_cso');
      await page.goto(`${board.path}?page=2`);
      const first = page.getByTestId('board-row').first().getByTestId('board-title');
      const title = (await first.innerText()).trim();
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${board.path}/\\d+\\?page=2$`));
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(page.getByTestId('post-author')).not.toBeEmpty();
      await expect(page.getByRole('heading', { name: /^댓글\s*\d+$/ })).toBeVisible();
      await expect(page.getByRole('textbox', { name: '댓글 쓰기' })).toBeEditable();
      await page.getByTestId('back-to-list').click();
      await expect(page).toHaveURL(`${board.path}?page=2`);
    });

    test(`${board.type}: like and unlike a post; the count follows and stays after a reload`, async ({ page }) => {
      await signIn(page, 'demo_partner');
      const id = await createPost(page, board.type, unique('좋아요 확인'));
      const reader = await memberPage(page, 'demo_cso');
      try {
        await reader.goto(`${board.path}/${id}`);
        const like = reader.getByTestId('post-like');
        await expect(like).toHaveAttribute('aria-pressed', 'false');
        await expect(reader.getByTestId('post-like-count')).toHaveText('0');
        const answer = reader.waitForResponse((r) => r.url().endsWith(`/v1/boards/${id}/like`));
        await like.click();
        await expect(like).toHaveAttribute('aria-pressed', 'true');
        await expect(reader.getByTestId('post-like-count')).toHaveText('1');
        expect((await answer).ok()).toBe(true);
        await reader.reload();
        await expect(reader.getByTestId('post-like-count')).toHaveText('1');
        await reader.getByTestId('post-like').click();
        await expect(reader.getByTestId('post-like')).toHaveAttribute('aria-pressed', 'false');
        await expect(reader.getByTestId('post-like-count')).toHaveText('0');
      } finally {
        await page.request.delete(`/v1/boards/${id}`);
        await reader.context().close();
      }
    });
  }

  test('comment and reply; an empty comment is refused; the count follows', async ({ page }) => {
    await signIn(page, 'demo_partner');
    const id = await createPost(page, MATCHING.type, unique('댓글 확인'));
    const reader = await memberPage(page, 'demo_cso');
    try {
      await reader.goto(`${MATCHING.path}/${id}`);
      await expect(reader.getByText('아직 댓글이 없습니다.')).toBeVisible();
      const box = reader.getByRole('textbox', { name: '댓글 쓰기' });
      const send = reader.getByRole('form', { name: '댓글 쓰기' }).getByRole('button', { name: '등록하기' });
      await send.click();
      await expect(reader.getByRole('alert').filter({ hasText: '댓글 내용을 입력해 주세요.' })).toBeVisible();
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toBeFocused();

      await box.fill('첫 댓글입니다.');
      await send.click();
      await expect(comments(reader)).toHaveCount(1);
      await expect(comments(reader).first()).toContainText('첫 댓글입니다.');
      await expect(comments(reader).first()).toContainText('방금 전');
      await expect(comments(reader).first().getByTestId('comment-mine')).toBeVisible();
      await expect(commentCount(reader)).toHaveText('1');
      await expect(box).toHaveValue('');

      await comments(reader).first().getByRole('button', { name: /^답글/ }).click();
      await reader.getByRole('textbox', { name: '답글 쓰기' }).fill('답글입니다.');
      await reader.getByRole('form', { name: '답글 쓰기' }).getByRole('button', { name: '등록하기' }).click();
      await expect(comments(reader)).toHaveCount(2);
      await expect(comments(reader).nth(1)).toContainText('답글입니다.');
      await expect(commentCount(reader)).toHaveText('2');
    } finally {
      await page.request.delete(`/v1/boards/${id}`);
      await reader.context().close();
    }
  });

  test('edit a comment with 취소 and with 수정하기, like it, delete it after a confirmation', async ({ page }) => {
    await signIn(page, 'demo_partner');
    const id = await createPost(page, ANONYMOUS.type, unique('댓글 수정 확인'));
    const reader = await memberPage(page, 'demo_cso');
    try {
      const said = await reader.request.post('/v1/comments/demo_cso', { data: { boardPostId: id, parentId: null, content: '고치기 전' } });
      expect(said.ok()).toBe(true);
      await reader.goto(`${ANONYMOUS.path}/${id}`);
      const mine = comments(reader).first();
      const menu = mine.getByRole('button', { name: /메뉴$/ });
      // Edit, then 취소: the text stays as it was and focus is back on the menu button.
      await menu.click();
      await reader.getByRole('menuitem', { name: '수정하기' }).click();
      const editBox = reader.getByRole('textbox', { name: '댓글 수정' });
      await expect(editBox).toBeFocused();
      await editBox.fill('바뀌면 안 되는 글');
      await reader.getByRole('button', { name: '취소' }).click();
      await expect(mine.getByTestId('comment-content')).toHaveText('고치기 전');
      await expect(menu).toBeFocused();
      // Edit and save.
      await menu.click();
      await reader.getByRole('menuitem', { name: '수정하기' }).click();
      await reader.getByRole('textbox', { name: '댓글 수정' }).fill('고친 댓글입니다.');
      await reader.getByRole('button', { name: '수정하기' }).click();
      await expect(mine.getByTestId('comment-content')).toHaveText('고친 댓글입니다.');
      // Its like.
      const like = mine.getByTestId('comment-like');
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(like).toContainText('좋아요 1');
      await reader.reload();
      await expect(comments(reader).first().getByTestId('comment-content')).toHaveText('고친 댓글입니다.');
      await expect(comments(reader).first().getByTestId('comment-like')).toContainText('좋아요 1');
      // Delete it.
      await comments(reader).first().getByRole('button', { name: /메뉴$/ }).click();
      await reader.getByRole('menuitem', { name: '삭제하기' }).click();
      await answerDialog(reader, '정말 삭제하시겠습니까?');
      await expect(comments(reader)).toHaveCount(0);
      await expect(commentCount(reader)).toHaveText('0');
    } finally {
      await page.request.delete(`/v1/boards/${id}`);
      await reader.context().close();
    }
  });

  test('report a post: the dialog lists the reasons, then the menu says 신고 완료 (also after a reload)', async ({ page }) => {
    await signIn(page, 'demo_partner');
    const id = await createPost(page, ANONYMOUS.type, unique('신고 확인'));
    const reader = await memberPage(page, 'demo_cso');
    try {
      await reader.goto(`${ANONYMOUS.path}/${id}`);
      await postMenu(reader).click();
      await expect(reader.getByRole('menuitem', { name: '수정하기' })).toHaveCount(0);
      await screenshot(reader, 'community-post-menu');
      await reader.getByRole('menuitem', { name: '신고하기' }).click();
      const report = reader.getByRole('dialog', { name: '신고하기' });
      await expect(report.getByRole('radio').first()).toBeVisible();
      await screenshot(reader, 'community-report-dialog');
      const reasons = report.getByRole('radiogroup', { name: '신고유형을 선택해주세요' });
      await expect(reasons.getByRole('radio')).toHaveCount(7);
      await expect(reasons.getByRole('radio', { name: '홍보/스팸' })).toBeChecked();
      await reasons.getByText('욕설/비속어').click();
      const sent = reader.waitForRequest((r) => r.url().includes('/v1/reports/') && r.method() === 'POST');
      await report.getByRole('button', { name: '신고하기' }).click();
      expect((await sent).postDataJSON()).toMatchObject({ postId: id, reportType: 'ABUSE', reportContent: '욕설/비속어' });
      await expect(report).toBeHidden();
      await expect(postMenu(reader)).toBeFocused();
      await postMenu(reader).click();
      await expect(reader.getByRole('menuitem', { name: '신고 완료' })).toHaveAttribute('aria-disabled', 'true');
      await reader.keyboard.press('Escape');
      await reader.reload();
      await postMenu(reader).click();
      await expect(reader.getByRole('menuitem', { name: '신고 완료' })).toBeVisible();
      // The server refuses a second report.
      const again = await reader.request.post('/v1/reports/demo_cso', {
        data: { postId: id, reportType: 'SPAM', reportContent: '홍보/스팸' },
      });
      expect(again.status()).toBe(409);
    } finally {
      await page.request.delete(`/v1/boards/${id}`);
      await reader.context().close();
    }
  });

  test('the author edits through 수정하기 and deletes the post after a confirmation', async ({ page }) => {
    await signIn(page, 'demo_partner');
    const id = await createPost(page, MATCHING.type, unique('삭제 확인'));
    await page.goto(`${MATCHING.path}/${id}?page=3`);
    await postMenu(page).click();
    await expect(page.getByRole('menuitem', { name: '수정하기' })).toHaveAttribute('href', `${MATCHING.path}/${id}/edit?page=3`);
    await expect(page.getByRole('menuitem', { name: '신고하기' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: '차단하기' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: '삭제하기' }).click();
    await answerDialog(page, '정말 삭제하시겠습니까?', '취소');
    await expect(page.getByTestId('post')).toBeVisible();
    await postMenu(page).click();
    await page.getByRole('menuitem', { name: '삭제하기' }).click();
    await answerDialog(page, '정말 삭제하시겠습니까?');
    await expect(page).toHaveURL(`${MATCHING.path}?page=3`);
    await expect(page.getByTestId('flash')).toHaveText(/게시글이 삭제되었습니다./);
    const gone = await page.goto(`${MATCHING.path}/${id}`);
    expect(gone?.status()).toBe(404);
    await expect(page.getByText('게시글을 찾을 수 없습니다.')).toBeVisible();
  });

  test('anonymous board: a hidden post names neither its author nor them in comments (글쓴이, 익명1)', async ({ page }) => {
    await signIn(page, 'demo_partner');
    const me = await (await page.request.get('/v1/auth/me')).json();
    const id = await createPost(page, ANONYMOUS.type, unique('익명 확인'), true);
    const said = await page.request.post(`/v1/comments/${me.userId}`, {
      data: { boardPostId: id, parentId: null, content: '글쓴이의 댓글' },
    });
    expect(said.ok()).toBe(true);
    const reader = await memberPage(page, 'demo_cso');
    try {
      const res = await reader.goto(`${ANONYMOUS.path}/${id}`);
      const html = (await res?.text()) ?? '';
      expect(html).not.toContain(me.userId);
      expect(html).not.toContain(me.nickname);
      await expect(reader.getByTestId('post-author')).toHaveText('익명');
      await expect(comments(reader).first().getByTestId('comment-author')).toHaveText('글쓴이');
      await reader.getByRole('textbox', { name: '댓글 쓰기' }).fill('익명으로 남기는 댓글');
      await reader.getByRole('form', { name: '댓글 쓰기' }).getByRole('button', { name: '등록하기' }).click();
      await expect(comments(reader)).toHaveCount(2);
      await expect(comments(reader).nth(1).getByTestId('comment-author')).toHaveText('익명1');
      await expect(reader.locator('main')).not.toContainText(me.nickname);
    } finally {
      await page.request.delete(`/v1/boards/${id}`);
      await reader.context().close();
    }
  });

  test('a plain member is refused an anonymous post by link; unknown posts are not found', async ({ page }) => {
    await signIn(page, 'demo_cso');
    await page.goto(ANONYMOUS.path);
    const href = (await page.getByTestId('board-row').first().getByTestId('board-title').getAttribute('href'))!;
    // The anonymous post under the other board's address is not found either.
    const crossed = await page.goto(href.replace(ANONYMOUS.path, MATCHING.path));
    expect(crossed?.status()).toBe(404);
    const missing = await page.goto(`${MATCHING.path}/999999999`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', MATCHING.path);

    await signIn(page, 'demo_member');
    const denied = await page.goto(href);
    expect(denied?.status()).toBe(403);
    await expect(dialog(page)).toContainText('CSO 회원만 접근할 수 있는 페이지입니다.');
    await expect(page.getByTestId('post')).toHaveCount(0);
  });

  test('a post with comments at 360 px has no horizontal overflow; screenshots in both modes', async ({ page }) => {
    test.setTimeout(45_000);
    await signIn(page, 'demo_cso');
    for (const board of BOARDS) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${board.path}?page=2`);
      const commented = page.getByTestId('board-row').filter({ hasText: /\[\d+\]/ });
      const row = (await commented.count()) ? commented.first() : page.getByTestId('board-row').first();
      const href = (await row.getByTestId('board-title').getAttribute('href'))!;
      await page.goto(href);
      await bothModes(page, `community-${board.type.toLowerCase()}-post-desktop`);
      await page.setViewportSize({ width: 360, height: 800 });
      await page.reload();
      await expect(page.getByTestId('post')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await bothModes(page, `community-${board.type.toLowerCase()}-post-360`);
    }
  });
});
