import type { Readable } from 'node:stream';
import { AccountStatus, ContractStatus, MemberType, PartnerContractStatus, Role, isContractMember } from '../../api/enums';
import type { MemberExport } from '../../api/schema/admin-members';
import type { Db } from '../db';
import type { Member } from '../db/schema';
import { streamedXlsx } from '../http/xlsx-stream';
import { recordStaffAction } from './audit';
import { personalOf, type MemberListRow } from './member-rows';
import { checkRolesFilter, memberBatches, type MemberFilters } from './member-search';

// The member list as a spreadsheet (`GET /v1/members/excel-download`): every row of the filters, newest first, written
// while it is sent (a batch of rows at a time, http/xlsx-stream.ts), so a list of any length is never held in memory
// and no row limit cuts it short. Personal fields are masked unless the staff member asked for them with a reason.
// Each export is one EXPORTED row of the audit trail (its filters, whether it holds personal fields, the reason),
// written before the first byte; the file names who made it and when, on its first sheet and in its properties.

export const EXPORT_INFO_SHEET = '내보내기 정보';
export const EXPORT_MEMBER_SHEET = '회원목록';

const seoulTime = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Seoul', hour12: false });
const when = (d: Date | null) => (d ? seoulTime.format(d) : '');

/** Filter labels as the info sheet prints them. */
const filterLabels: Record<keyof MemberFilters, string> = {
  memberId: '회원번호',
  userId: '아이디',
  name: '회원명',
  nickname: '닉네임',
  phoneNumber: '연락처',
  phoneLast4: '연락처 뒷자리',
  email: '이메일',
  companyName: '회사명',
  contractStatus: '계약상태',
  memberType: '회원 유형',
  accountStatus: '계정상태',
  roles: '권한',
  filterDeleted: '탈퇴 회원 제외',
  startAt: '가입 시작일',
  endAt: '가입 종료일',
};

function filtersOf(q: MemberExport): Partial<MemberFilters> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(filterLabels) as (keyof MemberFilters)[]) if (q[key] !== undefined) out[key] = q[key];
  return out as Partial<MemberFilters>;
}

const filterText = (filters: Partial<MemberFilters>) =>
  Object.entries(filters)
    .map(([k, value]) => `${filterLabels[k as keyof MemberFilters]}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join(' / ') || '전체';

const contractLabel = (r: MemberListRow) =>
  isContractMember(r.partnerContractStatus)
    ? ContractStatus.label('CONTRACT')
    : r.contractStatus === 'PENDING'
      ? '검토중'
      : r.contractStatus
        ? PartnerContractStatus.label(r.contractStatus)
        : ContractStatus.label('NON_CONTRACT');

const columns: { header: string; width: number; value: (r: MemberListRow, reveal: boolean) => string | number }[] = [
  { header: '회원번호', width: 10, value: (r) => r.id },
  { header: '아이디', width: 16, value: (r) => r.userId },
  { header: '회원명', width: 12, value: (r) => r.name },
  { header: '닉네임', width: 14, value: (r) => r.nickname },
  { header: '회원 유형', width: 10, value: (r) => MemberType.label(r.partnerContractStatus) },
  { header: '계약상태', width: 10, value: contractLabel },
  { header: '회사명', width: 18, value: (r) => r.companyName ?? '' },
  { header: '연락처', width: 15, value: (r, reveal) => personalOf(r, reveal).phoneNumber },
  { header: '이메일', width: 24, value: (r, reveal) => personalOf(r, reveal).email },
  { header: '생년월일', width: 12, value: (r, reveal) => personalOf(r, reveal).birthDate },
  { header: 'CSO 신고증', width: 10, value: (r) => (r.csoCertUrl ? 'Y' : 'N') },
  { header: '계정상태', width: 10, value: (r) => AccountStatus.label(r.accountStatus) },
  { header: '마케팅 수신동의', width: 14, value: (r) => (r.marketingSms || r.marketingEmail || r.marketingPush ? '동의' : '미동의') },
  { header: '권한', width: 10, value: (r) => Role.label(r.role) },
  { header: '가입일', width: 20, value: (r) => when(r.createdAt) },
  { header: '최종접속일', width: 20, value: (r) => when(r.lastLoginAt) },
];

/**
 * Audits the export and answers the workbook's stream. `reveal` needs the reason the schema already asked for. The
 * audit row commits before the stream starts: a download that breaks off was still asked for.
 */
export async function memberExport(db: Db, staff: Member, q: MemberExport, now = new Date()): Promise<Readable> {
  checkRolesFilter(staff, q.roles);
  const reveal = q.reveal === true;
  const filters = filtersOf(q);
  await db.transaction(async (tx) => {
    await recordStaffAction(tx, staff, {
      action: 'EXPORTED',
      targetKind: 'MEMBER_LIST',
      targetId: 'members',
      changes: { filters: [null, filters], personalFields: [null, reveal] },
      reason: q.reason ?? null,
    });
  });
  const stamp = `${staff.userId} · ${when(now)}`;
  return streamedXlsx(
    async (book) => {
      const info = book.sheet(EXPORT_INFO_SHEET, [
        { header: '항목', width: 16 },
        { header: '내용', width: 60 },
      ]);
      info.add(['내보낸 운영자', staff.userId]);
      info.add(['내보낸 시각', when(now)]);
      info.add(['조건', filterText(filters)]);
      info.add(['개인정보', reveal ? '포함 (취급 주의)' : '가림']);
      if (reveal) info.add(['사유', q.reason ?? '']);
      info.end();

      const sheet = book.sheet(EXPORT_MEMBER_SHEET, columns, { freeze: true, center: true });
      for await (const rows of memberBatches(db, q)) {
        for (const r of rows) sheet.add(columns.map((c) => c.value(r, reveal)));
        await sheet.paced();
      }
      sheet.end();
    },
    undefined,
    {
      creator: staff.userId,
      created: now,
      title: '회원목록',
      subject: reveal ? '회원목록 (개인정보 포함)' : '회원목록 (개인정보 가림)',
      description: `내보낸 운영자 ${stamp}`,
    },
  );
}
