import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Dealer, DealerContract, MemberDetails, Page as ListPage, ProductSummary, RedelegationNotice } from '../../src/api/types';
import { addDays, contractRetainUntil, seoulDay } from '../../src/lib/compliance-rules';
import { formatDate, formatDateTime } from '../../src/lib/format';
import { dialog as question, screenshot, signIn } from './helpers';

// 재위탁계약 on /dealers as a contract member keeps them: open a dealer row's contract history, record two versions with
// per-product rates and the signed PDF each, see them newest first with who recorded them, when, and until when the
// law keeps them; delete today's own version; a version the server keeps (a seeded one under legal retention, or one
// whose notice was sent meanwhile) is refused with the Korean reason. Axe clean; screenshots at 1280 and 360 px in both
// modes. As demo_org: the audit pack test reads demo_partner's trail and expects creations only. The recording test
// works on a dealer row of its own (its name sorts after the seeded ones, so no other test's "first dealer" moves);
// the other test only reads the seeded rows.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const NOTICE_SENT = '재위탁 통보를 마친 계약은 삭제할 수 없습니다. 바뀐 내용은 새 버전으로 등록해 주세요.';

async function axeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const getJson = async <T>(page: Page, url: string) => (await (await page.request.get(url)).json()) as T;

/** The member's seeded dealer rows with their versions, in the server's order (rows tests add are named otherwise). */
async function seededDealers(page: Page) {
  const all = await getJson<Dealer[]>(page, '/v1/dealers');
  const seeded = all.filter((d) => !/^(테스트|황보|검증)/.test(d.dealerName));
  return Promise.all(
    seeded.map(async (dealer) => ({ dealer, versions: await getJson<DealerContract[]>(page, `/v1/dealers/${dealer.id}/contracts`) })),
  );
}

/** Two catalogue products of the drug company (by the catalogue search the form uses). */
async function productsOf(page: Page, companyName: string): Promise<string[]> {
  const res = await page.request.get('/v1/products', { params: { manufacturerName: companyName, size: 10 } });
  const found = ((await res.json()) as ListPage<ProductSummary>).content.filter((p) => p.manufacturerName === companyName);
  expect(found.length, `${companyName} has products`).toBeGreaterThanOrEqual(2);
  return found.slice(0, 2).map((p) => p.productName!);
}

/** A dealer row of this test's own, for the drug company of a seeded row with a contract (its products exist). */
async function ownDealer(page: Page): Promise<Dealer> {
  const { dealer: seeded } = (await seededDealers(page)).find((d) => d.versions.length > 0)!;
  const dealerName = `황보${Date.now().toString(36).slice(-5)}`;
  const res = await page.request.post('/v1/dealers', { data: { dealerName, drugCompanyIds: [seeded.drugCompanyId] } });
  expect(res.status(), await res.text()).toBe(201);
  return (await getJson<Dealer[]>(page, '/v1/dealers')).find((d) => d.dealerName === dealerName)!;
}

const contractsDialog = (page: Page, dealer: Dealer) => page.getByRole('dialog', { name: `${dealer.displayName} 재위탁계약` });
const version = (dialog: Locator, n: number) => dialog.getByRole('listitem', { name: `버전 ${n}차` });

async function openContracts(page: Page, dealer: Dealer) {
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
const ratesOf = (item: Locator, n: number) => item.getByRole('table', { name: `버전 ${n}차 품목별 수수료율` }).locator('tbody tr');

test('a contract member records two versions with rates, sees them newest first, deletes today’s; a refused delete says why', async ({
  page,
}) => {
  // Two uploads, four list loads and an axe run on a shared server: room beyond the default 30 s.
  test.setTimeout(60_000);
  await signIn(page, 'demo_org');
  const me = await getJson<MemberDetails>(page, '/v1/auth/me');
  const dealer = await ownDealer(page);
  const [a, b] = (await productsOf(page, dealer.drugCompanyName!)) as [string, string];
  const today = seoulDay();
  const ended = addDays(today, -1);
  await page.goto('/dealers');
  const dialog = await openContracts(page, dealer);
  await expect(dialog.getByText('등록된 재위탁계약이 없습니다.')).toBeVisible();

  await test.step('the first version: an ended contract with two rates and its PDF', async () => {
    await dialog.getByRole('button', { name: '새 버전 등록' }).click();
    await expect(dialog.getByRole('form', { name: '새 버전 등록' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /계약 시작일/ })).toBeFocused();
    await pickDay(dialog, /계약 시작일/, addDays(today, -90));
    await pickDay(dialog, /계약 종료일/, ended);
    await pickProduct(dialog, dealer, a);
    await pickProduct(dialog, dealer, b);
    await rateBox(dialog, a).fill('12.5');
    await rateBox(dialog, b).fill('8,25');
    await expect(rateBox(dialog, b)).toHaveValue('8.25');
    await attach(dialog, 'e2e-재위탁계약서-1.pdf');
    await dialog.getByRole('button', { name: '등록', exact: true }).click();
    await expect(page.getByText(`${dealer.displayName} 재위탁계약 1차를 등록했습니다.`)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: '버전 1차' })).toBeFocused();
    await expect(ratesOf(version(dialog, 1), 1)).toHaveText([`${a}12.50%`, `${b}8.25%`].sort());
  });

  await test.step('the second version starts today from the first one’s rates, one of them changed', async () => {
    await dialog.getByRole('button', { name: '새 버전 등록' }).click();
    await expect(dialog.getByText('품목과 수수료율은 1차에서 불러왔습니다.', { exact: false })).toBeVisible();
    await expect(rateBox(dialog, a)).toHaveValue('12.50');
    await expect(rateBox(dialog, b)).toHaveValue('8.25');
    await rateBox(dialog, a).fill('13');
    await pickDay(dialog, /계약 시작일/, today);
    await attach(dialog, 'e2e-재위탁계약서-2.pdf');
    await dialog.getByRole('button', { name: '등록', exact: true }).click();
    await expect(page.getByText(`${dealer.displayName} 재위탁계약 2차를 등록했습니다.`)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: '버전 2차' })).toBeFocused();
  });

  const first = version(dialog, 1);
  const second = version(dialog, 2);
  await test.step('newest first, each with its rates, file, who recorded it and when, and its retention', async () => {
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(['버전 2차', '버전 1차']);
    await expect(dialog.getByText('버전 2개 · 최신 버전이 위에 있습니다.')).toBeVisible();
    await expect(ratesOf(second, 2)).toHaveText([`${a}13.00%`, `${b}8.25%`].sort());
    await expect(second.getByText('진행 중', { exact: true })).toBeVisible();
    await expect(second).toContainText(`${formatDate(today)} ~ 종료일 없음`);
    await expect(second).toContainText('보존 기한계약 종료 후 5년');
    await expect(first.getByText('종료', { exact: true })).toBeVisible();
    await expect(first).toContainText(`${formatDate(addDays(today, -90))} ~ ${formatDate(ended)}`);
    await expect(first).toContainText(`보존 기한${formatDate(contractRetainUntil(ended)!)}까지`);
    const listed = await getJson<DealerContract[]>(page, `/v1/dealers/${dealer.id}/contracts`);
    expect(listed.map((c) => c.createdByName)).toEqual([me.name, me.name]);
    for (const [item, c] of [
      [second, listed[0]!],
      [first, listed[1]!],
    ] as const)
      await expect(item).toContainText(`등록${me.name} · ${formatDateTime(c.createdAt)}`);
    await expect(second.getByRole('link', { name: 'e2e-재위탁계약서-2.pdf' })).toBeVisible();
    const href = (await first.getByRole('link', { name: 'e2e-재위탁계약서-1.pdf' }).getAttribute('href'))!;
    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await axeClean(page);
  });

  await test.step('today’s version is deleted after the question', async () => {
    await second.getByRole('button', { name: '버전 2차 삭제' }).click();
    await expect(question(page)).toContainText(`${dealer.displayName} 재위탁계약 2차를 삭제하시겠습니까?`);
    await question(page).getByRole('button', { name: '삭제' }).click();
    await expect(page.getByText(`${dealer.displayName} 재위탁계약 2차를 삭제했습니다.`)).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(['버전 1차']);
    await expect(dialog.getByRole('button', { name: '새 버전 등록' })).toBeFocused();
  });

  await test.step('the notice is sent meanwhile: deleting the first version is refused with the reason', async () => {
    const notices = await getJson<RedelegationNotice[]>(page, '/v1/compliance/redelegation-notices');
    const notice = notices.find((n) => n.dealerId === dealer.id)!;
    expect(notice.contractDate, 'the notice takes its date from the first version').toBe(addDays(today, -90));
    // As from another tab: the list on screen still offers 삭제.
    const res = await page.request.patch(`/v1/compliance/redelegation-notices/${notice.id}`, { data: { sentAt: today } });
    expect(res.status(), await res.text()).toBe(200);
    await first.getByRole('button', { name: '버전 1차 삭제' }).click();
    await question(page).getByRole('button', { name: '삭제' }).click();
    await expect(question(page)).toContainText(NOTICE_SENT);
    await question(page).getByRole('button', { name: '확인' }).click();
    await expect(first).toContainText(NOTICE_SENT);
    await expect(first.getByRole('button', { name: /삭제/ })).toHaveCount(0);
    await expect(dialog.getByRole('heading', { name: '버전 1차' })).toBeFocused();
  });
});

/** The screen as the member sees it with the dialog open (a full-page picture would cut the fixed backdrop short). */
const dialogShot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/${name}.png` });

for (const [width, label] of [
  [1280, 'desktop'],
  [360, 'mobile'],
] as const)
  test(`a seeded version under legal retention is kept and says why; the dialog at ${width} px in both modes`, async ({ page }) => {
    // Five pictures, three axe runs and a page load on a shared server: room beyond the default 30 s.
    test.setTimeout(60_000);
    await signIn(page, 'demo_org');
    // The seeded row with the most versions (a rate change makes two): nothing here changes it.
    const { dealer, versions } = (await seededDealers(page)).sort((x, y) => y.versions.length - x.versions.length)[0]!;
    expect(versions.length, 'the demo data has a dealer row with contract versions').toBeGreaterThan(0);
    const locked = versions.at(-1)!;
    expect(locked.deletable).toBe(false);
    // The server refuses to delete it with the same Korean reason the dialog shows.
    const res = await page.request.delete(`/v1/dealers/${dealer.id}/contracts/${locked.id}`);
    expect(res.status()).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe(locked.lockedReason);
    expect(locked.lockedReason).toMatch(/삭제할 수 없습니다/);

    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.goto('/dealers');
    // On a phone the button sits under the dealer's name.
    await screenshot(page, `dealer-contracts-list-light-${label}`);
    const dialog = await openContracts(page, dealer);
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(versions.map((v) => `버전 ${v.version}차`));
    const kept = version(dialog, locked.version);
    await expect(kept).toContainText(locked.lockedReason!);
    await expect(kept.getByRole('button', { name: /삭제/ })).toHaveCount(0);
    for (const mode of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: mode });
      await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
      await dialogShot(page, `dealer-contracts-${mode}-${label}`);
      const wide = await dialog.evaluate(
        (el, w) => [...el.querySelectorAll('*')].filter((x) => x.getBoundingClientRect().right > w + 1).length,
        width,
      );
      expect(wide, 'nothing in the dialog is wider than the screen').toBe(0);
      await axeClean(page);
    }
    // The form with what is missing named (nothing is sent), in dark then light.
    await dialog.getByRole('button', { name: '새 버전 등록' }).click();
    await dialog.getByRole('button', { name: '등록', exact: true }).click();
    await expect(dialog.getByText('계약 시작일을 입력해 주세요.')).toBeVisible();
    await expect(dialog.getByText('서명한 계약서 파일을 첨부해 주세요.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /계약 시작일/ })).toBeFocused();
    await dialogShot(page, `dealer-contracts-form-dark-${label}`);
    await page.emulateMedia({ colorScheme: 'light' });
    await dialogShot(page, `dealer-contracts-form-light-${label}`);
    await axeClean(page);
  });
