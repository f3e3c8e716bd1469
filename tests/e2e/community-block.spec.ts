import { expect, test } from '@playwright/test';
import { dialog, signIn } from './helpers';
import { ANONYMOUS, answerDialog, comments, createPost, MATCHING, memberPage, postMenu, unique } from './community-post-helpers';

// Blocking from a post's page. From a nickname shown in full: that nickname's posts are gone (back on the list with
// a message). From anonymous content: only that anonymous author in that post, so the same member's other anonymous
// post and their post under the nickname stay, and the confirmation says so. Posts are made through the API and
// removed again, blocks lifted again.

test.describe('blocking an author', () => {
  // Two members in two browser contexts, several page loads each.
  test.describe.configure({ timeout: 60_000 });

  test('block an author: back on the list with a message, and their posts are gone', async ({ page }) => {
    await signIn(page, 'demo_member');
    const title = unique('차단 확인');
    const id = await createPost(page, MATCHING.type, title);
    const blocker = await memberPage(page, 'demo_org');
    try {
      await blocker.goto(`${MATCHING.path}?searchKeyword=${encodeURIComponent(title)}`);
      await blocker.getByTestId('board-row').getByTestId('board-title').click();
      await postMenu(blocker).click();
      await blocker.getByRole('menuitem', { name: '차단하기' }).click();
      await answerDialog(blocker, '차단하면 이 작성자가 닉네임으로 쓴 글과 댓글이 더 이상 보이지 않습니다.');
      await expect(blocker).toHaveURL(new RegExp(`${MATCHING.path}\\?searchKeyword=`));
      await expect(blocker.getByTestId('flash')).toContainText('작성자를 차단했습니다.');
      await expect(blocker.getByTestId('board-row')).toHaveCount(0);
      await blocker.goto(`${MATCHING.path}/${id}`);
      await expect(blocker.getByText('게시글을 찾을 수 없습니다.')).toBeVisible();
    } finally {
      await blocker.request.put('/v1/blocks/demo_org', { data: { postId: id, blocked: false } });
      await page.request.delete(`/v1/boards/${id}`);
      await blocker.context().close();
    }
  });

  test('block an anonymous author: only this post goes; their other posts stay', async ({ page }) => {
    await signIn(page, 'demo_partner');
    const hidden = unique('익명 차단 확인');
    const otherHidden = unique('같은 작성자의 다른 익명 글');
    const named = unique('같은 작성자의 닉네임 글');
    const ids = [
      await createPost(page, ANONYMOUS.type, hidden, true),
      await createPost(page, ANONYMOUS.type, otherHidden, true),
      await createPost(page, MATCHING.type, named),
    ];
    const blocker = await memberPage(page, 'demo_cso');
    const rows = async (path: string, title: string) => {
      await blocker.goto(`${path}?searchKeyword=${encodeURIComponent(title)}`);
      return blocker.getByTestId('board-row');
    };
    try {
      await (await rows(ANONYMOUS.path, hidden)).getByTestId('board-title').click();
      await expect(blocker.getByTestId('post-author')).toHaveText('익명');
      await postMenu(blocker).click();
      await blocker.getByRole('menuitem', { name: '차단하기' }).click();
      await expect(dialog(blocker)).toContainText('익명 작성자 차단');
      await answerDialog(blocker, '이 게시글에서만 이 작성자의 글과 댓글이 보이지 않게 됩니다.');
      await expect(blocker.getByTestId('flash')).toContainText('작성자를 차단했습니다.');
      await expect(blocker.getByTestId('board-row')).toHaveCount(0);
      await expect(await rows(ANONYMOUS.path, otherHidden)).toHaveCount(1);
      await expect(await rows(MATCHING.path, named)).toHaveCount(1);
    } finally {
      await blocker.request.put('/v1/blocks/demo_cso', { data: { postId: ids[0], blocked: false } });
      for (const id of ids) await page.request.delete(`/v1/boards/${id}`);
      await blocker.context().close();
    }
  });

  test('block an anonymous commenter: their comments leave this post, which stays', async ({ page }) => {
    await signIn(page, 'demo_partner');
    const id = await createPost(page, ANONYMOUS.type, unique('익명 댓글 차단'), true);
    const commenter = await memberPage(page, 'demo_org');
    const blocker = await memberPage(page, 'demo_cso');
    let commentId = 0;
    try {
      const said = await commenter.request.post('/v1/comments/demo_org', {
        data: { boardPostId: id, parentId: null, content: '익명1의 댓글' },
      });
      expect(said.ok()).toBe(true);
      commentId = Number(await said.text());
      const own = await page.request.post('/v1/comments/demo_partner', {
        data: { boardPostId: id, parentId: null, content: '글쓴이의 댓글' },
      });
      expect(own.ok()).toBe(true);
      await blocker.goto(`${ANONYMOUS.path}/${id}`);
      await expect(comments(blocker)).toHaveCount(2);
      await blocker.getByRole('button', { name: '익명1님의 댓글 메뉴' }).click();
      await blocker.getByRole('menuitem', { name: '차단하기' }).click();
      await answerDialog(blocker, '이 게시글에서만 이 작성자의 글과 댓글이 보이지 않게 됩니다.');
      await expect(comments(blocker)).toHaveCount(1);
      await expect(comments(blocker).getByTestId('comment-author')).toHaveText('글쓴이');
      await expect(blocker.getByTestId('post')).toBeVisible();
    } finally {
      if (commentId) await blocker.request.put('/v1/blocks/demo_cso', { data: { commentId, blocked: false } });
      await page.request.delete(`/v1/boards/${id}`);
      await commenter.context().close();
      await blocker.context().close();
    }
  });
});
