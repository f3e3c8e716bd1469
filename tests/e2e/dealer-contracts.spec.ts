import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Dealer, DealerContract, Page as ListPage, ProductSummary, RedelegationNotice } from '../../src/api/types';
import { addCalendarMonths, addDays, seoulDay } from '../../src/lib/compliance-rules';
import { formatDate } from '../../src/lib/format';
import { screenshot, signIn } from './helpers';

// 재위탁계약 on /dealers as a contract member keeps them: record two versions of a dealer row's sub-contract with
// per-product rates and the signed PDF, see them newest first with their rates, delete today's version; once the row's
// re-delegation notice is sent the server keeps the rest, and the dialog says why. Axe clean; screenshots at 1280 and
// 360 px in both modes. The recording test works on a dealer row of its own (registered through the API: its notice
// is unsent, so today's versions may still be deleted), the pictures on the last seeded row (its notice was sent, so
// its versions are kept); no other test touches either row's contracts.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

/** The member's seeded dealer rows in the server's order (rows other tests add are named 테스트…). */
async function seededDealers(page: Page): Promise<Dealer[]> {
  const all = (await (await page.request.get('/v1/dealers')).json()) as Dealer[];
  return all.filter((d) => !d.dealerName.startsWith('테스트') && !d.dealerName.startsWith('계약'));
}

/** A dealer row of this test's own, for the drug company of a seeded row (whose products the catalogue has). */
async function ownDealer(page: Page): Promise<Dealer> {
  const company = (await seededDealers(page)).at(-1)!;
  const dealerName = `계약${Date.now().toString(36).slice(-5)}`;
  const res = await page.request.post('/v1/dealers', { data: { dealerName, drugCompanyIds: [company.drugCompanyId] } });
  expect(res.status(), await res.text()).toBe(201);
  const all = (await (await page.request.get('/v1/dealers')).json()) as Dealer[];
  return all.find((d) => d.dealerName === dealerName)!;
}

/** Two catalogue products of the dealer row's drug company (by the catalogue search the form uses). */
async function productsOf(page: Page, dealer: Dealer): Promise<ProductSummary[]> {
  const res = await page.request.get('/v1/products', { params: { manufacturerName: dealer.drugCompanyName!, size: 10 } });
  const found = ((await res.json()) as ListPage<ProductSummary>).content.filter((p) => p.manufacturerName === dealer.drugCompanyName);
  expect(found.length, `${dealer.drugCompanyName} has products`).toBeGreaterThanOrEqual(2);
  return found.slice(0, 2);
}

const contractsDialog = (page: Page, dealer: Dealer) => page.getByRole('dialog', { name: `${dealer.displayName} 재위탁계약` });
const version = (dialog: Locator, n: number) =>
  dialog.getByRole('listitem').filter({ has: dialog.getByRole('heading', { name: `버전 ${n}차` }) });

async function openContracts(page: Page, dealer: Dealer, load = true) {
  if (load) await page.goto('/dealers');
  await page.getByRole('button', { name: `${dealer.displayName} 재위탁 계약 보기` }).click();
  const dialog = contractsDialog(page, dealer);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Types a day into a kit date picker of the dialog and confirms it. */
async function pickDay(dialog: Locator, label: RegExp, day: string) {
  const input = dialog.getByRole('textbox', { name: label });
  await input.fill(day);
  await input.press('Enter');
  await expect(input).toHaveValue(day);
}

/** Finds a product through the picker's search box and ticks it. */
async function pickProduct(dialog: Locator, dealer: Dealer, name: string) {
  await dialog.getByRole('searchbox', { name: `${dealer.drugCompanyName} 품목 검색` }).fill(name);
  await dialog.getByRole('checkbox', { name, exact: true }).check();
}

const rateBox = (dialog: Locator, product: string) => dialog.getByRole('textbox', { name: `${product} 수수료율(%)` });
const attach = (dialog: Locator, name: string) =>
  dialog
    .getByLabel(/^계약서 파일/)
    .and(dialog.locator('input[type=file]'))
    .setInputFiles(pdf(name));
/** The rows of a version's rates table as 「name rate」. */
const ratesOf = (item: Locator, n: number) =>
  item
    .getByRole('table', { name: `버전 ${n}차 품목별 수수료율` })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent?.trim()).join(' ')));

test('a contract member records two versions with rates, sees them newest first, deletes today’s; a kept one says why', async ({
  page,
}) => {
  await signIn(page, 'demo_partner');
  const dealer = await ownDealer(page);
  const [a, b] = (await productsOf(page, dealer)).map((p) => p.productName!);
  const today = seoulDay();
  const dialog = await openContracts(page, dealer);
  await expect(dialog.getByText('등록된 재위탁계약이 없습니다.')).toBeVisible();

  await test.step('the first version: an ended contract with two rates and its PDF', async () => {
    await dialog.getByRole('button', { name: '새 버전 등록' }).click();
    await expect(dialog.getByRole('form', { name: '새 버전 등록' })).toBeVisible();
    await pickDay(dialog, /계약 시작일/, addDays(today, -90));
    await pickDay(dialog, /계약 종료일/, addDays(today, -1));
    await pickProduct(dialog, dealer, a!);
    await pickProduct(dialog, dealer, b!);
    await rateBox(dialog, a!).fill('12.5');
    await rateBox(dialog, b!).fill('8.25');
    await attach(dialog, 'e2e-재위탁계약서-1.pdf');
    await dialog.getByRole('button', { name: '등록', exact: true }).click();
    await expect(page.getByText(`${dealer.displayName} 재위탁계약 1차를 등록했습니다.`)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: '버전 1차' })).toBeFocused();
    expect(await ratesOf(version(dialog, 1), 1)).toEqual([`${a} 12.50%`, `${b} 8.25%`].sort());
  });

  await test.step('the second version starts today from the first one’s rates, one of them changed', async () => {
    await dialog.getByRole('button', { name: '새 버전 등록' }).click();
    await expect(rateBox(dialog, a!)).toHaveValue('12.50');
    await expect(rateBox(dialog, b!)).toHaveValue('8.25');
    await rateBox(dialog, a!).fill('13');
    await pickDay(dialog, /계약 시작일/, today);
    await attach(dialog, 'e2e-재위탁계약서-2.pdf');
    await dialog.getByRole('button', { name: '등록', exact: true }).click();
    await expect(page.getByText(`${dealer.displayName} 재위탁계약 2차를 등록했습니다.`)).toBeVisible();
  });

  const first = version(dialog, 1);
  const second = version(dialog, 2);
  await test.step('both are listed newest first with their rates, files and retention', async () => {
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(['버전 2차', '버전 1차']);
    expect(await ratesOf(second, 2)).toEqual([`${a} 13.00%`, `${b} 8.25%`].sort());
    await expect(second.getByText('진행 중', { exact: true })).toBeVisible();
    await expect(second).toContainText('계약 종료 후 5년');
    await expect(first.getByText('종료', { exact: true })).toBeVisible();
    await expect(first).toContainText(`${formatDate(addCalendarMonths(addDays(today, -1), 60))}까지`);
    await expect(second.getByRole('link', { name: 'e2e-재위탁계약서-2.pdf' })).toBeVisible();
    const href = (await first.getByRole('link', { name: 'e2e-재위탁계약서-1.pdf' }).getAttribute('href'))!;
    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  await test.step('today’s version is deleted after the question', async () => {
    await second.getByRole('button', { name: '버전 2차 삭제' }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText(`${dealer.displayName} 재위탁계약 2차를 삭제하시겠습니까?`);
    await question.getByRole('button', { name: '삭제' }).click();
    await expect(page.getByText(`${dealer.displayName} 재위탁계약 2차를 삭제했습니다.`)).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(['버전 1차']);
    await expect(dialog.getByRole('button', { name: '새 버전 등록' })).toBeFocused();
  });

  await test.step('once the row’s re-delegation notice is sent, the server keeps the version and the dialog says why', async () => {
    const notices = (await (await page.request.get('/v1/compliance/redelegation-notices')).json()) as RedelegationNotice[];
    const notice = notices.find((n) => n.dealerId === dealer.id)!;
    expect(notice.contractDate, 'the notice takes its date from the first version').toBe(addDays(today, -90));
    const res = await page.request.patch(`/v1/compliance/redelegation-notices/${notice.id}`, { data: { sentAt: today } });
    expect(res.status(), await res.text()).toBe(200);
    await dialog.getByRole('button', { name: '닫기' }).click();
    const again = await openContracts(page, dealer, false);
    const kept = version(again, 1);
    const [listed] = (await (await page.request.get(`/v1/dealers/${dealer.id}/contracts`)).json()) as DealerContract[];
    expect(listed!.deletable).toBe(false);
    await expect(kept).toContainText(listed!.lockedReason!);
    await expect(kept.getByRole('button', { name: /삭제/ })).toHaveCount(0);
  });
});

test('the contracts dialog at 1280 and 360 px in both modes: axe clean, nothing wider than the screen', async ({ page }) => {
  await signIn(page, 'demo_partner');
  const dealer = (await seededDealers(page)).at(-1)!;
  const [p, q] = await productsOf(page, dealer);
  // Two versions through the API (an ended one and today's), so the pictures show a filled list.
  const today = seoulDay();
  for (const [startDate, endDate, rates] of [
    [addDays(today, -400), addDays(today, -1), [{ productId: p!.id, feeRate: 10 }]],
    [
      today,
      null,
      [
        { productId: p!.id, feeRate: 10.5 },
        { productId: q!.id, feeRate: 7.25 },
      ],
    ],
  ] as const) {
    const request = Buffer.from(JSON.stringify({ startDate, endDate, rates }));
    const res = await page.request.post(`/v1/dealers/${dealer.id}/contracts`, {
      multipart: { request: { name: 'request.json', mimeType: 'application/json', buffer: request }, file: pdf('e2e-계약서.pdf') },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  for (const [width, label] of [
    [1280, 'desktop'],
    [360, 'mobile'],
  ] as const) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/dealers');
    // On a phone the button sits under the dealer's name.
    await screenshot(page, `dealer-contracts-list-light-${label}`);
    const dialog = await openContracts(page, dealer, false);
    await expect(dialog.getByRole('heading', { name: /^버전 \d+차$/ }).first()).toBeVisible();
    for (const mode of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: mode });
      await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
      await screenshot(page, `dealer-contracts-${mode}-${label}`);
      const wide = await dialog.evaluate(
        (el, w) => [...el.querySelectorAll('*')].filter((x) => x.getBoundingClientRect().right > w + 1).length,
        width,
      );
      expect(wide, 'nothing in the dialog is wider than the screen').toBe(0);
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
    // The form with what is missing named.
    await page.emulateMedia({ colorScheme: 'light' });
    await dialog.getByRole('button', { name: '새 버전 등록' }).click();
    await dialog.getByRole('button', { name: '등록', exact: true }).click();
    await expect(dialog.getByText('계약 시작일을 입력해 주세요.')).toBeVisible();
    await expect(dialog.getByText('서명한 계약서 파일을 첨부해 주세요.')).toBeVisible();
    await screenshot(page, `dealer-contracts-form-light-${label}`);
  }
});
