import { expect, test, type Page } from '@playwright/test';
import type { Page as ApiPage, Settlement } from '../../src/api/types';
import { seoulDay } from '../../src/lib/compliance-rules';
import { formatDate } from '../../src/lib/format';
import { bothModes, signIn } from './helpers';

// A partner's 정산 after staff answered it: the month confirmed (set through the test harness until the staff's
// confirmation has a screen), 확정 shown with the 정산서(PDF) to download, and 지급완료 with its day once 정산관리 has
// marked the 정산요청 paid (through the staff API, as the console will). Uses the member's oldest month with an
// unanswered settlement, which the other settlement journeys leave alone.

test.describe.configure({ timeout: 90_000 });

const list = (page: Page) => page.locator('section[aria-labelledby=settlement-list-title]');
const panel = (page: Page) => page.locator('section[aria-labelledby=settlement-panel-title]');

async function allSettlements(page: Page): Promise<Settlement[]> {
  const res = await page.request.get('/v1/settlements?size=100');
  expect(res.ok()).toBe(true);
  const first = (await res.json()) as ApiPage<Settlement>;
  const out = [...first.content];
  for (let p = 1; p < first.totalPages; p++) {
    out.push(...((await (await page.request.get(`/v1/settlements?size=100&page=${p}`)).json()) as ApiPage<Settlement>).content);
  }
  return out;
}

test('a partner sees 확정, downloads the 정산서 and sees 지급완료 after staff mark the request paid', async ({ page, browser }) => {
  await signIn(page, 'demo_partner');
  const open = (await allSettlements(page)).filter((s) => s.status === null && s.prescriptionAmount > 0);
  const s = open.sort((a, b) => a.settlementMonth.localeCompare(b.settlementMonth))[0]!;
  expect(s, 'an unanswered settlement').toBeTruthy();
  const month = s.settlementMonth.slice(0, 7);

  // The partner asks; the month is confirmed.
  const asked = await page.request.post('/v1/settlements/notify-admin', { data: { settlementIds: [s.id] } });
  expect(asked.status()).toBe(200);
  expect((await page.request.post('/dev/settlement-month', { data: { settlementId: s.id, state: 'CONFIRMED' } })).status()).toBe(204);

  await page.goto(`/settlement-list?settlementMonth=${month}&searchType=dealerName&keyword=${encodeURIComponent(s.dealerName)}`);
  await expect(list(page).getByRole('heading', { level: 2 })).toContainText('확정');
  const pdfLink = list(page).getByRole('link', { name: '정산서(PDF)' });
  await expect(pdfLink).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
  expect(download.suggestedFilename()).toBe(`정산서_${month}.pdf`);
  const bytes = await (await page.request.get(`/v1/settlements/statement.pdf?settlementMonth=${month}`)).body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // 정산관리 marks the request paid today.
  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const staff = await staffContext.newPage();
  await signIn(staff, 'demo_ops_settlement');
  const today = seoulDay();
  const paid = await staff.request.post(`/v1/admin/settlement-requests/${s.id}/paid`, { data: { paidOn: today } });
  expect(paid.status(), await paid.text()).toBe(200);
  await staffContext.close();

  await page.reload();
  const row = list(page).locator('tbody tr').filter({ hasText: s.drugCompanyName });
  await expect(row.getByText('지급완료')).toBeVisible();
  const name = row.getByRole('button', { name: s.dealerName });
  await expect(name).toBeEnabled();
  await name.click();
  const note = panel(page).getByRole('note', { name: '정산 담당자 답변' });
  await expect(note).toContainText('지급완료');
  await expect(note).toContainText(`${formatDate(today)}에 지급되었습니다.`);
  await expect(panel(page).getByText('확정', { exact: true })).toBeVisible();

  await bothModes(page, 'settlement-requests-1280');
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(note).toBeVisible();
  await bothModes(page, 'settlement-requests-360');
});
