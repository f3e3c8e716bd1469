import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { CONTRACT_FILE_EXTENSIONS, CONTRACT_FILE_MAX_BYTES, type ContractFilePart } from '../../api/partner-contract-files';
import type { Db } from '../db';
import { partnerContractFiles, type PartnerContractFileRow } from '../db/schema';
import { ApiHttpError, badRequest } from '../http';
import type { StagedFiles, Tx } from '../files/staged';
import { getStorage } from '../files/storage';
import { bodySize } from '../files/file-storage';
import { cleanFileName, extensionOf, fileTypeOf, headOf, type AcceptedFile } from '../files/uploads';

// The documents of an application: PDF, JPG or PNG by extension AND first bytes, at most 10 MB each. Their bytes are
// written before the application; the application's transaction inserts their rows with it (bytes no row references,
// after a crash in between, are swept by upload-cleanup.ts). Unclaimed rows (contract_id null) were written by an
// older version of this code before the bytes; they are still swept after an hour.

export const UNCLAIMED_FILE_TTL_MS = 60 * 60 * 1000;
const MB = 1024 * 1024;

export interface ContractDocument extends AcceptedFile {
  part: ContractFilePart;
}

/** Checks one document; throws 400 / 413 / 415 in Korean naming the document. */
export async function acceptDocument(part: ContractFilePart, file: File): Promise<ContractDocument> {
  const name = cleanFileName(file.name);
  const label = `${part.label}: ${name}`;
  if (file.size > CONTRACT_FILE_MAX_BYTES) {
    throw new ApiHttpError(413, 'FILE_TOO_LARGE', `파일은 하나에 ${CONTRACT_FILE_MAX_BYTES / MB}MB까지 올릴 수 있습니다. (${label})`);
  }
  if (file.size === 0) throw badRequest(`빈 파일은 올릴 수 없습니다. (${label})`);
  const extension = extensionOf(name);
  const type = (CONTRACT_FILE_EXTENSIONS as readonly string[]).includes(extension) ? fileTypeOf(extension) : undefined;
  if (!type) throw new ApiHttpError(415, 'UNSUPPORTED_FILE_TYPE', `PDF, JPG, PNG 파일만 올릴 수 있습니다. (${label})`);
  if (!type.matches(await headOf(file))) {
    throw new ApiHttpError(415, 'FILE_CONTENT_MISMATCH', `파일 내용이 확장자(.${extension})와 맞지 않습니다. (${label})`);
  }
  return { part, name, extension, contentType: type.contentType, bytes: file };
}

/** A document of an application of the member, or null (unknown, unclaimed or another member's). */
export async function memberDocument(db: Db, memberId: number, id: number): Promise<PartnerContractFileRow | null> {
  const [file] = await db.select().from(partnerContractFiles).where(eq(partnerContractFiles.id, id));
  if (!file || file.contractId === null || file.memberId !== memberId) return null;
  return file;
}

/** The rows of an application's documents whose bytes are staged (inside the application's transaction). */
export async function insertDocumentRows(
  tx: Tx,
  memberId: number,
  contractId: number,
  staged: StagedFiles<ContractDocument>,
): Promise<PartnerContractFileRow[]> {
  if (!staged.files.length) return [];
  return tx
    .insert(partnerContractFiles)
    .values(
      staged.files.map((d, i) => ({
        memberId,
        contractId,
        fileType: d.part.type,
        storageKey: staged.keys[i] as string,
        originalName: d.name,
        contentType: d.contentType,
        size: bodySize(d.bytes),
      })),
    )
    .returning();
}

/** Removes document rows and their bytes (failures to remove bytes are left to the sweep's next round). */
export async function dropDocuments(db: Db, rows: PartnerContractFileRow[]): Promise<void> {
  if (!rows.length) return;
  const storage = getStorage();
  await Promise.all(rows.map((r) => storage.remove(r.storageKey).catch(() => undefined)));
  await db.delete(partnerContractFiles).where(
    inArray(
      partnerContractFiles.id,
      rows.map((r) => r.id),
    ),
  );
}

/** Sweeps documents no application claimed within the hour; answers how many. */
export async function sweepUnclaimedDocuments(db: Db, now: Date = new Date()): Promise<number> {
  const stale = await db
    .select()
    .from(partnerContractFiles)
    .where(
      and(isNull(partnerContractFiles.contractId), lt(partnerContractFiles.createdAt, new Date(now.getTime() - UNCLAIMED_FILE_TTL_MS))),
    );
  await dropDocuments(db, stale);
  return stale.length;
}
