import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Page, StaffAuditItem } from '../../src/api/types';
import { staffAudit } from '../../src/server/db/schema';
import { getDb } from '../../src/server/runtime/database';
import { call } from './helpers';
import { cookieOf } from './content-helpers';
import { as, auditOf, createStaff, staffSession } from './staff-helpers';

// The staff audit trail (감사 로그) through the API: newest first, its filters, the .xlsx of the same rows (with who
// exported it and when, itself an audit row), and the table that refuses UPDATE, DELETE and TRUNCATE (raw SQL: this
// file runs on PGlite in the unit project and on PostgreSQL with test:pg).

const list = (q: string) => as<Page<StaffAuditItem>>('demo_admin', 'GET', `/v1/admin/audit${q ? `?${q}` : ''}`);

async function workbookOf(res: Response) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
  return book;
}
const rowsOf = (sheet: ExcelJS.Worksheet | undefined) => {
  const out: string[][] = [];
  sheet?.eachRow((row) => out.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return out;
};

describe('the audit trail list', () => {
  it('answers newest first with every filter, at most 100 a page', async () => {
    const manager = await staffSession({ permissions: ['PERMISSION_MANAGEMENT', 'CUSTOMER_SERVICE'] });
    const target = await createStaff({ permissions: ['CUSTOMER_SERVICE'] }, manager.cookie);
    await as(manager.cookie, 'POST', `/v1/admin/staff/${target.userId}/disable`, { reason: '감사 확인' });

    const all = await list('size=100');
    expect(all.status).toBe(200);
    const ats = all.json.content.map((r) => `${r.at}#${String(r.id).padStart(10, '0')}`);
    expect(ats).toEqual([...ats].sort().reverse());

    const mine = await list(`staff=${manager.userId}`);
    expect(mine.json.content.map((r) => r.action)).toEqual([
      'STAFF_DISABLED',
      'STAFF_CREATED',
      'SIGN_IN',
      'SECOND_FACTOR_ENROLLED',
      'STAFF_PASSWORD_SET',
    ]);
    expect(mine.json.content[0]).toMatchObject({
      staffUserId: manager.userId,
      staffName: '새운영자',
      targetKind: 'STAFF',
      targetId: target.userId,
      reason: '감사 확인',
      changes: { accountStatus: ['ACTIVATED', 'BLOCKED'] },
    });
    expect((await list(`staff=${manager.userId.toUpperCase()}&action=STAFF_CREATED`)).json.content.map((r) => r.targetId)).toEqual([
      target.userId,
    ]);
    expect((await list(`targetKind=STAFF&targetId=${target.userId}`)).json.content.map((r) => r.action)).toEqual([
      'STAFF_DISABLED',
      'STAFF_CREATED',
    ]);
    expect((await list('staff=nobody_at_all')).json).toMatchObject({ totalElements: 0, content: [] });

    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date());
    expect((await list(`targetId=${target.userId}&from=${today}&to=${today}`)).json.totalElements).toBe(2);
    expect((await list(`targetId=${target.userId}&to=2020-01-01`)).json.totalElements).toBe(0);
    expect((await list(`targetId=${target.userId}&from=2099-01-01`)).json.totalElements).toBe(0);

    const paged = await list('size=2&page=1');
    expect(paged.json).toMatchObject({ size: 2, number: 1 });
    expect(paged.json.content.map((r) => r.id)).toEqual(all.json.content.slice(2, 4).map((r) => r.id));

    for (const q of [
      'size=101',
      'action=DROP',
      'targetKind=ANY',
      'from=2026-13-01',
      'from=2026-05-02&to=2026-05-01',
      `targetId=${'1'.repeat(101)}`,
    ]) {
      const res = await list(q);
      expect(res.status, q).toBe(400);
      expect(res.json.message).toMatch(/[가-힣]/);
    }
  });
});

describe('the audit trail export', () => {
  it('streams the filtered rows with who exported them and when, and is audited itself', async () => {
    const target = await createStaff({ permissions: ['BANNER_MANAGEMENT'] });
    await as('demo_admin', 'POST', `/v1/admin/staff/${target.userId}/disable`, { reason: '내보내기 확인' });
    const res = await call(`/v1/admin/audit/export.xlsx?targetId=${target.userId}`, { cookie: await cookieOf('demo_admin') });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; .*filename\*=UTF-8''/);
    const book = await workbookOf(res);
    const cover = rowsOf(book.getWorksheet('내보내기 정보'));
    expect(cover[1]).toEqual(['내보낸 운영자', 'demo_admin (강태오)']);
    expect(cover[2]?.[0]).toBe('내보낸 일시');
    expect(cover[2]?.[1]).toMatch(/^\d{4}\. \d{2}\. \d{2}\. \d{2}:\d{2}:\d{2}$/);
    expect(cover[3]).toEqual(['조건', `대상 번호 ${target.userId}`]);
    const rows = rowsOf(book.getWorksheet('감사 로그'));
    expect(rows[0]).toEqual(['일시', '운영자', '이름', '작업', '대상', '대상 번호', '변경 내용', '사유']);
    expect(rows.slice(1).map((r) => r[3])).toEqual(['운영자 비활성화', '운영자 등록']);
    expect(rows[1]?.slice(1)).toEqual([
      'demo_admin',
      '강태오',
      '운영자 비활성화',
      '운영자',
      target.userId,
      '상태: 활성 → 비활성',
      '내보내기 확인',
    ]);
    expect(rows[2]?.[6]).toContain('권한: 없음 → 배너관리');
    const [exported] = (await list('action=EXPORTED&size=1')).json.content;
    expect(exported).toMatchObject({ staffUserId: 'demo_admin', targetKind: 'AUDIT_LOG', targetId: `대상 번호 ${target.userId}` });
    // The list's page is not the export's: every row of the filters is in the file.
    const whole = await call('/v1/admin/audit/export.xlsx?page=3', { cookie: await cookieOf('demo_admin') });
    expect(whole.status).toBe(200);
    expect(rowsOf((await workbookOf(whole)).getWorksheet('감사 로그')).length).toBeGreaterThan(3);
    expect((await as('demo_admin', 'GET', '/v1/admin/audit/export.xlsx?action=NOPE')).status).toBe(400);
  });
});

describe('the audit table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, even as raw SQL', async () => {
    const db = await getDb();
    const [row] = await auditOf('demo_admin');
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(staffAudit);
    for (const statement of [
      sql`update staff_audit set reason = 'changed' where id = (select max(id) from staff_audit)`,
      sql`delete from staff_audit where id = (select max(id) from staff_audit)`,
      sql`delete from staff_audit`,
      sql`truncate staff_audit`,
    ]) {
      await expect(db.execute(statement)).rejects.toThrow();
    }
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(staffAudit);
    expect(after).toEqual(before);
    if (row) expect((await auditOf('demo_admin'))[0]).toEqual(row);
    expect(before[0]!.n).toBeGreaterThan(0);
  });
});
