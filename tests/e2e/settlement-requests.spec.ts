import { expect, test, type Browser, type Page } from '@playwright/test';
import type { KeysetPage, Page as ApiPage, Settlement, StaffMemberMonth, StaffMemberMonthDetail } from '../../src/api/types';
import { seoulDay } from '../../src/lib/compliance-rules';
import { formatDate, formatMoney } from '../../src/lib/format';
import { monthLabel } from '../../src/lib/months';
import { bothModes, signIn } from './helpers';

// A partner's 정산 after staff answered it: staff set 추가수수료 on the month's drug company and confirm the month by
// four eyes (prepared by one, confirmed by another, through the staff API the console calls); the partner's totals
// and the view by drug company show what was confirmed, 확정 is shown with the 정산서(PDF) to download, and 지급완료
// with its day once 정산관리 has marked the 정산요청 paid. Uses the member's oldest month with an unanswered
// settlement, which the other settlement journeys leave alone.

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

/** A staff member signed in in a context of its own (the partner's cookie stays in the partner's). */
async function staffPage(browser: Browser, userId: 'demo_ops_settlement' | 'demo_ops_settlement2') {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, userId);
  return { page, close: () => context.close() };
}

const ADDED_FEE = 12_345;

/** The row of an open queue of demo_partner's settlement `s`, paging on with 더 보기 (the queue is oldest first). */
async function queueRow(page: Page, s: Settlement) {
  const row = page
    .locator('tbody tr')
    .filter({ hasText: 'demo_partner' })
    .filter({ hasText: monthLabel(s.settlementMonth) })
    .filter({ hasText: s.drugCompanyName })
    .filter({ hasText: s.dealerName });
  const more = page.getByRole('button', { name: '더 보기' });
  await expect(page.getByRole('table')).toBeVisible();
  while ((await row.count()) === 0 && (await more.isVisible())) {
    const rows = await page.locator('tbody tr').count();
    await more.click();
    await expect(page.locator('tbody tr')).not.toHaveCount(rows);
  }
  await expect(row).toHaveCount(1);
  return row;
}

/**
 * 정산 확정 of the partner's month as staff do it: demo_ops_settlement sets 추가수수료 on the settlement's drug company
 * and prepares, demo_ops_settlement2 confirms. Answers the month as confirmed.
 */
async function confirmMonth(browser: Browser, month: string, drugCompanyId: number): Promise<StaffMemberMonth> {
  const preparer = await staffPage(browser, 'demo_ops_settlement');
  const monthOf = async () => {
    const found = await preparer.page.request.get(`/v1/admin/settlements/member-months?month=${month}&search=demo_partner`);
    expect(found.status(), await found.text()).toBe(200);
    const m = ((await found.json()) as KeysetPage<StaffMemberMonth>).content.find((r) => r.member.userId === 'demo_partner');
    expect(m, "the partner's member month").toBeTruthy();
    return m!;
  };
  let m = await monthOf();
  if (m.state !== 'CONFIRMED') {
    const detail = (await (
      await preparer.page.request.get(`/v1/admin/settlements/member-months/${m.id}`)
    ).json()) as StaffMemberMonthDetail;
    const row = detail.drugCompanies.find((d) => d.drugCompany.id === drugCompanyId)!;
    const fee = await preparer.page.request.put(`/v1/admin/settlements/drug-company-months/${row.id}/added-fee`, {
      data: { addedFeeAmount: ADDED_FEE, reason: '판촉 지원분 정산', note: '판촉 지원분' },
    });
    expect(fee.status(), await fee.text()).toBe(200);
    m = await monthOf();
    const prepared = await preparer.page.request.post(`/v1/admin/settlements/member-months/${m.id}/prepare`, {
      data: { figuresVersion: m.figuresVersion },
    });
    expect(prepared.status(), await prepared.text()).toBe(200);
    const confirmer = await staffPage(browser, 'demo_ops_settlement2');
    const confirmed = await confirmer.page.request.post(`/v1/admin/settlements/member-months/${m.id}/confirm`);
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    m = (await confirmed.json()) as StaffMemberMonth;
    expect(m.state).toBe('CONFIRMED');
    await confirmer.close();
  }
  await preparer.close();
  return m;
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
  const confirmed = await confirmMonth(browser, month, s.drugCompanyId);

  // The month's totals say what staff confirmed, 추가수수료 included; the view by drug company shows it on its row.
  await page.goto(`/settlement-list?settlementMonth=${month}`);
  await expect(list(page).getByText('정산금액 합계')).toContainText(formatMoney(confirmed.totalAmount));
  await expect(list(page).getByText('정산금액 합계')).toContainText(`추가수수료 ${formatMoney(ADDED_FEE)} 포함`);
  await page.goto(`/settlement-drug-company?settlementMonth=${month}`);
  const companyRow = page.locator('tbody tr').filter({ hasText: s.drugCompanyName });
  await expect(companyRow).toContainText(formatMoney(ADDED_FEE));
  await expect(companyRow).toContainText('판촉 지원분');

  await page.goto(`/settlement-list?settlementMonth=${month}&searchType=dealerName&keyword=${encodeURIComponent(s.dealerName)}`);
  await expect(list(page).getByRole('heading', { level: 2 })).toContainText('확정');
  const pdfLink = list(page).getByRole('link', { name: '정산서(PDF)' });
  await expect(pdfLink).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
  expect(download.suggestedFilename()).toBe(`정산서_${month}.pdf`);
  const bytes = await (await page.request.get(`/v1/settlements/statement.pdf?settlementMonth=${month}`)).body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // 정산관리 marks the request paid today, on the console's 정산요청 page.
  const staff = await staffPage(browser, 'demo_ops_settlement');
  const today = seoulDay();
  await staff.page.goto('/admin/settlements/requests');
  const staffRow = await queueRow(staff.page, s);
  await staffRow.getByRole('button', { name: /지급완료/ }).click();
  const paidDialog = staff.page.getByRole('dialog', { name: '지급완료' });
  await expect(paidDialog.getByLabel('지급일')).toHaveValue(today);
  await paidDialog.getByRole('button', { name: '지급완료' }).click();
  await expect(staff.page.getByRole('status')).toContainText(`${formatDate(today)} 지급완료로 답했습니다`);
  await expect(staffRow).toHaveCount(0);
  await staff.close();

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

test('정산관리 accepts an objection on the console page: the records reopen and the member reads the answer', async ({ page, browser }) => {
  await signIn(page, 'demo_partner');
  const open = (await allSettlements(page)).filter((x) => x.status === null && x.prescriptionAmount > 0);
  // The newest unanswered month: the other settlement journeys take the oldest.
  const s = open.sort((a, b) => b.settlementMonth.localeCompare(a.settlementMonth))[0]!;
  expect(s, 'an unanswered settlement').toBeTruthy();
  const objected = await page.request.post('/v1/settlements/notify-admin/objections', { data: { settlementIds: [s.id] } });
  expect(objected.status(), await objected.text()).toBe(200);

  const staff = await staffPage(browser, 'demo_ops_settlement');
  await staff.page.goto('/admin');
  await staff.page
    .getByRole('link', { name: /이의신청/ })
    .first()
    .click();
  await expect(staff.page).toHaveURL(/\/admin\/settlements\/objections$/);
  const row = await queueRow(staff.page, s);
  await row.getByRole('button', { name: /이의 수용/ }).click();
  const dialog = staff.page.getByRole('dialog', { name: '이의신청 수용' });
  await dialog.getByRole('button', { name: '수용' }).click();
  await expect(dialog.getByText('수용 사유를 입력해 주세요.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /수용 사유/ }).fill('처방 수량을 다시 확인해 고칩니다.');
  await dialog.getByRole('button', { name: '수용' }).click();
  await expect(staff.page.getByRole('status')).toContainText(/이의신청을 수용했습니다. 실적 \d+건이 다시 열렸습니다./);
  await expect(row).toHaveCount(0);
  await bothModes(staff.page, 'settlement-objections-1280');
  await staff.page.setViewportSize({ width: 360, height: 800 });
  await bothModes(staff.page, 'settlement-objections-360');
  await staff.close();

  const mine = (await allSettlements(page)).find((x) => x.id === s.id)!;
  expect(mine.status).toBe('OBJECTION');
  await page.goto(
    `/settlement-list?settlementMonth=${s.settlementMonth.slice(0, 7)}&searchType=dealerName&keyword=${encodeURIComponent(s.dealerName)}`,
  );
  const listRow = list(page).locator('tbody tr').filter({ hasText: s.drugCompanyName });
  await listRow.getByRole('button', { name: s.dealerName }).click();
  await expect(panel(page).getByRole('note', { name: '정산 담당자 답변' })).toContainText('처방 수량을 다시 확인해 고칩니다.');
});
