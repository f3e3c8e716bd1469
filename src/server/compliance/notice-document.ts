import type { Day } from '../../lib/compliance-rules';
import { createTurns } from '../../lib/turns';
import { ApiHttpError } from '../http';
import type { Db } from '../db';
import type { Member } from '../db/schema';
import { latestContract } from '../partner-contracts/contracts';
import { subjectRecords } from './items';
import { contractDateOf, ownNotice } from './notices';
import { recordRows, type RecordRow } from './records';
import { renderRedelegationNotice, type NoticeDocumentInput } from './notice-pdf';

// The re-delegation notice as a document, filled from what the member already entered: their approved contract
// (company, business number) and phone, their own and the dealer's latest 신고증, the drug company and the dates.
// Anything not on record stays blank on the form, to be written in by hand before signing.

const businessNumberText = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;

/** The latest 신고증 of a subject (by issue date). */
function latestCertificate(rows: readonly RecordRow[], dealerName: string | null): RecordRow | null {
  const own = rows.filter((r) => r.dealerName === dealerName);
  const issuedAt = subjectRecords(own).certificateIssuedAt;
  return own.filter((r) => r.kind === 'CSO_CERTIFICATE' && r.issuedAt === issuedAt).at(-1) ?? null;
}

export async function noticeDocumentInput(db: Db, member: Member, noticeId: number): Promise<NoticeDocumentInput> {
  const notice = await ownNotice(db, member.id, noticeId);
  const [contract, rows] = await Promise.all([latestContract(db, member.id), recordRows(db, member.id)]);
  const approved = contract?.status === 'APPROVED' ? contract : null;
  const company = approved?.contractType === 'ORGANIZATION';
  const mine = latestCertificate(rows, null);
  const theirs = latestCertificate(rows, notice.dealerName);
  return {
    notifier: {
      name: company ? approved.companyName : member.name,
      representative: member.name,
      businessNumber: approved ? businessNumberText(approved.businessNumber) : null,
      phone: member.phoneNumber,
      address: null,
      certificateNumber: mine?.number ?? null,
      certificateAuthority: mine?.authority ?? null,
    },
    subcontractor: {
      name: notice.dealerName,
      certificateNumber: theirs?.number ?? null,
      certificateAuthority: theirs?.authority ?? null,
      certificateIssuedAt: theirs?.issuedAt ?? null,
    },
    drugCompanyName: notice.drugCompanyName,
    contractDate: contractDateOf(notice),
    noticeDate: notice.notice.sentAt,
  };
}

/** Notices drawn at once (each takes 50–150 ms of CPU and a font subset) and waiting; one more is refused. */
export const NOTICE_RENDERS_AT_ONCE = 2;
export const NOTICE_RENDERS_WAITING = 16;
const inTurn = createTurns(
  NOTICE_RENDERS_AT_ONCE,
  NOTICE_RENDERS_WAITING,
  () => new ApiHttpError(503, 'BUSY', '통보서를 만드는 요청이 많습니다. 잠시 후 다시 시도해 주세요.', { 'Retry-After': '5' }),
);

/** The notice's PDF and a file name for it (통보서_딜러_제약사_계약일.pdf). */
export async function noticeDocument(db: Db, member: Member, noticeId: number): Promise<{ pdf: Uint8Array; fileName: string }> {
  const input = await noticeDocumentInput(db, member, noticeId);
  const fileName = `재위탁통보서_${input.subcontractor.name}_${input.drugCompanyName}_${input.contractDate as Day}.pdf`;
  return { pdf: await inTurn(() => renderRedelegationNotice(input)), fileName };
}
