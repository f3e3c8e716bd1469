import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { latestPrescriptionMonth, seoulMonth } from '../../src/lib/months';
import { bothModes, dialog, signIn } from './helpers';

// Details of the old app's screens, done as a member would: an event's promotion link opens the promotion page with a
// one-time token (which the promotion page's server then redeems), 신규 딜러 추가 in the EDI dealer picker, and the
// 1:1 inquiry answer's 파일 다운로드.

// Pickers and the dealer form load on first use: a few seconds on a quiet machine, more on this shared one.
test.describe.configure({ timeout: 60_000 });

const PROMOTION_PAGE = '<!doctype html><html lang="ko"><title>와인 파트너 프로모션</title><h1>와인 파트너 프로모션</h1></html>';

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Stands in for the medipanda site: the promotion page answers from here, nothing leaves the machine. */
async function servePromotionPages(page: Page) {
  await page
    .context()
    .route(/^https?:\/\/(dev\.)?medipanda\.co\.kr\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: PROMOTION_PAGE }),
    );
}

async function openWineEvent(page: Page) {
  await page.goto('/events?status=IN_PROGRESS');
  await page
    .getByRole('link', { name: /와인 파트너 할인/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: '와인 파트너 할인' })).toBeVisible();
  // The page script has attached its click handler (a slow start otherwise lets the click follow the plain link).
  await expect(page.locator('[data-promotion-links][data-promotion-ready]')).toHaveCount(1);
  return page.getByRole('link', { name: '회원 인증하고 와인 할인 받기' });
}

test('event promotion link: opens the promotion page in a window with a one-time token the page redeems once', async ({
  page,
  request,
}) => {
  await signIn(page, 'demo_member');
  await servePromotionPages(page);
  const link = await openWineEvent(page);
  await expect(link).toHaveAttribute('href', 'https://medipanda.co.kr/event1.html');

  const popupOpened = page.waitForEvent('popup');
  await link.click();
  const popup = await popupOpened;
  await popup.waitForURL(/^https:\/\/medipanda\.co\.kr\/event1\.html\?data=/);
  await expect(popup.getByRole('heading', { name: '와인 파트너 프로모션' })).toBeVisible();
  const token = new URL(popup.url()).searchParams.get('data')!;
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // The event page stays where it was.
  await expect(page.getByRole('heading', { name: '와인 파트너 할인' })).toBeVisible();

  // What the promotion page's server does with it: the member's login id and name, once.
  const redeemed = await request.post('/v1/auth/promotion-token/redeem', { data: { token } });
  expect(redeemed.status()).toBe(200);
  const member = (await redeemed.json()) as { userId: string; name: string };
  expect(member.userId).toBe('demo_member');
  expect(Object.keys(member).sort()).toEqual(['name', 'userId']);
  expect((await request.post('/v1/auth/promotion-token/redeem', { data: { token } })).status()).toBe(404);
});

test('event promotion link: on a phone the same tab; a refusal says so in Korean; an ended session signs in again', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, 'demo_member');
  await servePromotionPages(page);

  await test.step('the token call fails: the message, and the event stays', async () => {
    await page.route('**/v1/auth/promotion-token', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"code":"UNAVAILABLE","message":"잠시 후 다시 시도해 주세요."}',
      }),
    );
    const link = await openWineEvent(page);
    await link.click();
    await expect(dialog(page)).toContainText('프로모션 페이지를 열 수 없습니다. 다시 시도해주세요.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/events\/\d+/);
  });

  await test.step('the session ended: to the login, back to this event afterwards', async () => {
    await page.unroute('**/v1/auth/promotion-token');
    await page.context().clearCookies();
    const eventPath = new URL(page.url()).pathname + new URL(page.url()).search;
    await page.getByRole('link', { name: '회원 인증하고 와인 할인 받기' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirectTo') === eventPath);
  });

  await test.step('on a phone the promotion page opens in this tab', async () => {
    await signIn(page, 'demo_member');
    await openWineEvent(page);
    await page.getByRole('link', { name: '회원 인증하고 와인 할인 받기' }).click();
    await page.waitForURL(/^https:\/\/medipanda\.co\.kr\/event1\.html\?data=[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole('heading', { name: '와인 파트너 프로모션' })).toBeVisible();
  });
});

test('EDI dealer picker: 신규 딜러 추가 with the dealer form, then the new dealer is selected and nothing typed is lost', async ({
  page,
}) => {
  await signIn(page, 'demo_partner');
  await page.goto('/prescriptions');
  const form = page.getByRole('form', { name: '실적(EDI) 입력' });
  const latest = latestPrescriptionMonth(seoulMonth());
  // Once the island runs (its picker opens), the month chosen first must survive adding a dealer.
  await form.getByRole('button', { name: '딜러 선택' }).click();
  await expect(page.getByRole('dialog', { name: '딜러 선택' })).toBeVisible();
  await page.keyboard.press('Escape');
  await form.getByRole('combobox', { name: '처방 연도' }).selectOption(latest.slice(0, 4));
  await form.getByRole('combobox', { name: '처방 월' }).selectOption(String(Number(latest.slice(5, 7))));
  const [company] = (await (await page.request.get('/v1/partners/drug-companies')).json()) as { name: string }[];

  await form.getByRole('button', { name: '딜러 선택' }).click();
  const picker = page.getByRole('dialog', { name: '딜러 선택' });
  await expect(picker.getByRole('list', { name: '딜러 목록' })).toBeVisible();
  await picker.getByRole('button', { name: '신규 딜러 추가' }).click();
  const add = page.getByRole('dialog', { name: '신규 딜러 추가' });
  const name = add.getByRole('textbox', { name: /딜러명/ });
  await expect(name).toBeVisible();

  // The dealer screen's checks, before anything is sent.
  await add.getByRole('button', { name: '등록' }).click();
  await expect(add.getByText('딜러명을 입력해 주세요.')).toBeVisible();
  await expect(add.getByText('거래제약사를 1개 이상 선택해 주세요.')).toBeVisible();
  await expect(name).toBeFocused();

  const dealerName = `신규딜러${Date.now() % 100_000}`;
  await name.fill(dealerName);
  await add.getByRole('checkbox', { name: company!.name, exact: true }).check();
  await axeClean(page);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await bothModes(page, `legacy-new-dealer-dialog-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await add.getByRole('button', { name: '등록' }).click();
  await expect(add).toBeHidden();
  await expect(picker).toBeHidden();
  await expect(form.getByRole('textbox', { name: '딜러명' })).toHaveValue(`${dealerName}(${company!.name})`);
  await expect(form.getByRole('combobox', { name: '처방 월' })).toHaveValue(String(Number(latest.slice(5, 7))));

  // The dealer screen lists it too.
  await page.goto('/dealers');
  await expect(page.getByRole('cell', { name: dealerName }).first()).toBeVisible();
});

test('1:1 inquiry answer: 파일 다운로드 downloads every file of the answer; each file keeps its own link', async ({ page }) => {
  await signIn(page, 'demo_partner');
  await page.goto('/customer-service/inquiry');
  await page.getByRole('link', { name: '10월 정산 금액이 실적과 다릅니다' }).click();
  const answer = page.getByRole('region', { name: '문의하신 내용의 답변이 완료되었습니다.' });
  await expect(answer).toBeVisible();
  const files = answer.getByRole('region', { name: '답변 첨부파일' });
  await expect(files.getByRole('link')).toHaveCount(2);
  const all = answer.getByRole('button', { name: '파일 다운로드' });
  await expect(all).toBeVisible();
  await expect(all).toHaveAccessibleDescription('답변 첨부파일 2개를 한 번에 내려받습니다.');
  await axeClean(page);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await bothModes(page, `legacy-inquiry-answer-files-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  const names: string[] = [];
  page.on('download', (download) => names.push(download.suggestedFilename()));
  await all.click();
  await expect(answer.getByRole('status')).toHaveText(/답변 첨부파일 2개의 내려받기를 시작했습니다/);
  await expect.poll(() => names.slice().sort()).toEqual(['10월_정산_재계산표.pdf', '이월_처방_내역.png']);

  const single = page.waitForEvent('download');
  await files.getByRole('link', { name: /이월_처방_내역\.png/ }).click();
  expect((await single).suggestedFilename()).toBe('이월_처방_내역.png');
});
