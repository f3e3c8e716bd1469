import { and, inArray, isNull, lt } from 'drizzle-orm';
import { CONTRACT_FILE_EXTENSIONS, CONTRACT_FILE_MAX_BYTES, type ContractFilePart } from '../../api/partner-contract-files';
import type { Db } from '../db';
import { partnerContractFiles, type PartnerContractFileRow } from '../db/schema';
import { ApiHttpError, badRequest } from '../http';
import { bodySize, getStorage, newStorageKey } from '../storage';
import { cleanFileName, extensionOf, fileTypeOf, headOf, type AcceptedFile } from '../uploads';

// The documents of an application: PDF, JPG or PNG by extension AND first bytes, at most 10 MB each. They are written
// before the application: first an unclaimed row (contract_id null), then the bytes; the application's transaction
// claims them. What is never claimed (a failed application, a crash in between) is swept after an hour.

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

/** Writes unclaimed rows and then the bytes of the documents; answers the rows (everything undone on failure). */
export async function storeDocuments(db: Db, memberId: number, docs: ContractDocument[]): Promise<PartnerContractFileRow[]> {
  if (!docs.length) return [];
  const rows = await db
    .insert(partnerContractFiles)
    .values(
      docs.map((d) => ({
        memberId,
        fileType: d.part.type,
        storageKey: newStorageKey('contract', d.extension),
        originalName: d.name,
        contentType: d.contentType,
        size: bodySize(d.bytes),
      })),
    )
    .returning();
  try {
    const storage = getStorage();
    await Promise.all(
      rows.map((r, i) =>
        storage.put(r.storageKey, (docs[i] as ContractDocument).bytes, { contentType: r.contentType, name: r.originalName }),
      ),
    );
  } catch (err) {
    await dropDocuments(db, rows);
    throw err;
  }
  return rows;
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
