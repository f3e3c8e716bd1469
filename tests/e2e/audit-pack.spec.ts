import { writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import type { AuditEntry, Page as ApiPage, RetainedRecords } from '../../src/api/types';
import { AuditEntity } from '../../src/api/compliance-enums';
import { seoulDay } from '../../src/lib/compliance-rules';
import { formatDate } from '../../src/lib/format';
import { PASSWORD, screenshot, signIn } from './helpers';

// The records an inspector asks for, as a partner gets them: on /compliance pick a period and download the audit pack
// (unzipped here: the index, a file in each folder the demo data fills, Korean names flagged UTF-8 so Windows and macOS
// read them), see the audit trail and open a change; on the withdrawal screen, which records the law keeps and until
// when. Screenshots at 1280 and 360 px in both modes, axe clean, nothing wider than the screen.

const HANGUL = /[가-힣]/;
/** The zip's general purpose flag bit 11: the name is UTF-8. */
const UTF8_FLAG = 0x800;

interface ZipEntry {
  name: string;
  size: number;
  utf8: boolean;
}

/** Every entry of a zip file on disk, and the bytes of the ones `keep` asks for. */
function readZip(path: string, keep: (name: string) => boolean) {
  return new Promise<{ entries: ZipEntry[]; files: Map<string, Buffer> }>((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const entries: ZipEntry[] = [];
      const files = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve({ entries, files }));
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.push({ name: entry.fileName, size: entry.uncompressedSize, utf8: (entry.generalPurposeBitFlag & UTF8_FLAG) !== 0 });
        if (!keep(entry.fileName)) return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** The cells of a sheet's rows as text. */
async function sheetRows(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)))));
  return rows;
}

/** Types a day into a kit date picker and confirms it. */
async function pickDay(page: Page, label: RegExp, day: string) {
  const input = page.getByRole('textbox', { name: label });
  await input.fill(day);
  await input.press('Enter');
  await expect(input).toHaveValue(day);
}

/** No WCAG 2.1 A/AA violation on the page, or only within the `scopes` (selectors). */
async function axeClean(page: Page, ...scopes: string[]) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const scope of scopes) builder.include(scope);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function fitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

const PACK_SECTION = 'section[aria-labelledby="compliance-audit-pack-title"]';
const TRAIL_SECTION = 'section[aria-labelledby="compliance-audit-title"]';
const trail = (page: Page) => page.getByRole('table', { name: '변경 기록' });
/** Scrolls to the audit trail, which loads its module and its first page only when it comes near the viewport. */
async function showTrail(page: Page) {
  await page.locator(TRAIL_SECTION).scrollIntoViewIfNeeded();
  await expect(trail(page).locator('tbody[data-action]').first()).toBeVisible();
}

test('a partner downloads the audit pack of a period and reads the audit trail', async ({ page }) => {
  // A pack of every document of five years, unzipped and read here, on a shared server.
  test.setTimeout(60_000);
  await signIn(page, 'demo_partner');
  const today = seoulDay();
  const from = `${Number(today.slice(0, 4)) - 4}-01-01`;

  await page.goto('/compliance');
  const section = page.getByRole('region', { name: '감사 자료 내려받기' });
  await expect(section.getByRole('listitem')).toHaveCount(6);

  const download = await test.step('pick a period and download the pack', async () => {
    await section.getByRole('button', { name: '기간 골라 내려받기' }).click();
    const form = page.getByRole('dialog', { name: '감사 자료 내려받기' });
    await expect(form.getByRole('textbox', { name: /종료일/ })).toHaveValue(today);
    // More than ten years: refused on the spot, nothing downloads, the days stay as typed.
    const downloads: string[] = [];
    const count = (d: { url: () => string }) => downloads.push(d.url());
    page.on('download', count);
    const tooEarly = `${Number(today.slice(0, 4)) - 11}-01-01`;
    await pickDay(page, /시작일/, tooEarly);
    await form.getByRole('link', { name: 'zip 내려받기' }).click();
    await expect(form.getByRole('alert')).toHaveText('기간을 10년 이내로, 종료일이 시작일 이후가 되게 골라 주세요.');
    await expect(form.getByRole('status')).toBeEmpty();
    await expect(form.getByRole('textbox', { name: /시작일/ })).toHaveValue(tooEarly);
    page.off('download', count);
    expect(downloads).toEqual([]);
    await pickDay(page, /시작일/, from);
    await expect(form.getByRole('alert')).toHaveCount(0);
    const [file] = await Promise.all([page.waitForEvent('download'), form.getByRole('link', { name: 'zip 내려받기' }).click()]);
    await expect(form.getByRole('status')).toContainText(
      `${formatDate(from)}부터 ${formatDate(today)}까지의 감사 자료를 내려받기 시작했습니다.`,
    );
    expect(file.suggestedFilename()).toBe(`감사자료_${from}_${today}.zip`);
    await form.getByRole('button', { name: '닫기' }).last().click();
    return file;
  });

  await test.step('the pack: the index, a file in each folder, Korean names intact', async () => {
    const { entries, files } = await readZip((await download.path())!, (name) => name.endsWith('.xlsx') && !name.includes('/'));
    const names = entries.map((e) => e.name);
    expect(names[0]).toBe('index.xlsx');
    expect(names).toContain('변경기록.xlsx');
    for (const folder of ['contracts/', 'notices/', 'certificates/', 'expenditures/'])
      expect(
        entries.filter((e) => e.name.startsWith(folder) && e.size > 0),
        `${folder} holds a file`,
      ).not.toHaveLength(0);
    expect(names.some((n) => /^expenditures\/지출보고서_\d{4}\.xlsx$/.test(n))).toBe(true);
    const korean = entries.filter((e) => HANGUL.test(e.name));
    for (const folder of ['contracts/', 'notices/', 'expenditures/'])
      expect(
        korean.filter((e) => e.name.startsWith(folder)),
        `${folder} has Korean names`,
      ).not.toHaveLength(0);
    expect(
      korean.filter((e) => !e.utf8).map((e) => e.name),
      'Korean names carry the UTF-8 flag',
    ).toEqual([]);

    const index = await sheetRows(files.get('index.xlsx')!);
    // Kept with the test's output for the reviewer: the index as text.
    writeFileSync(test.info().outputPath('pack-index.tsv'), index.map((r) => r.join('\t')).join('\n'));
    expect(index[0]).toEqual(['연번', '구분', '대상', '기준일', '내용', '보존 기한', '파일']);
    // Every document in the folders is listed in the index, under its path in the zip.
    const listed = new Set(index.map((r) => r[6]));
    for (const e of entries.filter((x) => x.name.includes('/'))) expect(listed, e.name).toContain(e.name);
    expect(index.some((r) => r[1] === '기간' && r[2] === `${from} ~ ${today}`)).toBe(true);
    const changes = await sheetRows(files.get('변경기록.xlsx')!);
    expect(changes[0]?.slice(0, 5)).toEqual(['일시', '대상', '내용', '작업', '작업자']);
    // The seeded trail: one 등록 row per contract version and expenditure entry, with the time in Korean.
    expect(changes.length).toBeGreaterThan(1);
    expect(changes[1]?.[0]).toMatch(/^\d{4}년 \d{1,2}월 \d{1,2}일/);
    expect(changes.slice(1).every((r) => r[3] === '등록')).toBe(true);
  });

  await test.step('the server refuses a bad period in Korean, without a zip', async () => {
    const refused = await page.request.get(`/v1/compliance/audit-pack?from=${today}&to=${from}`);
    expect(refused.status()).toBe(400);
    expect(refused.headers()['content-type']).not.toContain('zip');
    expect(((await refused.json()) as { message: string }).message).toContain('기간(from, to)을 10년 이내로');
  });

  await test.step('the audit trail: newest first, a change opens onto its fields', async () => {
    const api = (await (await page.request.get('/v1/audit-log?size=10')).json()) as ApiPage<AuditEntry>;
    expect(api.totalElements, 'the demo data has an audit trail').toBeGreaterThan(0);
    await showTrail(page);
    const rows = trail(page).locator('tbody[data-action]');
    await expect(rows).toHaveCount(Math.min(10, api.totalElements));
    const first = api.content[0]!;
    await expect(rows.first().getByRole('rowheader')).toContainText(first.summary);
    await expect(rows.first()).toContainText(AuditEntity.label(first.entity));
    const toggle = rows.first().getByRole('button', { name: /변경 내용$/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(rows.first().locator('dl dt').first()).toBeVisible();
  });
});

test('the audit trail loads when the partner scrolls to it, not with the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn(page, 'demo_partner');
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === '/v1/audit-log' || /\/AuditTrail\.[\w-]+\.js$/.test(path)) asked.push(path);
  });
  await page.goto('/compliance', { waitUntil: 'networkidle' });
  // Far below the first screen: its frame shows, and neither its module nor its entries have been fetched.
  await expect(page.locator(TRAIL_SECTION)).toHaveAttribute('data-placeholder', '');
  await expect(page.locator(TRAIL_SECTION)).not.toBeInViewport();
  expect(asked).toEqual([]);
  await showTrail(page);
  await expect(page.locator(TRAIL_SECTION)).not.toHaveAttribute('data-placeholder');
  expect(asked.filter((p) => p === '/v1/audit-log')).toHaveLength(1);
  expect(asked.some((p) => p.startsWith('/_astro/AuditTrail.'))).toBe(true);
});

test('the withdrawal screen says which records the law keeps and until when', async ({ page }) => {
  await signIn(page, 'demo_partner');
  const kept = (await (await page.request.get('/v1/compliance/retention')).json()) as RetainedRecords[];
  expect(kept.length, 'the demo partner has records kept by law').toBeGreaterThan(0);
  await page.goto('/mypage/withdraw');
  await expect(page).toHaveURL('/mypage/guard?next=%2Fmypage%2Fwithdraw');
  await page.getByPlaceholder('비밀번호를 입력해주세요.').fill(PASSWORD);
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page).toHaveURL('/mypage/withdraw');
  const section = page.getByRole('region', { name: '탈퇴 후에도 법에 따라 보존되는 기록' });
  const list = section.getByRole('list', { name: '보존되는 기록' }).getByRole('listitem');
  await expect(list).toHaveCount(kept.length);
  for (const r of kept)
    await expect(list.filter({ hasText: AuditEntity.label(r.entity) })).toContainText(
      `${r.count.toLocaleString('ko-KR')}건 · ${r.retainUntil ? `${formatDate(r.retainUntil)}까지` : '계약 종료 후 5년'}`,
    );
  await expect(section).toContainText('보존 기간이 끝나면 자동으로 삭제합니다.');
  await expect(page.getByRole('button', { name: '탈퇴하기' })).toBeEnabled();
});

test.describe('screenshots', () => {
  for (const [width, label] of [
    [1280, 'desktop'],
    [360, 'mobile'],
  ] as const) {
    for (const mode of ['light', 'dark'] as const)
      test(`the audit pack and the audit trail at ${width} px, ${mode}`, async ({ page }) => {
        // The two sections of this feature (the rest of the long compliance page is compliance.spec's): axe on them
        // and a picture of each, plus the dialog over the page. Two axe runs on a page the size of the compliance center.
        test.setTimeout(60_000);
        await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
        await page.emulateMedia({ colorScheme: mode });
        await signIn(page, 'demo_partner');
        await page.goto('/compliance');
        await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
        await showTrail(page);
        const first = trail(page).locator('tbody[data-action]').first();
        await first.getByRole('button', { name: /변경 내용$/ }).click();
        await expect(first.locator('dl')).toBeVisible();
        await page.getByRole('button', { name: '기간 골라 내려받기' }).click();
        await expect(page.getByRole('dialog', { name: '감사 자료 내려받기' })).toBeVisible();
        await axeClean(page, '[role="dialog"]');
        await page.screenshot({ path: `test-results/screenshots/audit-pack-${mode}-${label}-dialog.png` });
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page.getByRole('button', { name: '기간 골라 내려받기' })).toBeFocused();
        await fitsWidth(page, width);
        await axeClean(page, PACK_SECTION, TRAIL_SECTION);
        // The sticky site header would cover the top of a section scrolled into view: it stays at the top of the page.
        const style = 'header { position: static !important; }';
        await page.locator(PACK_SECTION).screenshot({ path: `test-results/screenshots/audit-pack-${mode}-${label}.png`, style });
        await page.locator(TRAIL_SECTION).screenshot({ path: `test-results/screenshots/audit-trail-${mode}-${label}.png`, style });
      });

    test(`the records kept after a withdrawal at ${width} px, light and dark`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      await signIn(page, 'demo_partner');
      await page.goto('/mypage/withdraw');
      await page.getByPlaceholder('비밀번호를 입력해주세요.').fill(PASSWORD);
      await page.getByRole('button', { name: '확인', exact: true }).click();
      await expect(page.getByRole('region', { name: '탈퇴 후에도 법에 따라 보존되는 기록' })).toBeVisible();
      await fitsWidth(page, width);
      for (const mode of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: mode });
        await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
        await axeClean(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `withdraw-retention-${mode}-${label}`);
      }
    });
  }
});
