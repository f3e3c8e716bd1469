import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { ComplianceItem } from '../../src/api/types';
import { addCalendarMonths, addDays, daysUntil, seoulDay } from '../../src/lib/compliance-rules';
import { formatDate } from '../../src/lib/format';
import { dialog, screenshot, signIn } from './helpers';

// 컴플라이언스 as a partner uses it: record a dealer's 신고증 with its file and see his 신규교육 get a due date and a
// D-day, record the training and see it done; download a re-delegation notice (a real PDF) and mark one sent. A plain
// member is refused. Screenshots at 1280 and 360 px in both modes (axe clean, nothing wider than the screen).

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

const items = (page: Page) => page.getByRole('table', { name: '준수 항목' });
const notices = (page: Page) => page.getByRole('table', { name: '재위탁 통보 목록' });
/** The list's row (a <tbody>) of a subject's item. */
const itemRow = (page: Page, subject: string, kind: string) =>
  items(page)
    .locator('tbody')
    .filter({ has: page.getByRole('rowheader', { name: subject, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: kind, exact: true }) });

/** Types a day into a kit date picker and confirms it. */
async function pickDay(page: Page, label: RegExp, day: string) {
  const input = page.getByRole('textbox', { name: label });
  await input.fill(day);
  await input.press('Enter');
  await expect(input).toHaveValue(day);
}

test('a partner records a dealer’s 신고증 and training and sees the due date, the D-day and the status change', async ({ page }) => {
  await signIn(page, 'demo_partner');
  const all = (await (await page.request.get('/v1/compliance/items')).json()) as ComplianceItem[];
  const missing = all.find((i) => i.subjectType === 'DEALER' && i.kind === 'CSO_CERTIFICATE' && i.status === 'MISSING');
  expect(missing, 'the demo data has a dealer without a 신고증').toBeTruthy();
  const dealer = missing!.dealerName!;
  const today = seoulDay();
  // Two uploads and three list loads on a shared server: room beyond the default 30 s.
  test.setTimeout(60_000);

  await page.goto('/compliance');
  await expect(page.getByRole('heading', { level: 1, name: '컴플라이언스' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '컴플라이언스' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(itemRow(page, dealer, 'CSO 신고증')).toContainText('미제출');
  await expect(itemRow(page, dealer, '신규교육')).toContainText('신고증을 먼저 등록하세요');

  // The filter by dealer is kept in the URL: a reload shows the same list.
  await page.getByRole('combobox', { name: '대상' }).selectOption(dealer);
  await expect(page).toHaveURL(`/compliance?dealer=${encodeURIComponent(dealer)}`);
  await page.reload();
  await expect(items(page).locator('tbody')).toHaveCount(3);
  await expect(page.getByRole('combobox', { name: '대상' })).toHaveValue(`dealer:${dealer}`);

  await test.step('record the 신고증 with its file', async () => {
    await page.getByRole('button', { name: `${dealer} CSO 신고증 등록` }).click();
    const form = page.getByRole('dialog', { name: 'CSO 신고증 등록' });
    await form.getByRole('textbox', { name: /신고번호/ }).fill('제2026-E2E-0001호');
    await form.getByRole('textbox', { name: /발급기관/ }).fill('서울특별시 강남구보건소');
    await pickDay(page, /발급일/, addDays(today, -10));
    await form
      .getByLabel(/^신고증 파일/)
      .and(page.locator('input[type=file]'))
      .setInputFiles(pdf('e2e-신고증.pdf'));
    await form.getByRole('button', { name: '등록', exact: true }).click();
    await expect(page.getByText(`${dealer}의 CSO 신고증을(를) 등록했습니다.`)).toBeVisible();
    await expect(form).toHaveCount(0);
  });

  await test.step('his 신규교육 is now due three months after the issue date, with its D-day', async () => {
    const due = addCalendarMonths(addDays(today, -10), 3);
    await expect(itemRow(page, dealer, 'CSO 신고증')).toContainText('완료');
    const training = itemRow(page, dealer, '신규교육');
    await expect(training).toContainText(`기한 ${formatDate(due)} · D-${daysUntil(due, today)}`);
    await expect(training).toContainText('예정');
    await expect(page.getByRole('region', { name: `${dealer}의 서류` })).toContainText('e2e-신고증.pdf');
  });

  await test.step('record the training: 완료', async () => {
    await page.getByRole('button', { name: `${dealer} 신규교육 등록` }).click();
    const form = page.getByRole('dialog', { name: '신규교육 등록' });
    await expect(form.getByRole('textbox', { name: /이수시간/ })).toHaveValue('24');
    await expect(form.getByText(/필요 이수시간 24시간/)).toBeVisible();
    await pickDay(page, /이수일/, addDays(today, -2));
    await form
      .getByLabel(/^교육 이수증 파일/)
      .and(page.locator('input[type=file]'))
      .setInputFiles(pdf('e2e-이수증.pdf'));
    await form.getByRole('button', { name: '등록', exact: true }).click();
    await expect(page.getByText(`${dealer}의 신규교육을(를) 등록했습니다.`)).toBeVisible();
    const training = itemRow(page, dealer, '신규교육');
    await expect(training).toContainText('완료');
    await expect(training).toContainText(`${formatDate(addDays(today, -2))} 이수`);
  });
});

test('the record dialog names what is missing, refuses a wrong file and keeps what was typed', async ({ page }) => {
  await signIn(page, 'demo_org');
  await page.goto('/compliance?subject=me');
  await page.getByRole('button', { name: '본인 CSO 신고증 등록' }).click();
  const form = page.getByRole('dialog', { name: 'CSO 신고증 등록' });
  await form.getByRole('button', { name: '등록', exact: true }).click();
  await expect(form.getByText('신고번호를 입력해 주세요.')).toBeVisible();
  await expect(form.getByText('신고증 파일을 첨부해 주세요.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /신고번호/ })).toBeFocused();
  await form.getByRole('textbox', { name: /신고번호/ }).fill('제2026-E2E-0002호');
  await form
    .getByLabel(/^신고증 파일/)
    .and(page.locator('input[type=file]'))
    .setInputFiles({ name: '신고증.hwp', mimeType: 'application/x-hwp', buffer: PDF });
  await expect(form.getByRole('alert')).toContainText('PDF, JPG, PNG 파일만 올릴 수 있습니다.');
  await expect(form.getByRole('textbox', { name: /신고번호/ })).toHaveValue('제2026-E2E-0002호');
});

test('a partner downloads a re-delegation notice as a PDF and marks one sent', async ({ page }) => {
  await signIn(page, 'demo_partner');
  await page.goto('/compliance');
  const open = notices(page).locator('tbody:not([data-status=SENT])').first();
  const name = (await open.getByRole('rowheader').innerText()).trim();

  await test.step('the notice PDF', async () => {
    const link = open.getByRole('link', { name: `${name} 통보서 PDF` });
    const href = (await link.getAttribute('href'))!;
    const res = await page.request.get(href);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/pdf');
    expect((await res.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  });

  await test.step('통보 완료 처리 with a proof', async () => {
    await page.getByRole('button', { name: `${name} 통보 완료 처리` }).click();
    const form = page.getByRole('dialog', { name: '통보 완료 처리' });
    await expect(form.getByRole('textbox', { name: /통보일/ })).toHaveValue(seoulDay());
    await form
      .getByLabel(/^통보 증빙/)
      .and(page.locator('input[type=file]'))
      .setInputFiles(pdf('e2e-통보 증빙.pdf'));
    await form.getByRole('button', { name: '통보 완료', exact: true }).click();
    await expect(page.getByText(`${name} 재위탁 통보를 완료로 표시했습니다.`)).toBeVisible();
    const row = notices(page)
      .locator('tbody')
      .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await expect(row).toContainText(`통보 완료 · ${formatDate(seoulDay())}`);
    await expect(row.getByRole('link', { name: /e2e-통보 증빙\.pdf/ })).toBeVisible();
  });
});

test('a plain member is refused the compliance center', async ({ page }) => {
  await signIn(page, 'demo_member');
  const res = await page.goto('/compliance');
  expect(res?.status()).toBe(403);
  await expect(dialog(page)).toContainText('CSO 회원만 접근할 수 있는 페이지입니다.');
  await expect(page.getByRole('heading', { name: '준수 항목' })).toHaveCount(0);
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
        await signIn(page, 'demo_org');
        await page.goto('/compliance');
        await expect(items(page)).toBeVisible();
        await page.getByRole('heading', { name: '계산 기준' }).click();
        await expect(page.getByText('확인 필요', { exact: true }).first()).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `compliance-${mode}-${label}`);
        // Nothing wider than the screen (named in the message when something is).
        const wide = await page.evaluate((w) => {
          const out = [...document.querySelectorAll('main *')].filter((el) => el.getBoundingClientRect().right > w + 1);
          return out
            .slice(0, 10)
            .map(
              (el) =>
                `${el.parentElement?.className} > ${el.tagName}: ${el.textContent?.slice(0, 30)} (${Math.round(el.getBoundingClientRect().right)})`,
            );
        }, width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), wide.join('\n')).toBeLessThanOrEqual(width);
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        if (width === 360) {
          // The menu, one item longer, still fits the drawer.
          await page.getByRole('button', { name: '메뉴 열기' }).click();
          const drawer = page.getByRole('dialog', { name: '전체 메뉴' });
          await expect(drawer.getByRole('link', { name: '컴플라이언스' })).toHaveAttribute('aria-current', 'page');
          await screenshot(page, `compliance-${mode}-menu`);
        } else {
          await page.getByRole('button', { name: '본인 보수교육 등록' }).click();
          await page.getByRole('dialog', { name: '보수교육 등록' }).getByRole('button', { name: '등록', exact: true }).click();
          await expect(page.getByText('이수일을 입력해 주세요.')).toBeVisible();
          await page.screenshot({ path: `test-results/screenshots/compliance-${mode}-dialog.png` });
        }
      });
    }
  }
  test('the header menu still fits at 1024 px', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 700 });
    await signIn(page, 'demo_partner');
    await page.goto('/compliance');
    const nav = page.getByRole('navigation', { name: '주 메뉴' });
    await expect(nav.getByRole('link', { name: '컴플라이언스' })).toBeVisible();
    const box = (await nav.boundingBox())!;
    const links = await nav.getByRole('link').evaluateAll((as) => as.map((a) => a.getBoundingClientRect().height));
    expect(Math.max(...links), 'no menu item wraps onto two lines').toBeLessThan(48);
    expect(box.x + box.width).toBeLessThanOrEqual(1024);
    await page.screenshot({ path: 'test-results/screenshots/compliance-header-1024.png', clip: { x: 0, y: 0, width: 1024, height: 120 } });
  });
});
