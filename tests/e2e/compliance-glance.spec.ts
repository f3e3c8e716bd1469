import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ComplianceStatus } from '../../src/api/compliance-enums';
import type { ComplianceItem, Dealer } from '../../src/api/types';
import { complianceGlance, worstStatusByDealer } from '../../src/lib/compliance-glance';
import { seoulDay } from '../../src/lib/compliance-rules';
import { latestPrescriptionMonth, seoulMonth } from '../../src/lib/months';
import { signIn } from './helpers';

// Compliance at a glance outside its own page, as the demo partner sees it: the home card (counts, the most urgent
// items, the way to /compliance), a status badge per dealer on /dealers, and the question the EDI form asks before
// recording for a dealer without a 신고증 (취소 keeps the form, 등록 saves). The expectations come from the API's items
// through the same pure functions the pages use, so the demo data may move with the calendar.

// The EDI upload and the pickers' chunks loading on first use are slow on the shared 2-core machine.
test.describe.configure({ timeout: 60_000 });

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415408d763f8cfc000000301010018dd8db40000000049454e44ae426082',
  'hex',
);

const items = async (page: Page) => (await (await page.request.get('/v1/compliance/items')).json()) as ComplianceItem[];
const card = (page: Page) => page.getByRole('region', { name: '컴플라이언스' });

test('the home page shows what is late or due soon, the most urgent first, with the way to /compliance', async ({ page }) => {
  await signIn(page, 'demo_partner');
  const glance = complianceGlance(await items(page), seoulDay());
  // The demo data has something of every status: the card is not the calm one.
  expect(glance.urgent.length).toBeGreaterThan(0);
  await page.goto('/');
  const c = card(page);
  await expect(c).toBeVisible();
  const counts = c.getByRole('definition');
  await expect(c.getByRole('term')).toHaveText(['기한 경과', '미제출', '기한 임박']);
  await expect(counts).toHaveText([glance.counts.OVERDUE, glance.counts.MISSING, glance.counts.DUE_SOON].map((n) => `${n}건`));
  const lines = c.getByRole('list', { name: '가장 급한 항목' }).getByRole('listitem');
  await expect(lines).toHaveCount(glance.urgent.length);
  for (const [i, line] of glance.urgent.entries()) {
    for (const part of [line.statusLabel, `${line.subject} · ${line.kind}`, line.due ?? '']) await expect(lines.nth(i)).toContainText(part);
  }
  await expect(c.getByText('기한이 임박한 항목이 없습니다.')).toHaveCount(0);
  const first = glance.urgent[0]!;
  await expect(lines.first().getByRole('link', { name: `${first.subject} · ${first.kind}` })).toHaveAttribute('href', first.href);
  const go = c.getByRole('link', { name: '컴플라이언스 바로가기' });
  await expect(go).toHaveAttribute('href', '/compliance');
  await go.click();
  await expect(page).toHaveURL('/compliance');
});

test('a plain member sees no compliance card', async ({ page }) => {
  await signIn(page, 'demo_member');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(card(page)).toHaveCount(0);
});

test("/dealers shows each dealer's worst status, linked to the compliance page filtered to them", async ({ page }) => {
  await signIn(page, 'demo_partner');
  await page.goto('/dealers');
  const table = page.getByRole('table', { name: '소속딜러 목록' });
  await expect(table.getByRole('columnheader', { name: '컴플라이언스' })).toBeVisible();
  // Read after the render: a dealer another test adds meanwhile is in the answers, not on the page.
  const worst = worstStatusByDealer(await items(page));
  const dealers = (await (await page.request.get('/v1/dealers')).json()) as Dealer[];
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    // The second cell is the dealer number.
    const id = Number(await rows.nth(i).getByRole('cell').nth(1).innerText());
    const dealer = dealers.find((d) => d.id === id)!;
    const status = worst[dealer.dealerName];
    expect(status, `${dealer.dealerName} has compliance items`).toBeDefined();
    const link = rows.nth(i).getByRole('link', { name: `${dealer.dealerName} 컴플라이언스 ${ComplianceStatus.label(status!)}` });
    await expect(link).toHaveAttribute('href', `/compliance?dealer=${encodeURIComponent(dealer.dealerName)}`);
  }
  // The demo data has a dealer whose initial training is overdue and one without a 신고증.
  await expect(table.getByRole('link', { name: / 기한 경과$/ }).first()).toBeVisible();
  await expect(table.getByRole('link', { name: / 미제출$/ }).first()).toBeVisible();
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: mode });
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
    const { violations } = await new AxeBuilder({ page }).include('table').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  }
});

test('/dealers at 360 px shows the status under each name instead of a fifth column', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, 'demo_partner');
  await page.goto('/dealers');
  const table = page.getByRole('table', { name: '소속딜러 목록' });
  await expect(table.getByRole('columnheader')).toHaveText(['No', '딜러번호', '딜러명(제약사)', '등록일']);
  const first = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .first();
  await expect(
    first
      .getByRole('cell')
      .nth(2)
      .getByRole('link', { name: /컴플라이언스/ }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = await first.getByRole('link', { name: /컴플라이언스/ }).boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: mode });
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
    await table.screenshot({ path: `test-results/screenshots/compliance-dealers-${mode}-mobile.png` });
  }
});

test('the EDI form asks before recording for a dealer without a 신고증: 취소 keeps the form, 등록 saves', async ({ page }) => {
  await signIn(page, 'demo_partner');
  const all = await items(page);
  const unregistered = new Set(
    all.filter((i) => i.subjectType === 'DEALER' && i.kind === 'CSO_CERTIFICATE' && i.status === 'MISSING').flatMap((i) => i.dealerIds),
  );
  const dealers = (await (await page.request.get('/v1/dealers')).json()) as Dealer[];
  let pick: { dealer: Dealer; client: string } | null = null;
  // The last such dealer: compliance.spec.ts records a 신고증 for the first one, and edi.spec.ts takes the dealers the
  // form does not ask about, so neither changes or reuses this one while the tests run side by side.
  for (const dealer of dealers.filter((d) => d.drugCompanyId && unregistered.has(d.id)).reverse()) {
    const res = await page.request.get(`/v1/partners?drugCompanyId=${dealer.drugCompanyId}&size=5`);
    const clients = ((await res.json()) as { content: { institutionName: string }[] }).content;
    if (clients[0]) {
      pick = { dealer, client: clients[0].institutionName };
      break;
    }
  }
  expect(pick, 'the demo data has a dealer without a 신고증 with clients of its drug company').not.toBeNull();
  const { dealer, client } = pick!;

  await page.goto('/prescriptions');
  const form = page.getByRole('form', { name: '실적(EDI) 입력' });
  await form.getByRole('button', { name: '딜러 선택' }).click();
  const dealerDialog = page.getByRole('dialog', { name: '딜러 선택' });
  await dealerDialog.getByRole('searchbox').fill(dealer.dealerName);
  await dealerDialog
    .getByRole('list', { name: '딜러 목록' })
    .getByRole('button')
    .filter({ hasText: dealer.dealerName })
    .filter({ hasText: dealer.drugCompanyName! })
    .first()
    .click();
  const month = latestPrescriptionMonth(seoulMonth());
  await form.getByRole('combobox', { name: '처방 연도' }).selectOption(month.slice(0, 4));
  await form.getByRole('combobox', { name: '처방 월' }).selectOption(String(Number(month.slice(5, 7))));
  await form.getByRole('button', { name: '거래처 선택' }).click();
  const clients = page.getByRole('dialog', { name: '거래처 선택' });
  await clients.getByRole('searchbox').fill(client);
  await clients.getByRole('button', { name: '검색' }).click();
  await clients.getByRole('list', { name: '거래처 목록' }).getByRole('button').filter({ hasText: client }).first().click();
  await form.locator('input[type=file]').setInputFiles([{ name: '신고증확인.png', mimeType: 'image/png', buffer: PNG }]);

  const question = page.getByRole('alertdialog', { name: '컴플라이언스 확인' });
  const reason = `${dealer.dealerName} 딜러는 CSO 신고증이 등록되지 않았습니다. 미신고자에게 판매촉진 업무를 맡기면 제약사가 처벌받을 수 있습니다. 그래도 등록할까요?`;

  await form.getByRole('button', { name: '등록' }).click();
  await expect(question).toContainText(reason);
  await page.screenshot({ path: 'test-results/screenshots/compliance-edi-question.png' });
  await question.getByRole('button', { name: '취소' }).click();
  await expect(question).toHaveCount(0);
  // Nothing was sent; the form is as it was.
  await expect(page.getByText('EDI 파일이 성공적으로 업로드되었습니다.')).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: '딜러명' })).toHaveValue(`${dealer.dealerName}(${dealer.drugCompanyName})`);
  await expect(form.getByRole('textbox', { name: '거래처명' })).toHaveValue(client);
  await expect(form.getByRole('heading', { name: '파일업로드(1/30)' })).toBeVisible();

  await form.getByRole('button', { name: '등록' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: '등록' }).click();
  await expect(page.getByText('EDI 파일이 성공적으로 업로드되었습니다.')).toBeVisible({ timeout: 20_000 });
  await expect(form.getByRole('heading', { name: '파일업로드(0/30)' })).toBeVisible();
});

test.describe('home card screenshots', () => {
  for (const [width, label] of [
    [1280, 'desktop'],
    [360, 'mobile'],
  ] as const) {
    test(`light and dark, ${label}, axe clean`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'demo_partner');
      await page.goto('/');
      await expect(card(page)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      for (const mode of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: mode });
        await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
        await card(page).screenshot({ path: `test-results/screenshots/compliance-home-${mode}-${label}.png` });
        const { violations } = await new AxeBuilder({ page })
          .include('[data-testid="compliance-card"]')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      }
    });
  }
});
