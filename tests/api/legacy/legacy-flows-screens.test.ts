import ExcelJS from 'exceljs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PDF, PNG } from '../content-helpers';
import { FETCH_ALL, LegacyBrowser, readAs, signedIn } from './legacy-client';
import { Page } from './wire-common';
import { Banner, BoardPost, SalesAgencyProductSummary } from './wire-content';
import { contractFileName, MonthlyCount, MonthlyTotalAmount, PartnerContractDetails, Settlement } from './wire-records';
import { unzip, type ZipItem } from '../unzip';

// The old app's home, 정산 파일다운로드 and 파트너사 계약 screens replayed against our server, call by call as that app
// sends them, each answer read as its own type.

const today = () => new Date().toISOString().slice(0, 10);
const yyyymmdd = () => Number(today().replaceAll('-', ''));

/** The home screen of a signed-in member: the hero figures, both carousels and, for CSO and contract members, the board. */
async function home(browser: LegacyBrowser) {
  const me = browser.me;
  if (!me) throw new Error('home needs a session here');
  await readAs(MonthlyCount, await browser.get('/v1/prescriptions/monthly-count', { referenceDate: yyyymmdd() }), 'monthly-count');
  await readAs(MonthlyTotalAmount, await browser.get('/v1/prescriptions/monthly-total-amount', { referenceDate: yyyymmdd() }), 'total');
  const opened = await readAs(v.number(), await browser.get('/v1/hospitals/opened/count', { referenceDate: today() }), 'opened');
  expect(Number.isInteger(opened)).toBe(true);

  const tier = me.partnerContractStatus === 'INDIVIDUAL' || me.partnerContractStatus === 'ORGANIZATION' ? 'CONTRACTED' : 'UNCONTRACTED';
  const carousel = await readAs(
    Page(SalesAgencyProductSummary),
    await browser.get('/v1/sales-agency-products', {
      exposureRanges: ['ALL', tier],
      startAt: today(),
      endAt: today(),
      isExposed: true,
      size: FETCH_ALL,
    }),
    'GET /v1/sales-agency-products (home carousel, fetch all)',
  );
  const now = new Date().toISOString().slice(0, 19);
  const banners = await readAs(
    Page(Banner),
    await browser.get('/v1/banners', {
      isExposed: true,
      bannerPositions: ['ALL', 'PC_MAIN'],
      startAt: new Date().toISOString(),
      endAt: new Date().toISOString(),
      size: FETCH_ALL,
    }),
    'GET /v1/banners (home, fetch all)',
  );
  if (me.partnerContractStatus !== 'NONE') {
    const board = { boardType: 'MR_CSO_MATCHING', page: 0, size: 10, filterDeleted: true, filterBlind: true };
    await readAs(Page(BoardPost), await browser.get('/v1/boards', board), 'GET /v1/boards (home preview)');
  }
  return { carousel, banners, now };
}

describe('home (every visit): the sales-agency carousel fetches all with size=2^31−1', () => {
  for (const userId of ['demo_member', 'demo_cso', 'demo_partner']) {
    it(`as ${userId}: every running, exposed product of the tier arrives in one page`, async () => {
      const { carousel, banners, now } = await home(await signedIn(userId));
      expect(carousel.content.length).toBeGreaterThan(0);
      expect(carousel.content.length).toBe(carousel.totalElements);
      expect(carousel.number).toBe(0);
      for (const product of carousel.content) {
        expect(product.isExposed).toBe(true);
        expect(product.startAt.slice(0, 10) <= now.slice(0, 10) && product.endAt >= now.slice(0, 10)).toBe(true);
      }
      expect(banners.content.length).toBe(banners.totalElements);
    });
  }

  it('as a guest: the banner carousel (the sales-agency one needs a session and falls back)', async () => {
    const guest = new LegacyBrowser();
    expect(await guest.whoAmI()).toBeNull();
    const banners = await readAs(
      Page(Banner),
      await guest.get('/v1/banners', { isExposed: true, bannerPositions: ['ALL', 'PC_MAIN'], size: FETCH_ALL }),
      'GET /v1/banners (guest)',
    );
    expect(banners.content.length).toBe(banners.totalElements);
  });
});

/** Every cell text of every sheet of the .xlsx entries of a zip. */
async function cellsOf(items: ZipItem[]): Promise<string[]> {
  const texts: string[] = [];
  for (const item of items) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(item.bytes as unknown as ArrayBuffer);
    expect(book.worksheets.length).toBeGreaterThan(0);
    book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => void texts.push(String(cell.text)))));
  }
  return texts;
}

describe('정산 파일다운로드: GET /v1/settlements/export-zip opened as a link', () => {
  it('downloads a zip of .xlsx files for the month, with the default (ignored) and the dealer keyword', async () => {
    const partner = await signedIn('demo_partner');
    const latest = await readAs(Page(Settlement), await partner.get('/v1/settlements', { page: 0, size: 10 }), 'GET /v1/settlements');
    const month = `${latest.content[0]?.settlementMonth.slice(0, 7) ?? ''}-01`;
    const rows = await readAs(
      Page(Settlement),
      await partner.get('/v1/settlements', { startMonth: month, endMonth: month, page: 0, size: 10 }),
      'GET /v1/settlements (month)',
    );
    expect(rows.content.length).toBeGreaterThan(0);

    // The screen builds the link by hand: `?<searchType>=<keyword>&startMonth=…&endMonth=…`, the keyword blank by default.
    const all = await partner.navigate(`/v1/settlements/export-zip?companyName=&startMonth=${month}&endMonth=${month}`);
    expect(
      all.status,
      await all
        .clone()
        .text()
        .then((t) => t.slice(0, 200)),
    ).toBe(200);
    expect(all.headers.get('content-type')).toMatch(/^application\/(zip|x-zip-compressed|octet-stream)/);
    expect(all.headers.get('content-disposition')).toMatch(/^attachment/);
    const items = await unzip(Buffer.from(await all.arrayBuffer()));
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.name).toMatch(/\.xlsx$/);
    const cells = await cellsOf(items);
    for (const row of rows.content) expect(cells).toContain(row.dealerName);

    const dealer = rows.content[0]?.dealerName ?? '';
    const one = await partner.navigate(
      `/v1/settlements/export-zip?dealerName=${encodeURIComponent(dealer)}&startMonth=${month}&endMonth=${month}`,
    );
    expect(one.status).toBe(200);
    const dealerCells = await cellsOf(await unzip(Buffer.from(await one.arrayBuffer())));
    expect(dealerCells).toContain(dealer);
    for (const other of rows.content.filter((r) => r.dealerName !== dealer)) expect(dealerCells).not.toContain(other.dealerName);
  });

  it('gives a member without a contract no file', async () => {
    const member = await signedIn('demo_member');
    const res = await member.navigate('/v1/settlements/export-zip', { startMonth: '2026-01-01', endMonth: '2026-01-01' });
    expect(res.status).toBe(403);
  });
});

/** The status view: every file URL parsed with `new URL()`, its name the last segment after `uuid_`, opened in a tab. */
async function statusView(browser: LegacyBrowser) {
  const userId = browser.me?.userId ?? '';
  const contract = await readAs(PartnerContractDetails, await browser.get(`/v1/partner-contracts/${userId}`), 'GET partner-contracts');
  const files = Object.entries(contract.fileUrls).map(([kind, url]) => ({ kind, url, name: contractFileName(url) }));
  for (const file of files) {
    const link = new URL(file.url);
    expect(link.origin).toBe('http://localhost');
    const opened = await browser.navigate(`${link.pathname}${link.search}`);
    expect(opened.status, file.url).toBe(200);
    expect((await opened.arrayBuffer()).byteLength).toBeGreaterThan(0);
  }
  return { contract, files };
}

describe('파트너사 계약: the status view reads absolute fileUrls and names files by their last segment', () => {
  it('shows an approved contract with its date and documents (demo_partner)', async () => {
    const { contract, files } = await statusView(await signedIn('demo_partner'));
    expect(contract.status).toBe('APPROVED');
    expect(contract.contractDate).toBeTruthy();
    expect(files.length).toBeGreaterThan(0);
  });

  it('shows an application under review (demo_pending)', async () => {
    const { contract, files } = await statusView(await signedIn('demo_pending'));
    expect(contract.status).toBe('PENDING');
    expect(files.map((f) => f.kind)).toContain('BUSINESS_REGISTRATION');
  });

  it('applies with `request` and the snake_case file parts, then shows the new application (demo_applicant)', async () => {
    const applicant = await signedIn('demo_applicant');
    expect((await applicant.get('/v1/partner-contracts/demo_applicant')).ok).toBe(false); // no contract yet: the form
    // Our server takes an application only from a session that re-checked its password in the last ten minutes (the
    // old app asks for it only on 마이페이지): the member passes 마이페이지 first, in the old app's query form.
    expect(await readAs(v.boolean(), await applicant.post('/v1/members/check-password', undefined, { password: 'demo1234!' }))).toBe(true);
    const res = await applicant.multipart('POST', '/v1/partner-contracts', [
      {
        name: 'request',
        json: {
          contractType: 'INDIVIDUAL',
          companyName: '지우메디컬',
          businessNumber: '1248100998',
          bankName: '국민은행',
          accountNumber: '12345678901234',
        },
      },
      { name: 'business_registration', file: new File([PDF], '사업자등록증.pdf', { type: 'application/pdf' }) },
      { name: 'cso_certificate', file: new File([PNG], 'CSO 신고증.png', { type: 'image/png' }) },
      { name: 'education_certificate', file: new File([PDF], '교육이수증_2026.pdf', { type: 'application/pdf' }) },
    ]);
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    const { contract, files } = await statusView(applicant);
    expect(contract.status).toBe('PENDING');
    expect(Object.fromEntries(files.map((f) => [f.kind, f.name]))).toEqual({
      BUSINESS_REGISTRATION: '사업자등록증.pdf',
      CSO_CERTIFICATE: 'CSO 신고증.png',
      SALES_EDUCATION_CERT: '교육이수증_2026.pdf',
    });
  });
});
