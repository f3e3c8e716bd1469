import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { EdiProductOption, EdiQueueItem, Page as ApiPage } from '../../src/api/types';
import { bothModes, hydrated, signIn } from './helpers';

// EDI 접수·입력 in the browser as demo_ops_edi: the dashboard's card, the queue, a record claimed (처리 시작), read by
// OCR, one proposal corrected, the rest added, then 입력완료 after its confirmation; and a statement of 10 lines
// entered without the mouse, counting the keys pressed beyond the digits typed. Each test takes its own PENDING
// record of the queue (the first, the second), so they run side by side.

async function pendingRecord(page: Page, index: number): Promise<EdiQueueItem> {
  const res = await page.request.get('/v1/admin/prescriptions?status=PENDING&size=20');
  expect(res.status()).toBe(200);
  const queue = (await res.json()) as ApiPage<EdiQueueItem>;
  const item = queue.content[index];
  expect(item, `a PENDING record at ${index}`).toBeTruthy();
  return item!;
}

test('demo_ops_edi opens the queue, claims a record, reads it by OCR, corrects a line and completes it', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'demo_ops_edi');
  await page.goto('/admin');
  const card = page.locator('[data-queue=EDI_RECORDS]');
  await expect(card).toHaveAttribute('href', '/admin/prescriptions');
  await expect(card).toContainText(/\d+건/);
  await card.click();
  await expect(page).toHaveURL(/\/admin\/prescriptions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'EDI 접수·입력' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: '운영자 메뉴', exact: true }).getByRole('link', { name: 'EDI 접수·입력' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('table', { name: /EDI 실적/ }).getByRole('row')).not.toHaveCount(1);
  await bothModes(page, 'admin-prescriptions-1280');

  const record = await pendingRecord(page, 0);
  await page.goto(`/admin/prescriptions?status=PENDING`);
  await page.locator(`a[href="/admin/prescriptions/${record.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/admin/prescriptions/${record.id}$`));
  const claim = page.getByRole('button', { name: '처리 시작' });
  await hydrated(claim);
  await claim.click();
  await expect(page.getByTestId('edi-status')).toHaveText('처리중');
  await expect(page.getByTestId('edi-code')).toBeFocused();

  // OCR: the page's corners were found; the run proposes the statement's lines.
  const panel = page.getByTestId('ocr-panel');
  await expect(panel).toContainText('모서리 4개');
  await panel.getByTestId('ocr-run').click();
  const proposals = panel.getByTestId('ocr-proposals');
  await expect(proposals).toBeVisible({ timeout: 30_000 });
  const count = await proposals.getByRole('listitem').count();
  // The editing state (add row, OCR stage and proposals) has no serious axe violation; every-route sees the read-only one.
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual(
    [],
  );
  expect(count).toBeGreaterThan(0);
  // Correct the first proposal's quantity, then add each.
  const first = proposals.getByRole('listitem').first();
  const qty = first.getByRole('textbox', { name: /수량/ });
  const read = Number(await qty.inputValue());
  await qty.fill(String(read + 7));
  await expect(first.getByText('고침')).toBeVisible();
  await first.getByRole('button', { name: /추가/ }).click();
  await expect(page.getByTestId('edi-totals')).toContainText('1건');
  for (let k = 1; k < count; k++) {
    const next = proposals.getByRole('listitem').first();
    await next.getByRole('button', { name: /추가/ }).click();
    const warning = page.getByTestId('duplicate-warning');
    if (await warning.isVisible().catch(() => false)) await warning.getByRole('button', { name: '기존 내역에 합치기' }).click();
    await expect(page.getByTestId('edi-totals')).toContainText(`${k + 1}건`);
  }
  await expect(page.locator('[data-line-quantity]').first()).toHaveValue(String(read + 7));
  await bothModes(page, 'admin-prescription-entry-1280');

  await page.getByRole('button', { name: '입력완료' }).click();
  const confirm = page.getByRole('dialog', { name: '입력완료' });
  await expect(confirm).toContainText(`내역 ${count}건`);
  await confirm.getByRole('button', { name: '입력완료' }).click();
  await expect(page.getByTestId('edi-status')).toHaveText('입력완료');
  await expect(page.getByTestId('read-only')).toBeVisible();
  await expect(page.getByTestId('edi-code')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '재오픈' })).toBeVisible();
  await bothModes(page, 'admin-prescription-completed-1280');

  // At 360 px: both pages fit the width.
  await page.setViewportSize({ width: 360, height: 800 });
  for (const [path, name] of [
    ['/admin/prescriptions', 'admin-prescriptions-360'],
    [`/admin/prescriptions/${record.id}`, 'admin-prescription-entry-360'],
  ] as const) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} at 360 px`).toBeLessThanOrEqual(360);
    await bothModes(page, name);
  }
});

test('a 10-line statement is entered without the mouse in at most 60 keys beyond its digits', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'demo_ops_edi');
  const record = await pendingRecord(page, 1);
  const options = (await (await page.request.get(`/v1/admin/prescriptions/${record.id}/product-options`)).json()) as EdiProductOption[];
  const priced = options.filter((o) => o.unitPrice !== null && o.baseFeeBp !== null);
  expect(priced.length, 'ten priced products of the record’s company').toBeGreaterThanOrEqual(10);
  const statement = priced.slice(0, 10).map((p, k) => ({ code: p.insuranceCode, quantity: String(10 + k * 7) }));

  await page.goto(`/admin/prescriptions/${record.id}`);
  const claim = page.getByRole('button', { name: '처리 시작' });
  await hydrated(claim);

  let keys = 0;
  const press = async (key: string) => {
    keys += 1;
    await page.keyboard.press(key);
  };
  // Reach 처리 시작 with Tab from the top of the page, and press it.
  for (let k = 0; k < 40; k++) {
    await press('Tab');
    if (await claim.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(claim).toBeFocused();
  await press('Enter');
  const code = page.getByTestId('edi-code');
  await expect(code).toBeFocused();
  let digits = 0;
  for (const [k, line] of statement.entries()) {
    await page.keyboard.type(line.code);
    digits += line.code.length;
    await press('Enter');
    await expect(page.getByTestId('edi-quantity')).toBeFocused();
    await page.keyboard.type(line.quantity);
    digits += line.quantity.length;
    await press('Enter');
    await expect(page.getByTestId('edi-totals')).toContainText(`${k + 1}건`);
    await expect(code).toBeFocused();
  }
  console.log(`EDI keyboard entry: 10 lines, ${digits} digits typed, ${keys} other keys pressed`);
  expect(keys).toBeLessThanOrEqual(60);
  await expect(page.getByRole('table', { name: '입력한 제품 내역' }).getByRole('row')).toHaveCount(11);
});
