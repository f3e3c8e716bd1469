import { and, eq, inArray } from 'drizzle-orm';
import type { PrescriptionZipError, PrescriptionZipUploadResult } from '../../api/types';
import { EDI_MAX_FILES } from '../../api/uploads';
import { firstDay, type Month } from '../../lib/months';
import type { Db } from '../db';
import { dealers, partners, prescriptionPartners, type DealerRow, type PartnerRow } from '../db/schema';
import type { AcceptedFile } from '../files/uploads';
import { extensionOf, fileTypeOf } from '../files/uploads';
import { createRecords, prescriptionMonthProblem, type NewRecord } from './record-write';
import { loadRecords } from './records';
import type { ZipItem } from './zip-read';

// Turning the entries of an EDI zip into records. An entry's base name says what it is:
//
//   딜러명_거래처명_yyyyMM[_anything].ext      e.g. 김도윤_연세내과의원_202610_1.png, 2026년10월/김도윤_연세내과의원_202610.pdf
//
// (NFC; folders are ignored). The optional plain parts dealerId / partnerId / prescriptionMonth fill in what a name
// leaves out: with a month part the name may be `딜러명_거래처명.ext`; with dealerId it may start with the client;
// with both dealerId and partnerId only the month (or nothing) is needed. Entries for the same dealer × client ×
// month make one record (at most 30 files). Each entry that cannot be used is reported with its reason; the valid
// records are created together in one transaction.

export interface ZipDefaults {
  dealerId?: number;
  partnerId?: number;
  prescriptionMonth?: string;
}

interface Parsed {
  dealerName?: string;
  partnerName?: string;
  month?: string;
}

const MONTH = /^(\d{4})(\d{2})$/;

/** The dealer, client and month an entry's name gives (what it leaves out stays undefined); null when unreadable. */
export function parseEntryName(name: string, defaults: ZipDefaults): Parsed | null {
  const dot = name.lastIndexOf('.');
  const tokens = (dot > 0 ? name.slice(0, dot) : name)
    .normalize('NFC')
    .split('_')
    .map((t) => t.trim());
  const at = tokens.findIndex((t) => MONTH.test(t));
  const names = (at === -1 ? tokens.slice(0, 2) : tokens.slice(0, at)).filter(Boolean);
  if (names.length > 2) return null;
  const parsed: Parsed = { month: at === -1 ? undefined : tokens[at] };
  if (names.length === 2) [parsed.dealerName, parsed.partnerName] = names;
  else if (names.length === 1) {
    if (defaults.dealerId !== undefined) parsed.partnerName = names[0];
    else if (defaults.partnerId !== undefined) parsed.dealerName = names[0];
    else return null;
  }
  return parsed;
}

/** `yyyyMM` → `yyyy-MM`, or null when it is not a month of 1900–2099. */
function monthOfToken(token: string): Month | null {
  const m = MONTH.exec(token);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  return year >= 1900 && year <= 2099 && month >= 1 && month <= 12 ? (`${m[1]}-${m[2]}` as Month) : null;
}

const skip = (item: ZipItem, error: PrescriptionZipError['error'], message: string): PrescriptionZipError => ({
  fileName: item.path,
  error,
  message,
});

/** Plans and creates the records of the zip's entries; answers what was created and every skipped entry. */
export async function importZip(
  db: Db,
  memberId: number,
  items: ZipItem[],
  defaults: ZipDefaults,
  settlementMonth: string,
): Promise<PrescriptionZipUploadResult> {
  const errors: PrescriptionZipError[] = [];
  const myDealers = await db.select().from(dealers).where(eq(dealers.memberId, memberId));
  const myPartners = await db.select().from(partners).where(eq(partners.memberId, memberId));
  const groups = new Map<string, NewRecord & { entries: ZipItem[] }>();

  for (const item of items) {
    if (item.problem || !item.file) {
      errors.push(skip(item, item.problem?.error ?? 'INVALID_EXTENSION', item.problem?.message ?? '파일을 읽을 수 없습니다.'));
      continue;
    }
    const parsed = parseEntryName(item.name, defaults);
    if (!parsed) {
      errors.push(skip(item, 'INVALID_FILENAME_FORMAT', `파일 이름은 딜러명_거래처명_yyyyMM 형식이어야 합니다. (${item.path})`));
      continue;
    }
    const month = parsed.month !== undefined ? monthOfToken(parsed.month) : (defaults.prescriptionMonth as Month | undefined);
    if (!month) {
      const message = parsed.month ? `처방월(${parsed.month})이 올바른 yyyyMM 월이 아닙니다.` : '파일 이름에 처방월(yyyyMM)이 없습니다.';
      errors.push(skip(item, parsed.month ? 'INVALID_MONTH_FORMAT' : 'INVALID_FILENAME_FORMAT', `${message} (${item.path})`));
      continue;
    }
    const monthProblem = prescriptionMonthProblem(month, settlementMonth);
    if (monthProblem) {
      errors.push(skip(item, 'INVALID_MONTH_FORMAT', `${monthProblem} (${item.path})`));
      continue;
    }
    const dealerRows = pickDealers(myDealers, parsed.dealerName, defaults.dealerId);
    if (!dealerRows.length) {
      errors.push(skip(item, 'DEALER_NOT_FOUND', `등록된 딜러가 아닙니다: ${parsed.dealerName ?? defaults.dealerId} (${item.path})`));
      continue;
    }
    const partnerRows = pickPartners(myPartners, parsed.partnerName, defaults.partnerId);
    if (!partnerRows.length) {
      errors.push(skip(item, 'PARTNER_NOT_FOUND', `등록된 거래처가 아닙니다: ${parsed.partnerName ?? defaults.partnerId} (${item.path})`));
      continue;
    }
    const pair = dealerRows.flatMap((d) => partnerRows.filter((p) => p.drugCompanyId === d.drugCompanyId).map((p) => [d, p] as const))[0];
    if (!pair) {
      errors.push(skip(item, 'DRUG_COMPANY_MISMATCH', `딜러와 거래처의 제약사가 서로 다릅니다. (${item.path})`));
      continue;
    }
    const [dealer, partner] = pair;
    const key = `${dealer.id}/${partner.id}/${month}`;
    const group = groups.get(key) ?? {
      dealerId: dealer.id,
      partnerId: partner.id,
      drugCompanyId: dealer.drugCompanyId,
      prescriptionMonth: month,
      files: [],
      entries: [],
    };
    if (group.files.length >= EDI_MAX_FILES) {
      errors.push(
        skip(item, 'DUPLICATE_DEALER_PARTNER_DRUG_COMPANY', `한 실적에는 파일을 ${EDI_MAX_FILES}개까지 올릴 수 있습니다. (${item.path})`),
      );
      continue;
    }
    group.files.push(accepted(item.name, item.file));
    group.entries.push(item);
    groups.set(key, group);
  }

  // Records that already exist for the same dealer × client × month are refused, entry by entry.
  const planned = [...groups.values()];
  const existing = await existingKeys(db, memberId, planned);
  const fresh: NewRecord[] = [];
  for (const group of planned) {
    if (!existing.has(`${group.dealerId}/${group.partnerId}/${firstDay(group.prescriptionMonth)}`)) {
      fresh.push(group);
      continue;
    }
    for (const item of group.entries) {
      errors.push(skip(item, 'DUPLICATE_DEALER_PARTNER_DRUG_COMPANY', `같은 딜러·거래처·처방월의 실적이 이미 있습니다. (${item.path})`));
    }
  }
  const ids = fresh.length ? await createRecords(db, memberId, fresh, settlementMonth) : [];
  return {
    success: errors.length === 0,
    createdPrescriptionPartnerCount: ids.length,
    createdEdiFileCount: fresh.reduce((n, r) => n + r.files.length, 0),
    errors,
    created: await loadRecords(db, memberId, ids),
  };
}

const pickDealers = (rows: DealerRow[], name: string | undefined, id: number | undefined) =>
  name !== undefined ? rows.filter((d) => d.dealerName.normalize('NFC') === name) : rows.filter((d) => d.id === id);
const pickPartners = (rows: PartnerRow[], name: string | undefined, id: number | undefined) =>
  name !== undefined ? rows.filter((p) => p.institutionName.normalize('NFC') === name) : rows.filter((p) => p.id === id);

function accepted(name: string, bytes: Blob): AcceptedFile {
  const extension = extensionOf(name);
  return { name, extension, contentType: fileTypeOf(extension)?.contentType ?? 'application/octet-stream', bytes };
}

async function existingKeys(db: Db, memberId: number, planned: NewRecord[]): Promise<Set<string>> {
  if (!planned.length) return new Set();
  const rows = await db
    .select({ d: prescriptionPartners.dealerId, p: prescriptionPartners.partnerId, m: prescriptionPartners.prescriptionMonth })
    .from(prescriptionPartners)
    .where(
      and(
        eq(prescriptionPartners.memberId, memberId),
        inArray(
          prescriptionPartners.dealerId,
          planned.map((r) => r.dealerId),
        ),
      ),
    );
  return new Set(rows.map((r) => `${r.d}/${r.p}/${r.m}`));
}
