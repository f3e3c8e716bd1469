import { Readable } from 'node:stream';
import { and, asc, eq, gte, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import yazl from 'yazl';
import { ComplianceKind, ExpenditureKind } from '../../api/compliance-enums';
import { contractRetainUntil, expenditureRetainUntil, type Day } from '../../lib/compliance-rules';
import type { Db } from '../db';
import {
  complianceRecords,
  dealerContracts,
  dealers,
  drugCompanies,
  expenditureFiles,
  expenditures,
  redelegationNotices,
  storedFiles,
  type Member,
} from '../db/schema';
import { getStorage } from '../files/storage';
import { logger } from '../runtime/logger';
import { indexBook, trailBook, type IndexedDocument } from './audit-pack-books';
import { expenditureReport } from './expenditure-report';
import { listNotices } from './notices';
import { noticeDocument } from './notice-document';

// The audit pack: every record of a period in one .zip, for an inspector (refusing records is itself an offence).
// index.xlsx lists every document with its dates, then contracts/, notices/ (the re-delegation PDFs and proofs),
// certificates/ (신고증 and 이수증), expenditures/ (the report of each year the period touches, and the receipts) and
// 변경기록.xlsx (the audit trail of the period). Stored files are streamed straight from the storage into the zip and
// the zip straight to the client, one file at a time, so a pack of hundreds of MB never sits in memory. Names are
// UTF-8 with the zip's UTF-8 flag set (read as Korean by Windows' and macOS' own unzip).
//
// What belongs to a period [from, to]: contract versions in force at some day of it; notices whose sub-contract date
// or sending date falls in it; 신고증 issued by its end (still the evidence of registration) and trainings completed in
// it; expenditures dated in it; audit rows written in it.

/** One document of the pack: where it goes, what the index says of it, and how its bytes are made. */
interface PackEntry extends IndexedDocument {
  bytes: () => Promise<Readable>;
}

/** A file name part without path separators, reserved or control characters (Windows' rules are the strictest). */
const part = (s: string, max = 60) =>
  s
    .normalize('NFC')
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max) || '_';

const stored = (storageKey: string) => async (): Promise<Readable> => {
  const body = await getStorage().open(storageKey);
  if (body) return Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
  logger.warn({ storageKey }, 'audit pack: stored file missing');
  return Readable.from([Buffer.from('저장소에서 이 파일을 찾을 수 없습니다.')]);
};
const buffer = (make: () => Promise<Uint8Array>) => async () => Readable.from([Buffer.from(await make())]);

async function contractEntries(db: Db, memberId: number, from: Day, to: Day): Promise<PackEntry[]> {
  const rows = await db
    .select({ c: dealerContracts, dealerName: dealers.dealerName, companyName: drugCompanies.name, file: storedFiles })
    .from(dealerContracts)
    .innerJoin(dealers, eq(dealers.id, dealerContracts.dealerId))
    .innerJoin(drugCompanies, eq(drugCompanies.id, dealers.drugCompanyId))
    .innerJoin(storedFiles, eq(storedFiles.id, dealerContracts.fileId))
    .where(
      and(
        eq(dealerContracts.memberId, memberId),
        lte(dealerContracts.startDate, to),
        or(sql`${dealerContracts.endDate} is null`, gte(dealerContracts.endDate, from)),
      ),
    )
    .orderBy(asc(dealers.dealerName), asc(drugCompanies.name), asc(dealerContracts.version));
  return rows.map(({ c, dealerName, companyName, file }) => ({
    path: `contracts/${part(dealerName)}_${part(companyName)}_${c.version}차_${part(file.originalName, 80)}`,
    category: '재위탁계약서',
    subject: `${dealerName}(${companyName})`,
    date: c.startDate,
    detail: `${c.version}차 · ${c.startDate} ~ ${c.endDate ?? '종료일 없음'}`,
    retainUntil: contractRetainUntil(c.endDate) ?? '계약 종료 후 5년',
    bytes: stored(file.storageKey),
  }));
}

async function noticeEntries(db: Db, member: Member, from: Day, to: Day, today: Day): Promise<PackEntry[]> {
  const inPeriod = (d: Day | null) => !!d && d >= from && d <= to;
  const notices = (await listNotices(db, member.id, today)).filter((n) => inPeriod(n.contractDate) || inPeriod(n.sentAt));
  const proofs = notices.length
    ? await db
        .select({ id: redelegationNotices.id, file: storedFiles })
        .from(redelegationNotices)
        .innerJoin(storedFiles, eq(storedFiles.id, redelegationNotices.proofFileId))
        .where(
          inArray(
            redelegationNotices.id,
            notices.map((n) => n.id),
          ),
        )
    : [];
  return notices.flatMap((n) => {
    const subject = `${n.dealerName}(${n.drugCompanyName})`;
    const base = `notices/${part(n.dealerName)}_${part(n.drugCompanyName)}_${n.contractDate}`;
    const detail = n.sentAt ? `통보일 ${n.sentAt}` : `미통보 · 기한 ${n.dueDate}`;
    const doc: PackEntry = {
      path: `${base}_재위탁통보서.pdf`,
      category: '재위탁 통보서',
      subject,
      date: n.contractDate,
      detail,
      retainUntil: null,
      bytes: buffer(async () => (await noticeDocument(db, member, n.id)).pdf),
    };
    const proof = proofs.find((p) => p.id === n.id)?.file;
    return proof
      ? [
          doc,
          {
            ...doc,
            path: `${base}_통보증빙_${part(proof.originalName, 80)}`,
            category: '재위탁 통보 증빙',
            bytes: stored(proof.storageKey),
          },
        ]
      : [doc];
  });
}

async function certificateEntries(db: Db, memberId: number, from: Day, to: Day): Promise<PackEntry[]> {
  const rows = await db
    .select({ r: complianceRecords, file: storedFiles })
    .from(complianceRecords)
    .innerJoin(storedFiles, eq(storedFiles.id, complianceRecords.fileId))
    .where(
      and(
        eq(complianceRecords.memberId, memberId),
        or(
          and(isNotNull(complianceRecords.issuedAt), lte(complianceRecords.issuedAt, to)),
          and(gte(complianceRecords.completedAt, from), lte(complianceRecords.completedAt, to)),
        ),
      ),
    )
    .orderBy(asc(complianceRecords.id));
  return rows.map(({ r, file }) => {
    const date = (r.issuedAt ?? r.completedAt) as Day;
    const subject = r.dealerName ?? '본인';
    return {
      path: `certificates/${part(subject)}_${part(ComplianceKind.label(r.kind))}_${date}_${part(file.originalName, 80)}`,
      category: ComplianceKind.label(r.kind),
      subject,
      date,
      detail: r.number
        ? `신고번호 ${r.number} · ${r.authority ?? ''}`
        : `${r.hours ?? 0}시간${r.submittedAt ? ` · 제출 ${r.submittedAt}` : ''}`,
      retainUntil: null,
      bytes: stored(file.storageKey),
    };
  });
}

async function expenditureEntries(db: Db, memberId: number, from: Day, to: Day): Promise<PackEntry[]> {
  const years: number[] = [];
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y += 1) years.push(y);
  const rows = await db
    .select({ e: expenditures, file: storedFiles })
    .from(expenditures)
    .innerJoin(expenditureFiles, eq(expenditureFiles.expenditureId, expenditures.id))
    .innerJoin(storedFiles, eq(storedFiles.id, expenditureFiles.fileId))
    .where(and(eq(expenditures.memberId, memberId), gte(expenditures.date, from), lte(expenditures.date, to)))
    .orderBy(asc(expenditures.date), asc(expenditures.id), asc(storedFiles.id));
  const counts = await db
    .select({ year: sql<number>`extract(year from ${expenditures.date})::int` })
    .from(expenditures)
    .where(and(eq(expenditures.memberId, memberId), gte(expenditures.date, from), lte(expenditures.date, to)))
    .groupBy(sql`1`);
  const withEntries = new Set(counts.map((c) => c.year));
  const reports: PackEntry[] = years
    .filter((y) => withEntries.has(y))
    .map((year) => ({
      path: `expenditures/지출보고서_${year}.xlsx`,
      category: '지출보고서',
      subject: `${year}년`,
      date: `${year}-12-31`,
      detail: `${year}년 회계연도 장부`,
      retainUntil: expenditureRetainUntil(`${year}-12-31`),
      bytes: () => expenditureReport(db, memberId, year),
    }));
  const receipts: PackEntry[] = rows.map(({ e, file }) => ({
    path: `expenditures/receipts/${e.date}_${part(e.institutionName)}_${e.id}_${part(file.originalName, 80)}`,
    category: '지출 증빙',
    subject: e.institutionName,
    date: e.date,
    detail: `${ExpenditureKind.label(e.kind)} · ${e.amount.toLocaleString('ko-KR')}원`,
    retainUntil: expenditureRetainUntil(e.date),
    bytes: stored(file.storageKey),
  }));
  return [...reports, ...receipts];
}

/** Makes every path unique (a second `a.pdf` becomes `a (2).pdf`). */
function uniquePaths(entries: PackEntry[]): PackEntry[] {
  const seen = new Map<string, number>();
  return entries.map((e) => {
    const n = (seen.get(e.path) ?? 0) + 1;
    seen.set(e.path, n);
    if (n === 1) return e;
    const dot = e.path.lastIndexOf('.');
    return { ...e, path: dot > e.path.lastIndexOf('/') ? `${e.path.slice(0, dot)} (${n})${e.path.slice(dot)}` : `${e.path} (${n})` };
  });
}

/** Already-compressed documents are stored as they are; spreadsheets and anything else are deflated. */
const compress = (path: string) => !/\.(pdf|jpe?g|png|zip|xlsx)$/i.test(path);

interface Pack {
  stream: Readable;
  fileName: string;
  entries: number;
}

/**
 * The pack of [from, to] as a stream and its file name. The documents are listed before the first byte is sent (so a
 * failed query is still an ordinary error answer); their bytes are read only as the zip reaches them, one at a time,
 * and the one being read stops when the zip stops (a client that went away).
 */
export async function auditPack(db: Db, member: Member, from: Day, to: Day, today: Day): Promise<Pack> {
  const entries = uniquePaths([
    ...(await contractEntries(db, member.id, from, to)),
    ...(await noticeEntries(db, member, from, to, today)),
    ...(await certificateEntries(db, member.id, from, to)),
    ...(await expenditureEntries(db, member.id, from, to)),
  ]);
  const zip = new yazl.ZipFile();
  const stream = zip.outputStream as Readable;
  const mtime = new Date();
  let current: Readable | null = null;
  stream.once('close', () => current?.destroy());
  // A document that fails ends the download: yazl reports some failures on the zip, and listens to no error of an
  // entry's stream.
  zip.on('error', (err: Error) => stream.destroy(err));
  const add = (path: string, compressed: boolean, bytes: () => Promise<Readable>) =>
    zip.addReadStreamLazy(path, { mtime, compress: compressed }, (done) => {
      bytes().then(
        (readable) => {
          current = readable;
          readable.once('error', (err) => stream.destroy(err));
          done(null, readable);
        },
        (err: unknown) => done(err, Readable.from([])),
      );
    });
  add('index.xlsx', false, async () => indexBook(entries, from, to));
  for (const e of entries) add(e.path, compress(e.path), e.bytes);
  add('변경기록.xlsx', false, async () => trailBook(db, member.id, from, to));
  zip.end();
  return { stream, fileName: `감사자료_${from}_${to}.zip`, entries: entries.length + 2 };
}
