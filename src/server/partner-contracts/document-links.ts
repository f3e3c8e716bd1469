import { createHash } from 'node:crypto';
import type { Db } from '../db';
import type { PartnerContractFileRow } from '../db/schema';
import { memberDocument } from './documents';

// The link of an application's document. The contract's clients take a document's name from its URL: the last path
// segment, minus a `uuid_` prefix, percent-decoded. So a link is absolute and ends in `{uuid}_{name}`:
//   https://host/v1/partner-contracts/files/{id}/{uuid}_{percent-encoded name}
// The id names the file; the segment must be exactly the file's own (else 404), so it cannot reach another file and
// a link is not a capability: the route checks the session's member as for `/files/{id}`. The uuid is derived from
// the file's storage key (stable, and it does not reveal the key); the name is the original (NFC) name, encoded with
// encodeURIComponent so that decodeURIComponent gives it back, Korean and `%` included.

type LinkedFile = Pick<PartnerContractFileRow, 'id' | 'storageKey' | 'originalName'>;

/** A UUID-shaped token of the file (version nibble 8: derived, not random). */
export function documentToken(storageKey: string): string {
  const hex = createHash('sha256').update(`partner-contract-document:${storageKey}`).digest('hex').slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The last segment of the link, decoded: `{uuid}_{name}`. */
export const documentSegment = (file: LinkedFile) => `${documentToken(file.storageKey)}_${file.originalName.normalize('NFC')}`;

/** The absolute link of the document at `origin` (`scheme://host[:port]`). */
export const documentUrl = (origin: string, file: LinkedFile) =>
  `${origin}/v1/partner-contracts/files/${file.id}/${encodeURIComponent(documentSegment(file))}`;

/** The document a link names: the member's own, and only when the last segment is exactly the file's (else null). */
export async function memberDocumentAt(db: Db, memberId: number, id: number, segment: string) {
  const file = await memberDocument(db, memberId, id);
  return file && documentSegment(file) === segment.normalize('NFC') ? file : null;
}
