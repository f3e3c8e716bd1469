import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { DrugCompany, Page as ListPage, Partner } from '../../src/api/types';
import { latestPrescriptionMonth, seoulMonth } from '../../src/lib/months';
import { screenshot, signIn } from './helpers';
import { storedZip } from './zip';

// 한번에 업로드 as a contract member uses it: a zip built here with one good entry and two bad ones (a dealer nobody
// registered, a refused extension) lists the created record and both refused files; a file that is not a zip is refused
// as a whole. The dealer is registered through the API per run, so every run creates a record of its own.

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415408d763f8cfc000000301010018dd8db40000000049454e44ae426082',
  'hex',
);
const yyyyMM = latestPrescriptionMonth(seoulMonth()).replace('-', '');

/** Registers a dealer of a drug company the member has a client of; answers the dealer's and the client's names. */
async function dealerWithClient(page: Page): Promise<{ dealer: string; client: string }> {
  const companies = (await (await page.request.get('/v1/partners/drug-companies')).json()) as DrugCompany[];
  const partners = ((await (await page.request.get('/v1/partners?size=100')).json()) as ListPage<Partner>).content;
  const partner = partners.find((p) => companies.some((c) => c.id === p.drugCompanyId || c.name === p.drugCompanyName));
  expect(partner, 'a client of one of the member’s drug companies').toBeTruthy();
  const company = companies.find((c) => c.id === partner!.drugCompanyId || c.name === partner!.drugCompanyName)!;
  const dealer = `업로드${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`;
  const res = await page.request.post('/v1/dealers', {
    data: { dealerName: dealer, drugCompanyIds: [company.id], bankName: null, accountNumber: null },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { dealer, client: partner!.institutionName };
}

/** Chooses the zip once the island runs (the picker is disabled until then). */
async function chooseZip(page: Page, name: string, buffer: Buffer) {
  await expect(page.getByRole('button', { name: 'zip 파일 선택' })).toBeEnabled();
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/zip', buffer });
}

test('a zip with one good entry and two bad ones: the created record and both refused files', async ({ page }) => {
  await signIn(page, 'demo_partner');
  const { dealer, client } = await dealerWithClient(page);
  await page.goto('/prescriptions/bulk');
  await expect(page.getByRole('link', { name: '한번에 업로드' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('딜러명_거래처명_yyyyMM.확장자')).toBeVisible();
  const good = `${dealer}_${client}_${yyyyMM}.png`;
  const zip = storedZip({
    [`EDI/${good}`]: PNG,
    [`아무도없는딜러_${client}_${yyyyMM}.png`]: PNG,
    [`${dealer}_${client}_${yyyyMM}.txt`]: 'not an image',
  });
  await chooseZip(page, 'EDI_묶음.zip', zip);
  await expect(page.getByText('EDI_묶음.zip')).toBeVisible();
  await page.getByRole('button', { name: '업로드' }).click();
  await expect(page.getByText('1건의 실적, 파일 1개가 등록되었습니다.').first()).toBeVisible({ timeout: 15_000 });
  const created = page.getByRole('table', { name: '등록된 실적' });
  await expect(created.getByRole('row')).toHaveCount(2);
  await expect(created.getByRole('row').nth(1)).toContainText(dealer);
  await expect(created.getByRole('row').nth(1)).toContainText(client);
  const refused = page.getByRole('table', { name: '등록하지 못한 파일' });
  await expect(refused.getByRole('row')).toHaveCount(3);
  await expect(refused.getByRole('row').filter({ hasText: '아무도없는딜러' })).toContainText('딜러 없음');
  await expect(refused.getByRole('row').filter({ hasText: '.txt' })).toContainText('허용되지 않는 파일 형식');
});

test('a file that is not a zip is refused as a whole with the server’s message', async ({ page }) => {
  await signIn(page, 'demo_org');
  await page.goto('/prescriptions/bulk');
  await chooseZip(page, '가짜.zip', Buffer.from('this is not a zip archive'));
  await page.getByRole('button', { name: '업로드' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'zip 파일을 올리지 못했습니다.' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('table', { name: '등록된 실적' })).toHaveCount(0);
});

test.describe('screenshots', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const [width, label] of [
      [1280, 'desktop'],
      [360, 'mobile'],
    ] as const) {
      test(`${mode} ${label}`, async ({ page }) => {
        await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
        await page.emulateMedia({ colorScheme: mode });
        await signIn(page, 'demo_partner');
        await page.goto('/prescriptions/bulk');
        await expect(page.getByRole('button', { name: 'zip 파일 선택' })).toBeVisible();
        await screenshot(page, `edi-zip-${mode}-${label}`);
        const zip = storedZip({ [`없는딜러_없는거래처_${yyyyMM}.png`]: PNG, [`메모.txt`]: 'x' });
        await chooseZip(page, '결과용.zip', zip);
        await page.getByRole('button', { name: '업로드' }).click();
        await expect(page.getByRole('table', { name: '등록하지 못한 파일' })).toBeVisible({ timeout: 15_000 });
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `edi-zip-result-${mode}-${label}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  }
});
