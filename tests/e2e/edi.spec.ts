import { expect, test, type Page } from '@playwright/test';
import { latestPrescriptionMonth, monthLabel, seoulMonth } from '../../src/lib/months';
import { ediWarnings } from '../../src/lib/compliance-edi';
import { bothModes, dialog, screenshot, signIn } from './helpers';

// 실적입력(EDI) as a contract member uses it: upload a client's EDI images, open the record, change its files, delete it;
// the form's checks; a CSO member is refused. Every test makes the record it works on (through the UI or the API).

// Uploads, list reloads and the pickers' chunks loading on first use: 4–11 s on a quiet machine, up to 28 s on this
// shared 2-core one under load. Room to stay under half the limit.
test.describe.configure({ timeout: 60_000 });

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415408d763f8cfc000000301010018dd8db40000000049454e44ae426082',
  'hex',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const NFD_NAME = '영수증.png'.normalize('NFD');
const NFC_NAME = '영수증.png'.normalize('NFC');
const latest = latestPrescriptionMonth(seoulMonth());

const form = (page: Page) => page.getByRole('form', { name: '실적(EDI) 입력' });
const detail = (page: Page) => page.locator('#edi-detail');
const rowsOf = (page: Page, client: string, month: string) =>
  page
    .getByRole('row')
    .filter({ hasText: client })
    .filter({ hasText: monthLabel(month) });

/** Chooses the month pair of a form or detail. */
async function chooseMonth(scope: ReturnType<typeof form>, month: string) {
  await scope.getByRole('combobox', { name: '처방 연도' }).selectOption(`${month.slice(0, 4)}`);
  await scope.getByRole('combobox', { name: '처방 월' }).selectOption(String(Number(month.slice(5, 7))));
}

/**
 * A dealer with a drug company and one of that company's clients, through the API (index picks a different pair). Not
 * one the form would ask about first (no 신고증, initial training overdue): compliance-glance.spec.ts tests that.
 */
async function dealerAndClient(page: Page, index: number) {
  type Dealer = { id: number; drugCompanyId: number | null; dealerName: string; drugCompanyName: string | null };
  const dealers = (await (await page.request.get('/v1/dealers')).json()) as Dealer[];
  const warned = ediWarnings(await (await page.request.get('/v1/compliance/items')).json());
  for (const dealer of dealers.filter((d) => d.drugCompanyId && !warned[d.id])) {
    const res = await page.request.get(`/v1/partners?drugCompanyId=${dealer.drugCompanyId}&size=20`);
    const clients = ((await res.json()) as { content: { id: number; institutionName: string }[] }).content;
    if (clients.length > index) return { dealer, client: clients[index]! };
  }
  throw new Error('the demo data has no dealer with clients of its drug company');
}

test('upload three images for a client through the form (one NFD name, shown NFC)', async ({ page }) => {
  await signIn(page, 'demo_partner');
  const { dealer, client } = await dealerAndClient(page, 0);
  await page.goto('/prescriptions');
  await expect(page.getByRole('heading', { name: monthLabel(seoulMonth()) })).toBeVisible();
  const f = form(page);
  await f.getByRole('button', { name: '딜러 선택' }).click();
  const dealers = page.getByRole('dialog', { name: '딜러 선택' });
  await dealers.getByRole('searchbox').fill(dealer.dealerName);
  const dealerRows = dealers.getByRole('list', { name: '딜러 목록' }).getByRole('button');
  await dealerRows.filter({ hasText: dealer.dealerName }).filter({ hasText: dealer.drugCompanyName! }).first().click();
  await chooseMonth(f, latest);
  await f.getByRole('button', { name: '거래처 선택' }).click();
  const clients = page.getByRole('dialog', { name: '거래처 선택' });
  await clients.getByRole('searchbox').fill(client.institutionName);
  await clients.getByRole('button', { name: '검색' }).click();
  await clients.getByRole('list', { name: '거래처 목록' }).getByRole('button').filter({ hasText: client.institutionName }).first().click();
  await expect(f.getByRole('textbox', { name: '거래처명' })).toHaveValue(client.institutionName);
  const clientName = client.institutionName;
  await f.locator('input[type=file]').setInputFiles([png('EDI_처방전_1.png'), png(NFD_NAME), png('EDI_처방전_3.png')]);
  await expect(f.getByRole('heading', { name: '파일업로드(3/30)' })).toBeVisible();
  await expect(f.getByText(NFC_NAME)).toBeVisible();
  await f.getByRole('button', { name: '등록' }).click();
  await expect(page.getByText('EDI 파일이 성공적으로 업로드되었습니다.')).toBeVisible();
  await expect(f.getByRole('heading', { name: '파일업로드(0/30)' })).toBeVisible();

  const row = rowsOf(page, clientName, latest).first();
  await expect(row).toBeVisible();
  await expect(row.getByText('접수대기')).toBeVisible();
});

/** Makes a record with two files through the API and opens its detail from the list. */
async function openNewRecord(page: Page, index: number, firstFile = '기존_1.png') {
  await signIn(page, 'demo_partner');
  const { dealer, client } = await dealerAndClient(page, index);
  const month = latestPrescriptionMonth(latest);
  const json = (value: unknown) => ({ name: 'request.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(value)) });
  const created = await page.request.post('/v1/prescriptions/partner-files', {
    multipart: {
      request: json({ dealerId: dealer.id, drugCompanyId: dealer.drugCompanyId, partnerId: client.id, prescriptionMonth: `${month}-01` }),
      // One part per key here: the second file goes through the update below.
      files: png(firstFile),
    },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const record = (await created.json()) as { id: number };
  const added = await page.request.post('/v1/prescriptions/partner-files/update', {
    multipart: { request: json({ prescriptionPartnerId: record.id }), files: png('기존_2.png') },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);

  await page.goto(`/prescriptions?keyword=${encodeURIComponent(client.institutionName)}`);
  const name = rowsOf(page, client.institutionName, month).first().getByRole('button', { name: client.institutionName });
  await name.click();
  await expect(detail(page).getByRole('heading', { name: '파일첨부(2/30)' })).toBeVisible();
  return { id: record.id, name, reopen: () => name.click() };
}

test('a record uploaded with an NFD file name opens with the name in NFC; ✕ hands the focus back', async ({ page }) => {
  const record = await openNewRecord(page, 3, NFD_NAME);
  const panel = detail(page);
  await expect(panel.getByRole('heading', { name: '실적(EDI)상세' })).toBeFocused();
  await expect(panel.getByRole('link', { name: new RegExp(NFC_NAME) })).toHaveAttribute('target', '_blank');
  await panel.getByRole('button', { name: '상세 닫기' }).click();
  await expect(form(page)).toBeVisible();
  await expect(record.name).toBeFocused();
});

test('a record: drop one saved file, add a new one, save', async ({ page }) => {
  const record = await openNewRecord(page, 1);
  const panel = detail(page);
  await panel.getByRole('button', { name: '기존_1.png 빼기' }).click();
  await panel.locator('input[type=file]').setInputFiles([png('새_3.png')]);
  await expect(panel.getByRole('heading', { name: '파일첨부(2/30)' })).toBeVisible();
  await panel.getByRole('button', { name: '수정' }).click();
  await expect(page.getByText('수정되었습니다.')).toBeVisible();
  await expect(form(page)).toBeVisible();

  await record.reopen();
  await expect(panel.getByRole('link', { name: /기존_2\.png/ })).toBeVisible();
  await expect(panel.getByRole('link', { name: /새_3\.png/ })).toBeVisible();
  await expect(panel.getByRole('link', { name: /기존_1\.png/ })).toHaveCount(0);
});

test('a record: delete it after confirming', async ({ page }) => {
  const record = await openNewRecord(page, 2);
  await detail(page).getByRole('button', { name: '삭제' }).click();
  const ask = dialog(page);
  await expect(ask).toContainText('정말 삭제하시겠습니까?');
  await ask.getByRole('button', { name: '확인' }).click();
  await expect(page.getByText('삭제되었습니다.')).toBeVisible();
  await expect(form(page)).toBeVisible();
  expect((await page.request.get(`/v1/prescriptions/partners/${record.id}`)).status()).toBe(404);
});

test('the form says what is missing, in order, next to each field', async ({ page }) => {
  await signIn(page, 'demo_org');
  await page.goto('/prescriptions');
  const f = form(page);
  await f.getByRole('button', { name: '등록' }).click();
  for (const message of ['딜러를 선택해 주세요.', '처방월을 선택해 주세요.', '거래처를 선택해 주세요.', 'EDI 파일을 선택해 주세요.']) {
    await expect(f.getByText(message)).toBeVisible();
  }
  await expect(f.getByRole('textbox', { name: '딜러명' })).toBeFocused();
  await expect(f.getByRole('button', { name: '거래처 선택' })).toBeDisabled();
  await f.locator('input[type=file]').setInputFiles([{ name: '메모.txt', mimeType: 'text/plain', buffer: Buffer.from('x') }]);
  await expect(f.getByText('png, jpg, jpeg, pdf 파일만 업로드 가능합니다.')).toBeVisible();
});

test('a CSO member is refused the page', async ({ page }) => {
  await signIn(page, 'demo_cso');
  const res = await page.goto('/prescriptions');
  expect(res?.status()).toBe(403);
  await expect(dialog(page)).toContainText('계약회원만 접근할 수 있는 페이지입니다.');
  await expect(page.getByRole('form', { name: '실적(EDI) 입력' })).toHaveCount(0);
});

test.describe('screenshots', () => {
  for (const [width, label] of [
    [1280, 'desktop'],
    [360, 'mobile'],
  ] as const) {
    test(`list, form and a picker, ${label}`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      await signIn(page, 'demo_partner');
      await page.goto('/prescriptions');
      await expect(form(page)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await bothModes(page, `edi-${label}`);
      await form(page).getByRole('button', { name: '딜러 선택' }).click();
      await expect(page.getByRole('dialog', { name: '딜러 선택' }).getByRole('list')).toBeVisible();
      for (const mode of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: mode });
        await page.screenshot({ path: `test-results/screenshots/edi-dealer-picker-${mode}-${label}.png` });
      }
      await page.keyboard.press('Escape');
      await page.emulateMedia({ colorScheme: 'light' });
      await page.locator('tbody').getByRole('button').first().click();
      await expect(detail(page).getByRole('heading', { name: /파일(첨부|목록)/ })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const mode of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: mode });
        await screenshot(page, `edi-detail-${mode}-${label}`);
      }
    });
  }
});
