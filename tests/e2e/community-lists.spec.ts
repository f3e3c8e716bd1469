import { expect, test, type Page } from '@playwright/test';
import { bothModes, dialog, signIn } from './helpers';

// The community board lists (신규처 매칭, 익명게시판): server-rendered, every state in the URL. Pinned notices head every
// page; title search, 내 글 and paging are links and a GET form; a plain member is refused the anonymous board; a
// hidden nickname never reaches another member's list. Screenshots in both colour modes, desktop and 360 px.

const MATCHING = '/community/mr_cso_matching';
const ANONYMOUS = '/community/anonymous';
const pinnedRows = (page: Page) => page.getByTestId('pinned-row');
const postRows = (page: Page) => page.getByTestId('board-row');
const titles = (page: Page) => postRows(page).getByTestId('board-title').allInnerTexts();
const pager = (page: Page) => page.getByRole('navigation', { name: '신규처 매칭 페이지' });

test.describe('community board lists', () => {
  test('pinned notices head page 1 and page 2; the pager moves through the URL', async ({ page }) => {
    await signIn(page, 'demo_partner');
    await page.goto(MATCHING);
    const pinned = await pinnedRows(page).getByTestId('board-title').allInnerTexts();
    expect(pinned.length).toBeGreaterThan(0);
    await expect(pinnedRows(page).first()).toContainText('공지');
    await expect(page.getByTestId('board-table').locator('tbody').first()).toHaveAttribute('data-testid', 'pinned-row');
    await expect(postRows(page)).toHaveCount(10);
    const first = await titles(page);

    await pager(page).getByRole('link', { name: '페이지 2', exact: true }).click();
    await expect(page).toHaveURL(`${MATCHING}?page=2`);
    await expect(pager(page).getByRole('link', { name: '페이지 2', exact: true })).toHaveAttribute('aria-current', 'page');
    expect(await pinnedRows(page).getByTestId('board-title').allInnerTexts()).toEqual(pinned);
    await expect(page.getByTestId('board-table').locator('tbody').first()).toHaveAttribute('data-testid', 'pinned-row');
    const second = await titles(page);
    expect(second).toHaveLength(10);
    expect(second.filter((t) => first.includes(t)).length).toBeLessThan(10);
    // A row leads to its post.
    expect(await postRows(page).getByTestId('board-title').first().getAttribute('href')).toMatch(
      /^\/community\/mr_cso_matching\/\d+\?page=2$/,
    );
  });

  test('searches by title: the keyword is in the URL and every result has it; 검색 지우기 goes back', async ({ page }) => {
    await signIn(page, 'demo_partner');
    await page.goto(`${MATCHING}?page=3`);
    const search = page.getByRole('search');
    await search.getByPlaceholder('제목을 입력해 주세요').fill('서울');
    await search.getByRole('button', { name: '검색' }).click();
    await expect(page).toHaveURL(`${MATCHING}?searchKeyword=${encodeURIComponent('서울')}`);
    await expect(page.getByRole('status').filter({ hasText: '‘서울’ 검색 결과' })).toBeVisible();
    const found = await titles(page);
    expect(found.length).toBeGreaterThan(0);
    for (const t of found) expect(t).toContain('서울');
    await expect(pinnedRows(page).first()).toBeVisible();

    await search.getByPlaceholder('제목을 입력해 주세요').fill('없는제목낱말');
    await search.getByRole('button', { name: '검색' }).click();
    await expect(page.getByText('‘없는제목낱말’ 제목의 게시글이 없습니다.')).toBeVisible();
    await page.getByRole('link', { name: '검색 지우기' }).click();
    await expect(page).toHaveURL(MATCHING);
  });

  test('내 글 shows only the member’s posts, each marked MY, and turns off again', async ({ page }) => {
    await signIn(page, 'demo_cso');
    await page.goto(ANONYMOUS);
    await page.getByTestId('mine-toggle').click();
    await expect(page).toHaveURL(`${ANONYMOUS}?filterMine=true`);
    await expect(page.getByTestId('mine-toggle')).toHaveAttribute('data-state', 'on');
    const mine = postRows(page);
    expect(await mine.count()).toBeGreaterThan(0);
    await expect(mine.getByTestId('mine-mark')).toHaveCount(await mine.count());
    await page.getByTestId('mine-toggle').click();
    await expect(page).toHaveURL(ANONYMOUS);
    await expect(page.getByTestId('mine-toggle')).toHaveAttribute('data-state', 'off');
  });

  test('the trending box switches between 인기순 and 댓글순', async ({ page }) => {
    await signIn(page, 'demo_partner');
    await page.goto(ANONYMOUS);
    const box = page.getByTestId('trending-box');
    const views = box.getByRole('tabpanel', { name: '인기순' });
    await expect(views.getByRole('listitem')).toHaveCount(10);
    await box.getByRole('tab', { name: '댓글순' }).click();
    await expect(views).toBeHidden();
    const comments = box.getByRole('tabpanel', { name: '댓글순' });
    await expect(comments.getByRole('listitem')).toHaveCount(10);
    expect(await comments.getByRole('link').first().getAttribute('href')).toMatch(/^\/community\/anonymous\/\d+$/);
  });

  test('a plain member following the 익명게시판 tab is refused', async ({ page }) => {
    await signIn(page, 'demo_member');
    await page.goto(MATCHING);
    await expect(postRows(page).first()).toBeVisible();
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === ANONYMOUS);
    await page.getByRole('navigation', { name: '커뮤니티 메뉴' }).getByRole('link', { name: '익명게시판' }).click();
    expect((await answer).status()).toBe(403);
    await expect(dialog(page)).toContainText('CSO 회원만 접근할 수 있는 페이지입니다.');
    await expect(page.getByTestId('board-table')).toHaveCount(0);
  });

  test('a post with a hidden nickname shows 익명 to others, and nothing of its author', async ({ page, browser }) => {
    await signIn(page, 'demo_partner');
    const me = await (await page.request.get('/v1/auth/me')).json();
    const title = `닉네임 숨김 확인 ${Date.now()}`;
    const request = { boardType: 'ANONYMOUS', title, content: '<p>익명으로 묻습니다.</p>', hiddenNickname: true };
    const created = await page.request.post('/v1/boards', {
      multipart: { request: { name: 'request.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(request)) } },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const id = Number(await created.text());
    try {
      const other = await browser.newPage();
      await signIn(other, 'demo_cso');
      const res = await other.goto(ANONYMOUS);
      const row = postRows(other).filter({ hasText: title });
      await expect(row.getByTestId('board-author')).toHaveText(/^\s*(작성자\s*)?익명\s*$/);
      await expect(row.getByTestId('mine-mark')).toHaveCount(0);
      const html = (await res?.text()) ?? '';
      expect(html).toContain(title);
      expect(html).not.toContain(me.userId);
      await expect(row).not.toContainText(me.nickname);
      await other.close();
      // Its author sees it as theirs.
      await page.goto(ANONYMOUS);
      await expect(postRows(page).filter({ hasText: title }).getByTestId('mine-mark')).toBeVisible();
    } finally {
      await page.request.delete(`/v1/boards/${id}`);
    }
  });

  test('both boards at 360 px have no horizontal overflow; screenshots in both modes', async ({ page }) => {
    test.setTimeout(45_000);
    await signIn(page, 'demo_cso');
    for (const [path, name] of [
      [MATCHING, 'community-matching'],
      [ANONYMOUS, 'community-anonymous'],
    ] as const) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await bothModes(page, `${name}-desktop`);
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`${path}?page=2`);
      await expect(postRows(page).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await bothModes(page, `${name}-360`);
    }
  });
});
