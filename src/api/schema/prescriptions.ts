import * as v from 'valibot';
import { ContractStatus, MemberType, PrescriptionStatus } from '../enums';
import { EDI_MAX_FILES } from '../uploads';
import {
  fields,
  fieldsAsync,
  id,
  idList,
  isCalendarDay,
  KEYWORD_MAX,
  line,
  NAME_MAX,
  paging,
  queryEnum,
  queryInstant,
  queryInt,
  queryText,
  requiredLine,
  ID_MAX,
} from './common';
import { fileParts, jsonPart } from './multipart';

// Requests of prescriptions (실적관리): dealers, client institutions, EDI records and the EDI zip.

/** A month as the contract sends it (UTC midnight of the 1st as an ISO date-time, or `yyyy-MM-dd`, or `yyyy-MM`); answers `yyyy-MM`. */
export const monthValue = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  v.pipe(
    v.string(`${label}을(를) 선택해 주세요.`),
    v.trim(),
    v.regex(/^\d{4}-\d{2}(-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?)?$/, `${label}은(는) yyyy-MM 형식의 월이어야 합니다.`),
    v.check((s) => isCalendarDay(s.length === 7 ? `${s}-01` : s.slice(0, 10)), `${label}은(는) 1900~2099년의 올바른 월이어야 합니다.`),
    v.transform((s) => s.slice(0, 7)),
  );

// ── Dealers ─────────────────────────────────────────────────────────────────────────────────────────────────

/** `GET /v1/dealers` (the member's whole list; small by nature). */
export const dealerListQuerySchema = fields({
  dealerName: queryText('딜러명(dealerName)', NAME_MAX),
  drugCompanyName: queryText('제약사명(drugCompanyName)', NAME_MAX),
});
export type DealerListQuery = v.InferInput<typeof dealerListQuerySchema>;

/** `POST /v1/dealers`: one dealer row per drug company. */
export const dealerCreateSchema = fields({
  dealerName: requiredLine('딜러명(dealerName)', NAME_MAX, '딜러명을 입력해 주세요.'),
  drugCompanyIds: v.pipe(idList('거래제약사(drugCompanyIds)'), v.minLength(1, '거래제약사를 1개 이상 선택해 주세요.')),
  bankName: v.nullish(line('은행명(bankName)', NAME_MAX)),
  accountNumber: v.nullish(
    v.pipe(line('계좌번호(accountNumber)', 30), v.regex(/^[\d-]*$/, '계좌번호(accountNumber)는 숫자와 -만 입력해 주세요.')),
  ),
});
export type DealerCreateRequest = v.InferInput<typeof dealerCreateSchema>;

// ── Client institutions ─────────────────────────────────────────────────────────────────────────────────────

/** `GET /v1/partners`. */
export const partnerListQuerySchema = fields({
  institutionName: queryText('거래처명(institutionName)', KEYWORD_MAX),
  companyName: queryText('회사명(companyName)', KEYWORD_MAX),
  memberName: queryText('회원명(memberName)', NAME_MAX),
  institutionCode: queryText('처방처코드(institutionCode)', NAME_MAX),
  drugCompanyName: queryText('제약사명(drugCompanyName)', NAME_MAX),
  /** Portal addition: restrict to one drug company by id (a dealer's). */
  drugCompanyId: queryInt('제약사 번호(drugCompanyId)', 1, ID_MAX),
  contractType: queryEnum('계약 여부(contractType)', ContractStatus.values),
  memberType: queryEnum('회원 유형(memberType)', MemberType.values),
  ...paging(),
});
export type PartnerListQuery = v.InferInput<typeof partnerListQuerySchema>;

// ── EDI records ─────────────────────────────────────────────────────────────────────────────────────────────

/** `GET /v1/prescriptions/partners`: month ranges are ISO date-times (the 1st of the month). */
export const prescriptionPartnerListQuerySchema = fields({
  status: queryEnum('처리 상태(status)', PrescriptionStatus.values),
  companyName: queryText('회사명(companyName)', KEYWORD_MAX),
  institutionName: queryText('거래처명(institutionName)', KEYWORD_MAX),
  drugCompany: queryText('제약사명(drugCompany)', NAME_MAX),
  dealerName: queryText('딜러명(dealerName)', NAME_MAX),
  prescriptionMonthStart: queryInstant('처방월 시작(prescriptionMonthStart)'),
  prescriptionMonthEnd: queryInstant('처방월 끝(prescriptionMonthEnd)'),
  settlementMonthStart: queryInstant('정산월 시작(settlementMonthStart)'),
  settlementMonthEnd: queryInstant('정산월 끝(settlementMonthEnd)'),
  ...paging(),
});
export type PrescriptionPartnerListQuery = v.InferInput<typeof prescriptionPartnerListQuerySchema>;

/** `GET /v1/prescriptions` (the older list). */
export const prescriptionListQuerySchema = fields({
  status: queryEnum('처리 상태(status)', PrescriptionStatus.values),
  companyName: queryText('회사명(companyName)', KEYWORD_MAX),
  institutionName: queryText('거래처명(institutionName)', KEYWORD_MAX),
  dealerName: queryText('딜러명(dealerName)', NAME_MAX),
  drugCompanyName: queryText('제약사명(drugCompanyName)', NAME_MAX),
  userId: queryText('아이디(userId)', NAME_MAX),
  dealerId: queryInt('딜러 번호(dealerId)', 1, ID_MAX),
  startAt: queryInstant('시작일(startAt)'),
  endAt: queryInstant('종료일(endAt)'),
  ...paging(),
});
export type PrescriptionListQuery = v.InferInput<typeof prescriptionListQuerySchema>;

/**
 * JSON part `request` of `POST /v1/prescriptions/partner-files`. The server decides the settlement month (this month
 * in Asia/Seoul) and refuses another; the prescription month is at most the month before it.
 */
export const prescriptionCreateSchema = fields({
  dealerId: id('딜러(dealerId)'),
  drugCompanyId: id('제약사(drugCompanyId)'),
  partnerId: id('거래처(partnerId)'),
  prescriptionMonth: monthValue('처방월(prescriptionMonth)'),
  settlementMonth: v.nullish(monthValue('정산월(settlementMonth)')),
});
export type PrescriptionCreateRequest = v.InferInput<typeof prescriptionCreateSchema>;

/** JSON part `request` of `POST /v1/prescriptions/partner-files/update`: what is not sent stays. */
export const prescriptionUpdateSchema = fields({
  prescriptionPartnerId: id('실적(prescriptionPartnerId)'),
  dealerId: v.nullish(id('딜러(dealerId)')),
  drugCompanyId: v.nullish(id('제약사(drugCompanyId)')),
  partnerId: v.nullish(id('거래처(partnerId)')),
  prescriptionMonth: v.nullish(monthValue('처방월(prescriptionMonth)')),
  /** The existing files that stay; every other file of the record is removed. Not sent = keep all. */
  keepFileIds: v.nullish(idList('남길 파일(keepFileIds)')),
});
export type PrescriptionUpdateRequest = v.InferInput<typeof prescriptionUpdateSchema>;

const TOO_MANY_EDI_FILES = `EDI 파일은 실적 하나에 ${EDI_MAX_FILES}개까지 올릴 수 있습니다.`;

/** Multipart body of `POST /v1/prescriptions/partner-files`. */
export const prescriptionCreateFormSchema = fieldsAsync({
  request: jsonPart('request', prescriptionCreateSchema),
  files: v.pipe(fileParts('files', EDI_MAX_FILES, TOO_MANY_EDI_FILES), v.minLength(1, 'EDI 파일을 선택해 주세요.')),
});
/** Multipart body of `POST /v1/prescriptions/partner-files/update`. */
export const prescriptionUpdateFormSchema = fieldsAsync({
  request: jsonPart('request', prescriptionUpdateSchema),
  files: fileParts('files', EDI_MAX_FILES, TOO_MANY_EDI_FILES),
});

/** Plain text parts of `POST /v1/prescriptions/zip`: optional defaults for entries whose names leave them out. */
const textId = (label: string) =>
  v.optional(
    v.pipe(
      v.string(`${label}은(는) 숫자여야 합니다.`),
      v.trim(),
      v.transform((s) => (s === '' ? undefined : s)),
      v.optional(v.pipe(v.string(), v.regex(/^\d{1,10}$/, `${label}은(는) 숫자여야 합니다.`), v.transform(Number), id(label))),
    ),
  );
const textMonth = (label: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => (s === '' ? undefined : s)),
      v.optional(monthValue(label)),
    ),
  );

/** Multipart body of `POST /v1/prescriptions/zip`: one archive; each entry names its dealer, client and month. */
export const prescriptionZipFormSchema = fields({
  dealerId: textId('딜러(dealerId)'),
  partnerId: textId('거래처(partnerId)'),
  partnerUserId: v.optional(line('회원 아이디(partnerUserId)', NAME_MAX)),
  prescriptionMonth: textMonth('처방월(prescriptionMonth)'),
  settlementMonth: textMonth('정산월(settlementMonth)'),
  file: v.pipe(
    fileParts('file', 1, 'zip 파일은 한 번에 하나씩 올려 주세요.'),
    v.minLength(1, '올릴 zip 파일을 선택해 주세요.'),
    v.transform((files) => files[0] as File),
  ),
});
export type PrescriptionZipForm = v.InferInput<typeof prescriptionZipFormSchema>;
