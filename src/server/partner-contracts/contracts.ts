import { and, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { isContractMember, type PartnerContractFileType } from '../../api/enums';
import { CONTRACT_FILE_PARTS, isRequiredPart, missingFileMessage, type ContractFilePartName } from '../../api/partner-contract-files';
import type { partnerContractRequestSchema } from '../../api/schema/partner-contracts';
import type { PartnerContractDetails } from '../../api/types';
import { withStagedFiles } from '../files/staged';
import type { Db } from '../db';
import {
  members,
  partnerContractFiles,
  partnerContracts,
  type Member,
  type PartnerContractFileRow,
  type PartnerContractRow,
} from '../db/schema';
import { forgetMember } from '../auth/sessions';
import { ApiHttpError, badRequest, toWireDateTime } from '../http';
import { documentUrl } from './document-links';
import { acceptDocument, insertDocumentRows, type ContractDocument } from './documents';

// Partner-contract applications. Rules: a member has at most one application under review; one rejected or cancelled
// may be followed by a new one; a contract member (or one with an approved application) cannot apply again. The
// documents' bytes are stored first and their rows inserted in the transaction that writes the application and the
// member's contract status, so an application is there with all its documents or not at all.

export type ContractRequest = v.InferOutput<typeof partnerContractRequestSchema>;

const pending = () => new ApiHttpError(409, 'APPLICATION_PENDING', '검토 중인 계약 신청이 있습니다. 검토가 끝난 뒤 다시 신청해 주세요.');
const contracted = () => new ApiHttpError(409, 'ALREADY_CONTRACTED', '이미 계약이 완료된 회원입니다.');

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** The member's latest application, or null. */
export async function latestContract(db: Db, memberId: number): Promise<PartnerContractRow | null> {
  const [row] = await db
    .select()
    .from(partnerContracts)
    .where(eq(partnerContracts.memberId, memberId))
    .orderBy(desc(partnerContracts.id))
    .limit(1);
  return row ?? null;
}

/** Why the member may not apply now (409), or nothing. */
function refusal(member: Pick<Member, 'partnerContractStatus'>, latest: PartnerContractRow | null): ApiHttpError | null {
  if (isContractMember(member.partnerContractStatus) || latest?.status === 'APPROVED') return contracted();
  if (latest?.status === 'PENDING') return pending();
  return null;
}

/** The checked documents of a request, by part: the required ones must be there (400 naming the first missing). */
export async function documentsOf(member: Member, files: Record<ContractFilePartName, File[]>): Promise<ContractDocument[]> {
  const docs: ContractDocument[] = [];
  for (const part of CONTRACT_FILE_PARTS) {
    const file = files[part.part][0];
    if (!file) {
      if (isRequiredPart(part.part, member.partnerContractStatus)) throw badRequest(missingFileMessage(part.label));
      continue;
    }
    docs.push(await acceptDocument(part, file));
  }
  return docs;
}

/** Writes an application with its documents (all or nothing); answers its id. 409 when the member may not apply. */
export async function applyForContract(db: Db, member: Member, request: ContractRequest, docs: ContractDocument[]): Promise<number> {
  const early = refusal(member, await latestContract(db, member.id));
  if (early) throw early;
  try {
    // The documents' bytes first; the application and their rows in one transaction (the bytes go if it fails).
    const id = await withStagedFiles(
      'contract',
      docs,
      (staged) =>
        db.transaction(async (tx) => {
          // The member row is the lock: concurrent applications of one member are decided one after the other.
          const [locked] = await tx.select().from(members).where(eq(members.id, member.id)).for('update');
          const [latest] = await tx
            .select()
            .from(partnerContracts)
            .where(eq(partnerContracts.memberId, member.id))
            .orderBy(desc(partnerContracts.id))
            .limit(1);
          const late = refusal(locked ?? member, latest ?? null);
          if (late) throw late;
          const [row] = await tx
            .insert(partnerContracts)
            .values({ memberId: member.id, ...request })
            .returning({ id: partnerContracts.id });
          const id = (row as { id: number }).id;
          await insertDocumentRows(tx, member.id, id, staged);
          await tx.update(members).set({ contractStatus: 'PENDING', updatedAt: new Date() }).where(eq(members.id, member.id));
          return id;
        }),
      { db, memberId: member.id },
    );
    forgetMember(member.id); // the session carries the contract status: the next request reads it anew
    return id;
  } catch (err) {
    throw isUniqueViolation(err) ? pending() : err;
  }
}

/** An application as the contract's PartnerContractDetails; document links are absolute at `origin`. */
export async function contractDetails(db: Db, row: PartnerContractRow, origin: string): Promise<PartnerContractDetails> {
  const files: PartnerContractFileRow[] = await db
    .select()
    .from(partnerContractFiles)
    .where(and(eq(partnerContractFiles.contractId, row.id)));
  const fileUrls: Partial<Record<PartnerContractFileType, string>> = {};
  const fileNames: Partial<Record<PartnerContractFileType, string>> = {};
  for (const f of files) {
    fileUrls[f.fileType] = documentUrl(origin, f);
    fileNames[f.fileType] = f.originalName;
  }
  return {
    id: row.id,
    contractType: row.contractType,
    companyName: row.companyName,
    businessNumber: row.businessNumber,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    status: row.status,
    contractDate: toWireDateTime(row.contractDate),
    fileUrls,
    fileNames,
    rejectionReason: row.status === 'REJECTED' ? (row.rejectionReason ?? null) : null,
    endReason: row.status === 'CANCELLED' ? (row.endReason ?? null) : null,
    submittedAt: toWireDateTime(row.createdAt),
  };
}
