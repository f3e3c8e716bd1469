import { expect, test, type Page } from '@playwright/test';
import { dialog, signIn, type DemoUser } from './helpers';

// What the community post specs share: the two boards, posts made through the API as the page's member, a second
// member in their own browser context, and the post page's parts.

export const BOARDS = [
  { type: 'MR_CSO_MATCHING', path: '/community/mr_cso_matching' },
  { type: 'ANONYMOUS', path: '/community/anonymous' },
] as const;
export const MATCHING = BOARDS[0];
export const ANONYMOUS = BOARDS[1];

/** Creates a post as the page's member; answers its id. */
export async function createPost(page: Page, boardType: string, title: string, hiddenNickname = false): Promise<number> {
  const request = { boardType, title, content: `<p>${title} 본문입니다.</p>`, hiddenNickname };
  const res = await page.request.post('/v1/boards', {
    multipart: { request: { name: 'request.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(request)) } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return Number(await res.text());
}

/** A second member in their own browser context. */
export async function memberPage(page: Page, user: DemoUser): Promise<Page> {
  const context = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL, locale: 'ko-KR' });
  const other = await context.newPage();
  await signIn(other, user);
  return other;
}

export const unique = (what: string) => `${what} ${Date.now()}${Math.floor(Math.random() * 1000)}`;
export const postMenu = (page: Page) => page.getByRole('button', { name: '게시글 메뉴' });
export const comments = (page: Page) => page.getByTestId('comment');
export const commentCount = (page: Page) => page.getByTestId('post-comment-count');

export async function answerDialog(page: Page, text: string | RegExp, button = '확인') {
  const d = dialog(page);
  await expect(d).toContainText(text);
  await d.getByRole('button', { name: button }).click();
}
