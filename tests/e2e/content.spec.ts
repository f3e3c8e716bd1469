import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { bothModes, screenshot, signIn } from './helpers';

// Content and customer service as people use them: notices (list, filter, search, detail, editor preview), FAQ,
// events, home (1:1 inquiries have their own file). Every screen is photographed in both colour modes.

test('notices: filter by category, search, read one with its attachments, back to the same list', async ({ page }) => {
  await signIn(page, 'demo_partner');
  await page.goto('/customer-service/notice');
  await expect(page.getByRole('heading', { name: '공지사항', level: 2 })).toBeVisible();
  const rows = page.getByTestId('notice-row');
  await expect(rows.first()).toBeVisible();
  // Pinned notices first, marked, and not repeated below.
  await expect(rows.first().getByRole('img', { name: '고정 공지' })).toBeVisible();
  const titles = await rows.locator('a').allTextContents();
  expect(new Set(titles).size).toBe(titles.length);
  await bothModes(page, 'notice-list');

  await page.getByRole('navigation', { name: '공지 분류' }).getByRole('link', { name: '신제품 정보' }).click();
  await expect(page).toHaveURL('/customer-service/notice?category=NEW_PRODUCT');
  await expect(page.getByRole('link', { name: '신제품 정보' })).toHaveAttribute('aria-current', 'true');
  await expect(rows).not.toHaveCount(0);
  for (const row of await rows.all()) await expect(row).toContainText('신제품 정보');

  const search = page.getByRole('searchbox', { name: '제약사명 또는 제목을 검색해 주세요' });
  await search.fill('대웅제약');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/customer-service\/notice\?category=NEW_PRODUCT&keyword=%EB%8C%80%EC%9B%85%EC%A0%9C%EC%95%BD$/);
  await expect(page.getByRole('status').filter({ hasText: '‘대웅제약’ 검색 결과' })).toBeVisible();
  await expect(rows).toHaveCount(1); // the draft of 대웅제약 is not shown to partners
  await rows.first().getByRole('link', { name: '펙수클루정 10mg 출시 안내' }).click();

  await expect(page).toHaveURL(/\/customer-service\/notice\/\d+\?category=NEW_PRODUCT&keyword=/);
  await expect(page.getByRole('heading', { name: '펙수클루정 10mg 출시 안내' })).toBeVisible();
  await expect(page.getByText(/조회수 \d+/)).toBeVisible();
  const files = page.getByRole('region', { name: '첨부파일' });
  await expect(files).toContainText('첨부파일 2개');
  const pdf = files.getByRole('link', { name: /펙수클루정10mg_제품설명서\.pdf/ });
  const res = await page.request.get((await pdf.getAttribute('href')) as string);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect(res.headers()['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('펙수클루정10mg_제품설명서.pdf')}`);
  await expect(page.getByRole('navigation', { name: '이전 글과 다음 글' })).toContainText('이전글');
  await bothModes(page, 'notice-detail');

  await page.getByRole('link', { name: '목록' }).click();
  await expect(page).toHaveURL(/\/customer-service\/notice\?category=NEW_PRODUCT&keyword=/);
  await expect(search).toHaveValue('대웅제약');
});

test('editor preview: demo_editor sees the unpublished notice with a 미리보기 banner; partners get 404', async ({ page }) => {
  await signIn(page, 'demo_editor');
  await page.goto('/customer-service/notice?category=NEW_PRODUCT');
  const draftRow = page.getByTestId('notice-row').filter({ hasText: '게시 예정' });
  await expect(draftRow).toContainText('임시저장');
  await draftRow.getByRole('link').click();
  const banner = page.getByTestId('preview-banner');
  await expect(banner).toContainText('아직 게시되지 않은 공지입니다.');
  await expect(banner).toContainText('파트너 회원에게는 보이지 않으며');
  await expect(page.getByRole('heading', { name: '2027년 1분기 신제품 출시 일정 (게시 예정)' })).toBeVisible();
  const url = page.url();
  await bothModes(page, 'notice-preview');

  await signIn(page, 'demo_partner');
  const res = await page.goto(url);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '공지사항을 찾을 수 없습니다.' })).toBeVisible();
  await expect(page.getByText('2027년 1분기')).toHaveCount(0);
  await page.goto('/customer-service/notice');
  await expect(page.getByText('게시 예정')).toHaveCount(0);
});

test('FAQ: answers open one at a time; search narrows the list', async ({ page }) => {
  await signIn(page, 'demo_member');
  await page.goto('/customer-service/faq');
  const items = page.getByTestId('faq-item');
  await expect(items).toHaveCount(10);
  const first = items.nth(0);
  const second = items.nth(1);
  await expect(first.getByText('메디판다 웹은 휴대폰 화면에서도')).toBeHidden();
  await first.locator('summary').click();
  await expect(first.getByText('메디판다 웹은 휴대폰 화면에서도')).toBeVisible();
  await second.locator('summary').click();
  await expect(second.getByText('화면 오른쪽 위의 화면 모드 버튼')).toBeVisible();
  await expect(first.getByText('메디판다 웹은 휴대폰 화면에서도')).toBeHidden();
  await bothModes(page, 'faq');

  const search = page.getByRole('searchbox', { name: '궁금한 점을 검색해 보세요.' });
  await search.fill('파트너 계약');
  await search.press('Enter');
  await expect(page).toHaveURL(/keyword=/);
  await expect(items).toHaveCount(1);
  await items.first().locator('summary').click();
  await expect(items.first().getByRole('link', { name: /파트너계약_신청가이드\.pdf/ })).toBeVisible();
  await search.fill('없는 질문 입니다');
  await search.press('Enter');
  await expect(page.getByText('‘없는 질문 입니다’에 맞는 질문이 없습니다.')).toBeVisible();
  await expect(page.getByRole('link', { name: '1:1 문의하기' })).toBeVisible();
});

test('events: 진행중 / 종료 filter in the URL, cards with period and 종료 overlay', async ({ page }) => {
  await signIn(page, 'demo_cso');
  await page.goto('/events');
  const cards = page.getByTestId('event-card');
  await expect(cards.first()).toBeVisible();
  await bothModes(page, 'events');
  await page.getByRole('navigation', { name: '이벤트 상태' }).getByRole('link', { name: '종료' }).click();
  await expect(page).toHaveURL('/events?status=FINISHED');
  await expect(cards).not.toHaveCount(0);
  for (const card of await cards.all()) {
    await expect(card).toHaveAttribute('data-status', 'FINISHED');
    await expect(card.getByText('종료').first()).toBeVisible();
  }
  await screenshot(page, 'events-finished-light');
  await page.getByRole('navigation', { name: '이벤트 상태' }).getByRole('link', { name: '진행중' }).click();
  await expect(page).toHaveURL('/events?status=IN_PROGRESS');
  for (const card of await cards.all()) await expect(card).toHaveAttribute('data-status', 'IN_PROGRESS');
  // A contract-members event is not shown to a CSO member.
  await expect(page.getByText('파트너 계약 축하 이벤트')).toHaveCount(0);
});

test('events: a card opens the detail with period and views; 목록 returns to the same filter', async ({ page }) => {
  await signIn(page, 'demo_cso');
  await page.goto('/events?status=IN_PROGRESS');
  await page.getByTestId('event-card').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/events\/\d+\?status=IN_PROGRESS$/);
  await expect(page.getByText(/조회수 \d+/)).toBeVisible();
  await expect(page.getByText(/^기간 /)).toBeVisible();
  await bothModes(page, 'event-detail');
  await page.getByRole('link', { name: '목록' }).click();
  await expect(page).toHaveURL('/events?status=IN_PROGRESS');
});

test('home: visitors get a call to action and the public banners; members the live figures and the community', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: '로그인하고 시작하기' })).toBeVisible();
  await expect(page.getByTestId('home-figure')).toHaveCount(0);
  const banners = page.getByRole('region', { name: '배너' });
  await expect(banners).toBeVisible();
  await expect(banners.getByRole('img', { name: '하반기 수수료율 정책' })).toHaveCount(0); // contract-only banner
  await bothModes(page, 'home-visitor');

  await signIn(page, 'demo_partner');
  await page.goto('/');
  const figures = page.getByTestId('home-figure');
  await expect(figures).toHaveCount(3);
  await expect(figures.nth(0)).toContainText(/처방 실적\s*[\d,]+\s*건/);
  await expect(figures.nth(1)).toContainText(/수수료 합계\s*[\d,]+\s*백만원/);
  await expect(figures.nth(2)).toContainText(/신규 개원\s*[\d,]+\s*개사/);
  const memberBanners = page.getByRole('region', { name: '배너' });
  await expect(memberBanners.getByRole('img', { name: '하반기 수수료율 정책' })).toHaveCount(1);
  await expect(memberBanners.getByText('1 /', { exact: false })).toBeVisible();
  await memberBanners.getByRole('button', { name: '다음 슬라이드' }).click();
  await expect(memberBanners.getByText(/^2 \/ \d+$/)).toBeVisible();
  const pause = memberBanners.getByRole('button', { name: '자동 넘김 멈춤' });
  await pause.click();
  await expect(memberBanners.getByRole('button', { name: '자동 넘김 시작' })).toHaveAttribute('aria-pressed', 'true');

  const tabs = page.getByRole('tablist', { name: '커뮤니티 게시판' });
  await expect(tabs.getByRole('tab', { name: '신규처 매칭' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: '익명게시판' }).click();
  const anonymous = page.getByRole('tabpanel', { name: '익명게시판' });
  await expect(anonymous).toBeVisible();
  await expect(anonymous.getByTestId('community-row').first()).toBeVisible();
  await expect(anonymous.getByRole('cell', { name: '익명' }).first()).toBeVisible();
  await expect(anonymous.getByText('강남영업왕')).toHaveCount(0); // demo_partner's own anonymous post stays 익명 on home too
  await bothModes(page, 'home-member');

  await signIn(page, 'demo_member');
  await page.goto('/');
  await expect(page.getByTestId('home-figure')).toHaveCount(3);
  await expect(page.getByRole('tablist', { name: '커뮤니티 게시판' })).toHaveCount(0); // CSO and contract members only
});

test('content pages stay light: notice, FAQ and event pages ship ≤ 15 KiB of JavaScript (gzip), home ≤ 80 KiB', async ({ page }) => {
  await signIn(page, 'demo_partner');
  const waiting = await (await page.request.get('/v1/boards?boardType=INQUIRY&hasChildren=false')).json();
  const inquiryId = waiting.content[0].id as number;
  const budgets: Array<[string, number]> = [
    ['/customer-service/notice', 15],
    ['/customer-service/notice/1', 15],
    ['/customer-service/faq', 15],
    ['/events', 15],
    ['/events/1', 15],
    ['/', 80],
    ['/customer-service/inquiry', 110],
    [`/customer-service/inquiry/${inquiryId}`, 110],
    ['/customer-service/inquiry/new', 110],
    [`/customer-service/inquiry/${inquiryId}/edit`, 110],
  ];
  const lines: string[] = [];
  for (const [path, kib] of budgets) {
    const scripts = new Map<string, number>();
    const collect = async (res: import('@playwright/test').Response) => {
      if (res.request().resourceType() !== 'script' || !res.ok()) return;
      const body = await res.body().catch(() => null);
      if (body) scripts.set(res.url(), gzipSync(body, { level: 9 }).length);
    };
    page.on('response', collect);
    await page.goto(path, { waitUntil: 'networkidle' });
    page.off('response', collect);
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? '').join('\n'),
    );
    const total = [...scripts.values()].reduce((a, b) => a + b, 0) + gzipSync(Buffer.from(inline), { level: 9 }).length;
    lines.push(`${path.padEnd(32)} ${(total / 1024).toFixed(1)} KiB (${scripts.size} files)`);
    expect(total / 1024, path).toBeLessThanOrEqual(kib);
  }
  console.log(`JavaScript per page (gzip, Chromium):\n${lines.join('\n')}`);
});
