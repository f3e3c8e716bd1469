import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { KeysetPage, StaffMemberMonth } from '../../src/api/types';
import { addMonths, monthLabel, seoulMonth } from '../../src/lib/months';
import { bothModes, colourMode, hydrated, signIn, type DemoUser } from './helpers';

// 정산관리 in two browsers, four eyes: demo_ops_settlement opens a month of the demo seed, sets 추가수수료 on a drug
// company's row with a reason and prepares the month; the same staff member is told that another must approve;
// demo_ops_settlement2 approves and the month reads 확정, read-only. The month is the oldest open one of the seed
// (8 to 14 months back): the partner journeys (settlements.spec.ts) read and answer the latest months only, so the
// journeys run in any order.

const KEEP_OUT = new Set(['demo_partner', 'demo_org']);

async function noSeriousAxeViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).include('#main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

async function signedIn(browser: Browser, userId: DemoUser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, userId);
  return { context, page };
}

/** Photographs at 1280 and 360 px in both colour modes, with axe in both modes at 1280. */
async function look(page: Page, name: string) {
  for (const mode of ['light', 'dark'] as const) {
    await colourMode(page, mode);
    await noSeriousAxeViolations(page, `${name} (${mode})`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await bothModes(page, `${name}-1280`);
  await page.setViewportSize({ width: 360, height: 800 });
  await bothModes(page, `${name}-360`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The oldest open member-month of the seed 8 to 14 months back (a member other than demo_partner / demo_org first). */
async function openMonth(page: Page): Promise<StaffMemberMonth> {
  const now = seoulMonth();
  let fallback: StaffMemberMonth | undefined;
  for (let back = 14; back >= 8; back--) {
    const month = addMonths(now, -back);
    const res = await page.request.get(`/v1/admin/settlements/member-months?month=${month}&state=OPEN&size=100`);
    expect(res.status()).toBe(200);
    const { content } = (await res.json()) as KeysetPage<StaffMemberMonth>;
    const mine = content.find((m) => !KEEP_OUT.has(m.member.userId));
    if (mine) return mine;
    fallback ??= content[0];
  }
  expect(fallback, 'an open settlement month in the demo seed').toBeTruthy();
  return fallback!;
}

test('추가수수료 and 정산 확정 by four eyes: the preparer cannot approve, another staff member confirms', async ({ browser }) => {
  test.slow();
  const first = await signedIn(browser, 'demo_ops_settlement');
  const chosen = await openMonth(first.page);
  const month = chosen.settlementMonth.slice(0, 7);

  // The list of the month, filtered to 미확정, finds the member.
  await first.page.goto(`/admin/settlements?month=${month}`);
  await expect(first.page.getByRole('heading', { level: 1, name: '정산관리' })).toBeVisible();
  await expect(first.page.getByRole('navigation', { name: '정산월' })).toContainText(monthLabel(month));
  await look(first.page, 'admin-settlements-list');
  const form = first.page.getByRole('form', { name: '정산 검색' });
  await hydrated(form);
  await form.getByLabel('확정 상태').selectOption('OPEN');
  await form.getByLabel('회원 검색').fill(chosen.member.userId);
  await form.getByRole('button', { name: '검색' }).click();
  await expect(first.page).toHaveURL(/state=OPEN/);
  const link = first.page.getByRole('link', { name: `${chosen.member.name}(${chosen.member.userId})` });
  await link.click();
  await expect(first.page).toHaveURL(new RegExp(`/admin/settlements/${chosen.id}$`));
  await expect(first.page.locator('[data-field="상태"]')).toHaveText('미확정');

  // 추가수수료 on the first drug company's row, with a reason.
  const edit = first.page.getByRole('button', { name: /추가수수료 수정$/ }).first();
  await hydrated(edit);
  const company = ((await edit.getAttribute('aria-label')) ?? '').replace(/ 추가수수료 수정$/, '');
  await edit.click();
  const fee = first.page.getByRole('dialog', { name: `추가수수료 수정 · ${company}` });
  await expect(fee).toContainText(`${chosen.member.name}(${chosen.member.userId})`);
  await fee.getByLabel(/추가수수료\(원\)/).fill('123000');
  await fee.getByLabel(/변경 사유/).fill('e2e 프로모션 추가 지급');
  await fee.getByRole('button', { name: '저장' }).click();
  await expect(first.page.getByRole('status').filter({ hasText: `${company}의 추가수수료를 123,000원으로 바꿨습니다.` })).toBeVisible();
  await expect(first.page.locator('[data-field="추가수수료"]')).not.toHaveText(`${chosen.addedFeeAmount.toLocaleString('ko-KR')}원`);

  // 확정 준비, and the preparer is told another must approve.
  await first.page.getByRole('button', { name: '확정 준비' }).click();
  const prepare = first.page.getByRole('dialog', { name: '확정 준비' });
  await prepare.getByRole('button', { name: '확정 준비' }).click();
  await expect(first.page.locator('[data-field="상태"]')).toHaveText('확정 준비');
  await expect(first.page.getByRole('button', { name: '확정 승인' })).toBeDisabled();
  await expect(
    first.page.getByText('확정을 준비한 본인은 승인할 수 없습니다. 다른 정산 담당 운영자가 금액을 확인하고 승인해야 합니다.'),
  ).toBeVisible();
  await look(first.page, 'admin-settlement-month-prepared');

  // Another staff member approves.
  const second = await signedIn(browser, 'demo_ops_settlement2');
  await second.page.goto(`/admin/settlements/${chosen.id}`);
  const approve = second.page.getByRole('button', { name: '확정 승인' });
  await hydrated(approve);
  await expect(approve).toBeEnabled();
  await approve.click();
  await second.page.getByRole('dialog', { name: '확정 승인' }).getByRole('button', { name: '확정 승인' }).click();
  await expect(second.page.locator('[data-field="상태"]')).toHaveText('확정');
  await expect(second.page.getByText(/확정된 정산입니다/)).toBeVisible();
  await expect(second.page.getByRole('button', { name: /추가수수료 수정$/ })).toHaveCount(0);
  await look(second.page, 'admin-settlement-month-confirmed');

  // The first browser, reloaded, reads the same.
  await first.page.reload();
  await expect(first.page.locator('[data-field="상태"]')).toHaveText('확정');
  await first.context.close();
  await second.context.close();
});

test('정산 통계: the last twelve months by month and drug company, top members, and the .xlsx', async ({ browser }) => {
  const staff = await signedIn(browser, 'demo_ops_settlement');
  await staff.page.goto('/admin/settlements/statistics');
  await expect(staff.page.getByRole('heading', { level: 1, name: '정산 통계' })).toBeVisible();
  await expect(staff.page.getByRole('table', { name: '월별 정산 통계' }).getByRole('row')).not.toHaveCount(1);
  const xlsx = staff.page.getByRole('link', { name: '엑셀 다운로드' });
  const href = (await xlsx.getAttribute('href'))!;
  const res = await staff.page.request.get(href);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('spreadsheetml');
  await staff.context.close();
});
