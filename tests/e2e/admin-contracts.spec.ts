import { crc32, deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { bothModes, colourMode, hydrated, signIn } from './helpers';

// 계약 심사 and CSO 신고증 심사 in two browsers: a new member signs up and applies, demo_ops_members approves in the
// console and the member opens /prescriptions; a rejection's reason reaches the member (the page and the notification);
// a CSO certificate approved opens the anonymous board. Each journey makes its own member, so they run in any order.

const PASSWORD = 'Review1234!';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
/** A real PNG (a page-like grey sheet with a dark frame and lines), so the viewer shows a picture, not a broken icon. */
function pagePng(width = 420, height = 594): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, body.length + 4);
    return out;
  };
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(width + 1);
    for (let x = 0; x < width; x++) {
      const frame = x < 12 || x >= width - 12 || y < 12 || y >= height - 12;
      const line = y > 80 && y % 36 < 4 && x > 40 && x < width - 40 - ((y * 7) % 120);
      row[x + 1] = frame ? 90 : line ? 150 : 250;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const PNG = pagePng();
const run = Date.now() % 1_000_000;
let serial = 0;

interface NewMember {
  userId: string;
  name: string;
}

/** A member made through the API (the demo identity provider's form, then sign-up), signed in on `request`. */
async function signUp(request: APIRequestContext, name: string): Promise<NewMember> {
  serial += 1;
  const n = String((run * 10 + serial + 500) % 100_000_000).padStart(8, '0');
  const who = { userId: `rv${run}${serial}`, phone: `010-${n.slice(0, 4)}-${n.slice(4)}`, name };
  const { certNum } = await (
    await request.post('/v1/kmc/auth/request', { data: { cpId: 'MEDIPANDA', urlCode: 'WEB', certMet: 'M', plusInfo: 'WEB' } })
  ).json();
  const verified = await request.post('/v1/kmc/auth/launch', {
    form: { certNum, choice: 'typed', name, birthDate: '1991-04-05', gender: 'FEMALE', phoneNumber: who.phone },
  });
  expect(verified.status()).toBe(200);
  const body = { userId: who.userId, password: PASSWORD, email: 'review@example.com', certNum, termsAgreed: true, privacyAgreed: true };
  const signup = await request.post('/v1/members', {
    multipart: { request: { name: 'request.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(body)) } },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const login = await request.post('/v1/auth/login', { data: { userId: who.userId, password: PASSWORD, device: null } });
  expect(login.status()).toBe(200);
  return { userId: who.userId, name };
}

async function memberBrowser(browser: Browser, name: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const member = await signUp(page.request, name);
  return { context, page, member };
}

/** demo_ops_members (or demo_admin) signed in, in a browser of its own. */
async function staffBrowser(browser: Browser, userId: 'demo_ops_members' | 'demo_admin' = 'demo_ops_members') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, userId);
  return { context, page };
}

/** The password re-check an application and my info need (as the member's pages ask it). */
async function recheck(request: APIRequestContext) {
  const res = await request.post('/v1/members/check-password', { data: { password: PASSWORD } });
  expect(await res.json()).toBe(true);
}

/** Applies with the four documents through the API (the form itself has its own journey in partner-contract.spec.ts). */
async function applyByApi(request: APIRequestContext, companyName: string) {
  await recheck(request);
  const res = await request.post('/v1/partner-contracts', {
    multipart: {
      request: {
        name: 'request.json',
        mimeType: 'application/json',
        buffer: Buffer.from(
          JSON.stringify({
            contractType: 'INDIVIDUAL',
            companyName,
            businessNumber: '2208162517',
            bankName: '국민은행',
            accountNumber: '98765432101',
          }),
        ),
      },
      business_registration: { name: '사업자등록증.png', mimeType: 'image/png', buffer: PNG },
      subcontract_agreement: { name: '재위탁계약서.pdf', mimeType: 'application/pdf', buffer: PDF },
      cso_certificate: { name: 'CSO신고증.png', mimeType: 'image/png', buffer: PNG },
      education_certificate: { name: '교육이수증.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function noSeriousAxeViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).include('#main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

/** axe in both colour modes, then photographs at 1280 and 360 px in both. */
async function look(page: Page, name: string) {
  for (const mode of ['light', 'dark'] as const) {
    await colourMode(page, mode);
    await noSeriousAxeViolations(page, `${name} (${mode})`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await bothModes(page, `${name}-1280`);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at 360 px`).toBeLessThanOrEqual(360);
  await bothModes(page, `${name}-360`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Opens an application from the queue with the keyboard: search its member, j to its row, Enter. */
async function openFromQueue(page: Page, path: string, member: NewMember) {
  await page.goto(path);
  await page.getByRole('searchbox', { name: '검색어' }).fill(member.userId);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  const row = page.getByRole('link', { name: new RegExp(member.name) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '전체 1건' })).toBeVisible();
  await expect(page.locator('[data-keys-ready]')).toBeAttached();
  await page.keyboard.press('j');
  await expect(row).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${path}/[^/?]+$`));
  await hydrated(page.getByRole('button', { name: '반려', exact: true }));
}

test('a new member applies in the form, demo_ops_members approves, and the member opens 실적관리 at once', async ({ browser }) => {
  test.setTimeout(180_000); // sign-up, four uploads, two browsers, eight photographs and axe
  const partner = await memberBrowser(browser, '심사신청인');
  const staff = await staffBrowser(browser);
  const p = partner.page;

  // The member applies through the form (after the password re-check, as every session must).
  await p.goto('/partner-contract');
  await expect(p).toHaveURL('/mypage/guard?next=%2Fpartner-contract');
  await p.getByPlaceholder('비밀번호를 입력해주세요.').fill(PASSWORD);
  await p.getByRole('button', { name: '확인', exact: true }).click();
  await expect(p).toHaveURL('/partner-contract');
  await expect(p.getByRole('button', { name: '판매위수탁 교육이수증 올리기' })).toBeEnabled();
  await p.getByText('개인', { exact: true }).click();
  await p.getByLabel('회사명').fill('심사메디컬');
  await p.getByLabel('사업자등록번호').pressSequentially('2208162517');
  await p.getByRole('button', { name: '은행 선택' }).click();
  const banks = p.getByRole('dialog', { name: '기관선택' });
  await banks.getByRole('searchbox', { name: '은행·증권사 검색' }).fill('국민');
  await banks.getByRole('button', { name: '국민은행', exact: true }).click();
  await p.getByLabel('계좌번호').fill('98765432101');
  for (const [label, file] of [
    ['사업자등록증', { name: '사업자등록증.png', mimeType: 'image/png', buffer: PNG }],
    ['재위탁계약서', { name: '재위탁계약서.pdf', mimeType: 'application/pdf', buffer: PDF }],
    ['CSO 신고증', { name: 'CSO신고증.png', mimeType: 'image/png', buffer: PNG }],
    ['판매위수탁 교육이수증', { name: '교육이수증.pdf', mimeType: 'application/pdf', buffer: PDF }],
  ] as const) {
    await p
      .getByLabel(new RegExp(`^${label}`))
      .and(p.locator('input[type=file]'))
      .setInputFiles(file);
    await expect(p.getByRole('list', { name: `${label} 파일` })).toBeVisible();
  }
  await p.getByText('파트너사 계약을 신청합니다.').click();
  await p.getByRole('button', { name: '계약신청완료' }).click();
  await expect(p.getByText('계약서 검토중')).toBeVisible();
  expect((await p.goto('/prescriptions'))?.status(), '실적관리 before the approval').toBe(403);

  // The operator finds it in the queue (keyboard), reads it with its four documents and approves it.
  const s = staff.page;
  await s.goto('/admin/contracts');
  await expect(s.getByRole('link', { name: '심사 대기' })).toHaveAttribute('aria-current', 'page');
  await look(s, 'admin-contracts-queue');
  await openFromQueue(s, '/admin/contracts', partner.member);
  await expect(s.getByRole('heading', { name: `심사메디컬 · ${partner.member.name}` })).toBeVisible();
  await expect(s.getByText('220-**-***17')).toBeVisible();
  await expect(s.getByText('****2101')).toBeVisible();
  await expect(s.locator('main')).not.toContainText('98765432101');
  for (const tab of ['사업자등록증', '재위탁계약서', 'CSO 신고증', '판매위수탁 교육이수증']) {
    await expect(s.getByRole('button', { name: tab, exact: true })).toBeVisible();
  }
  await expect(s.getByRole('img', { name: /사업자등록증/ })).toBeVisible();
  const stage = s.getByTestId('document-stage');
  await stage.focus();
  await s.keyboard.press('ArrowRight');
  await expect(s.getByText(/2 \/ 4 · 재위탁계약서/)).toBeVisible();
  await s.keyboard.press('ArrowLeft');
  await s.keyboard.press('+');
  await s.keyboard.press('r');
  await expect(s.getByRole('img', { name: /사업자등록증/ })).toHaveAttribute('data-rotation', '90');
  await s.keyboard.press('0');
  await look(s, 'admin-contracts-review');

  await s.getByRole('button', { name: '승인', exact: true }).click();
  const confirm = s.getByRole('dialog', { name: '계약 승인' });
  await expect(confirm).toContainText(`${partner.member.name}(${partner.member.userId}) 회원의 「심사메디컬」`);
  await bothModes(s, 'admin-contracts-approve-dialog');
  await confirm.getByRole('button', { name: '승인', exact: true }).click();
  await expect(s.getByTestId('decision-result')).toContainText('승인했습니다');
  await expect(s.getByText('승인', { exact: true }).first()).toBeVisible();
  await expect(s.getByRole('button', { name: '계약 종료' })).toBeVisible();
  await bothModes(s, 'admin-contracts-approved');

  // The member's next request: 실적관리 opens, and the bell has the news.
  expect((await p.goto('/prescriptions'))?.status(), '실적관리 after the approval').toBe(200);
  await expect(p).toHaveURL('/prescriptions');
  await p.goto('/notifications');
  await expect(p.getByText('파트너사 계약이 승인되었습니다').first()).toBeVisible();
  await partner.context.close();
  await staff.context.close();
});

test('a rejection with a reason reaches the member: on the contract page and in the notifications', async ({ browser }) => {
  test.setTimeout(120_000);
  const partner = await memberBrowser(browser, '반려신청인');
  await applyByApi(partner.page.request, '반려메디컬');
  const staff = await staffBrowser(browser);
  const s = staff.page;
  await openFromQueue(s, '/admin/contracts', partner.member);
  await s.getByRole('button', { name: '반려', exact: true }).click();
  const dialog = s.getByRole('dialog', { name: '계약 신청 반려' });
  await dialog.getByRole('button', { name: '반려', exact: true }).click();
  await expect(dialog.getByText('반려 사유를 입력해 주세요.')).toBeVisible();
  const reason = '사업자등록증이 흐려 등록번호를 읽을 수 없습니다. 선명한 사본으로 다시 신청해 주세요.';
  await dialog.getByRole('textbox', { name: /반려 사유/ }).fill(reason);
  await bothModes(s, 'admin-contracts-reject-dialog');
  await dialog.getByRole('button', { name: '반려', exact: true }).click();
  await expect(s.getByTestId('decision-result')).toContainText('반려했습니다');
  await expect(s.getByText(reason)).toBeVisible();

  // The decided tab lists it; a second decision from a stale screen is refused (the screen's buttons are gone).
  await s.goto('/admin/contracts?status=REJECTED');
  await expect(s.getByRole('link', { name: new RegExp(partner.member.name) })).toBeVisible();

  const p = partner.page;
  await recheck(p.request);
  await p.goto('/partner-contract');
  await expect(p.getByTestId('rejection')).toContainText(reason);
  await expect(p.getByLabel('회사명')).toHaveValue('반려메디컬');
  await p.goto('/notifications');
  await expect(p.getByText('파트너사 계약 신청이 반려되었습니다').first()).toBeVisible();
  await expect(p.getByText(reason).first()).toBeVisible();
  await partner.context.close();
  await staff.context.close();
});

test('a CSO certificate approved in the console makes the member CSO: the anonymous board opens', async ({ browser }) => {
  test.setTimeout(150_000);
  const partner = await memberBrowser(browser, '신고증회원');
  const p = partner.page;
  await recheck(p.request);
  const upload = await p.request.patch(`/v1/members/${partner.member.userId}`, {
    multipart: {
      request: { name: 'request.json', mimeType: 'application/json', buffer: Buffer.from('{}') },
      file: { name: 'CSO신고증.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(upload.status(), await upload.text()).toBeLessThan(300);
  expect((await p.goto('/community/anonymous'))?.status(), 'the anonymous board before the approval').toBe(403);

  const staff = await staffBrowser(browser);
  const s = staff.page;
  await s.goto('/admin/cso-certificates');
  await look(s, 'admin-cso-queue');
  await openFromQueue(s, '/admin/cso-certificates', partner.member);
  await expect(s.getByRole('img', { name: /CSO 신고증/ })).toBeVisible();
  await look(s, 'admin-cso-review');
  await s.getByRole('button', { name: '승인', exact: true }).click();
  const dialog = s.getByRole('dialog', { name: 'CSO 신고증 승인' });
  await expect(dialog).toContainText(`${partner.member.name}(${partner.member.userId}) 회원의 CSO 신고증`);
  await dialog.getByRole('button', { name: '승인', exact: true }).click();
  await expect(s.getByTestId('decision-result')).toContainText('CSO 회원으로');

  expect((await p.goto('/community/anonymous'))?.status(), 'the anonymous board after the approval').toBe(200);
  await p.goto('/notifications');
  await expect(p.getByText('CSO 신고증이 승인되었습니다').first()).toBeVisible();
  await partner.context.close();
  await staff.context.close();
});
