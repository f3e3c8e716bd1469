import * as v from 'valibot';
import { PrescriptionStatus } from '../enums';
import { fields, ID_MAX, id, isCalendarDay, line, NAME_MAX, paging, queryBool, queryDay, queryEnum, queryInt, queryText } from './common';
import {
  EDI_OCR_ACCURACY_DAYS_MAX,
  EDI_OCR_QUAD_MIN_AREA,
  EDI_LINE_NOTE_MAX,
  EDI_LINE_QUANTITY_MAX,
  EDI_LINES_PER_RECORD_MAX,
  EDI_LINES_PER_REQUEST_MAX,
  EDI_PRODUCT_SEARCH_MAX,
  INSURANCE_CODE_PATTERN,
} from './edi-entry-limits';
import { reviewReason } from './reviews';
import { OPERATOR_PAGE_SIZE_MAX } from './staff-rules';

export * from './edi-entry-limits';

// The staff's EDI reception and entry (처방관리, PRESCRIPTION_MANAGEMENT): the queue, a record's claim (처리 시작), its
// product lines, 입력완료 and reopening. Prices and fee rates are never sent: the server takes them from the catalogue
// for the record's prescription month when a line is entered.

const monthMessage = (label: string) => `${label}은(는) yyyy-MM 형식의 월이어야 합니다.`;

/** A month filter `yyyy-MM` (or its first day `yyyy-MM-01`); blank = not set; answers `yyyy-MM`. */
const queryMonth = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((x) => (x === '' ? undefined : x)),
      v.optional(
        v.pipe(
          v.string(monthMessage(label)),
          v.trim(),
          v.regex(/^\d{4}-\d{2}(-01)?$/, monthMessage(label)),
          v.check((s) => isCalendarDay(`${s.slice(0, 7)}-01`), `${label}은(는) 1900~2099년의 올바른 월이어야 합니다.`),
          v.transform((s) => s.slice(0, 7)),
        ),
      ),
    ),
  ) as unknown as v.OptionalSchema<v.GenericSchema<string, string>, undefined>;

/**
 * `GET /v1/admin/prescriptions`: the queue, oldest first. Without `status` it holds the open records (접수대기 and
 * 처리중); `search` matches the start of the member's login id or name; `mine` keeps the records the caller holds.
 */
export const ediQueueQuerySchema = fields({
  status: queryEnum('처리 상태(status)', PrescriptionStatus.values),
  settlementMonth: queryMonth('정산월(settlementMonth)'),
  drugCompanyId: queryInt('제약사 번호(drugCompanyId)', 1, ID_MAX),
  memberId: queryInt('회원번호(memberId)', 1, ID_MAX, '회원번호는 숫자만 입력할 수 있습니다.'),
  search: queryText('회원 검색어(search)', NAME_MAX),
  mine: queryBool('내가 처리 중(mine)'),
  ...paging(OPERATOR_PAGE_SIZE_MAX),
});
export type EdiQueueQuery = v.InferInput<typeof ediQueueQuerySchema>;
export type EdiQueueFilters = v.InferOutput<typeof ediQueueQuerySchema>;

/**
 * `GET /v1/admin/prescriptions/{id}/product-options?q=…`: the record's drug company's products whose name contains `q`
 * or whose insurance code starts with it; without `q`, the company's first products by name (the picker opening).
 */
export const ediProductSearchQuerySchema = fields({ q: queryText('제품명 또는 보험코드(q)', EDI_PRODUCT_SEARCH_MAX) });
export type EdiProductSearchQuery = v.InferInput<typeof ediProductSearchQuerySchema>;

const insuranceCode = v.pipe(
  v.string('보험코드(insuranceCode)는 문자열이어야 합니다.'),
  v.trim(),
  v.regex(INSURANCE_CODE_PATTERN, '보험코드(insuranceCode)는 숫자 9자리로 입력해 주세요.'),
);
const quantity = v.pipe(
  v.number('수량(quantity)은 숫자여야 합니다.'),
  v.integer('수량(quantity)은 1 이상의 정수로 입력해 주세요.'),
  v.minValue(1, '수량(quantity)은 1 이상의 정수로 입력해 주세요.'),
  v.maxValue(EDI_LINE_QUANTITY_MAX, `수량(quantity)은 ${EDI_LINE_QUANTITY_MAX.toLocaleString('ko-KR')} 이하로 입력해 주세요.`),
);
const extraFeeBp = v.pipe(
  v.number('기타수수료율(extraFeeBp)은 숫자여야 합니다.'),
  v.integer('기타수수료율(extraFeeBp)은 0.01% 단위의 정수(bp)로 보내 주세요.'),
  v.minValue(0, '기타수수료율은 0%에서 100% 사이로 입력해 주세요.'),
  v.maxValue(10_000, '기타수수료율은 0%에서 100% 사이로 입력해 주세요.'),
);
const note = v.nullish(line('비고(note)', EDI_LINE_NOTE_MAX));
const proposalIndex = v.pipe(
  v.number('제안 번호(proposalIndex)는 숫자여야 합니다.'),
  v.integer('제안 번호(proposalIndex)는 0 이상의 정수여야 합니다.'),
  v.minValue(0, '제안 번호(proposalIndex)는 0 이상의 정수여야 합니다.'),
  v.maxValue(EDI_LINES_PER_RECORD_MAX, '제안 번호(proposalIndex)가 너무 큽니다.'),
);

/**
 * One new line: a product by its insurance code or its id (exactly one of them) and a quantity. A line taken from an
 * OCR proposal names the run and the proposal's index (both or neither): what staff kept of it, as read or corrected,
 * is recorded with the line (ocr_kept), which is how OCR's accuracy is measured.
 */
export const ediLineInputSchema = v.pipe(
  fields({
    insuranceCode: v.optional(insuranceCode),
    productId: v.optional(id('제품(productId)')),
    quantity,
    extraFeeBp: v.optional(extraFeeBp),
    note,
    ocrRunId: v.optional(id('OCR 결과 번호(ocrRunId)')),
    proposalIndex: v.optional(proposalIndex),
  }),
  v.check(
    (l) => (l.insuranceCode === undefined) !== (l.productId === undefined),
    '제품은 보험코드(insuranceCode)나 제품 번호(productId) 중 하나로 보내 주세요.',
  ),
  v.check(
    (l) => (l.ocrRunId === undefined) === (l.proposalIndex === undefined),
    'OCR 제안에서 가져온 제품은 OCR 결과 번호(ocrRunId)와 제안 번호(proposalIndex)를 함께 보내 주세요.',
  ),
);

/**
 * What a request does with a product the record already has (or that it names twice): without `onDuplicate` it is
 * refused (409 DUPLICATE_PRODUCT, naming the products), so an OCR'd page read twice does not count twice unnoticed;
 * MERGE adds the quantity to the existing line (its price and rates stay those it was entered with); ADD enters
 * another line of the product (a second statement of the same month).
 */
export const EdiDuplicateChoice = ['MERGE', 'ADD'] as const;
export type EdiDuplicateChoice = (typeof EdiDuplicateChoice)[number];

/** `POST /v1/admin/prescriptions/{id}/lines`: 1–50 lines. */
export const ediLinesAddSchema = fields({
  lines: v.pipe(
    v.array(ediLineInputSchema, '제품 내역(lines)은 목록이어야 합니다.'),
    v.minLength(1, '추가할 제품을 1개 이상 보내 주세요.'),
    v.maxLength(EDI_LINES_PER_REQUEST_MAX, `제품은 한 번에 ${EDI_LINES_PER_REQUEST_MAX}개까지 추가할 수 있습니다.`),
  ),
  onDuplicate: v.optional(v.picklist(EdiDuplicateChoice, '같은 제품 처리(onDuplicate)는 MERGE 또는 ADD여야 합니다.')),
});
export type EdiLinesAddRequest = v.InferInput<typeof ediLinesAddSchema>;

/** `PATCH /v1/admin/prescriptions/{id}/lines/{lineId}`: what is sent replaces; the price and rates never change. */
export const ediLineChangeSchema = v.pipe(
  fields({ quantity: v.optional(quantity), extraFeeBp: v.optional(extraFeeBp), note: v.optional(note) }),
  v.check(
    (c) => c.quantity !== undefined || c.extraFeeBp !== undefined || c.note !== undefined,
    '바꿀 내용(quantity, extraFeeBp, note)을 보내 주세요.',
  ),
);
export type EdiLineChangeRequest = v.InferInput<typeof ediLineChangeSchema>;

/** `POST /v1/admin/prescriptions/{id}/reopen`: why a completed record is entered again (the member reads it). */
export const ediReopenSchema = fields({ reason: reviewReason('다시 여는 사유(reason)') }, '다시 여는 사유(reason)를 입력해 주세요.');
export type EdiReopenRequest = v.InferInput<typeof ediReopenSchema>;

// ── OCR으로 읽기 ───────────────────────────────────────────────────────────────────────────────────────────────
// Corners are FRACTIONS of the image (0 … 1 of its width and height, from its top-left), so the screen sends what it
// drew over a scaled picture without knowing the image's pixels: top-left, top-right, bottom-right, bottom-left.

const fraction = v.pipe(
  v.number('모서리 좌표는 숫자여야 합니다.'),
  v.finite('모서리 좌표는 숫자여야 합니다.'),
  v.minValue(0, '모서리 좌표는 이미지 안(0~1)이어야 합니다.'),
  v.maxValue(1, '모서리 좌표는 이미지 안(0~1)이어야 합니다.'),
);
const corner = fields({ x: fraction, y: fraction }, '모서리는 {x, y}로 보내 주세요.');
export type EdiOcrCorner = v.InferOutput<typeof corner>;

/** Twice the signed area of the polygon (positive: clockwise on the screen, where y grows downwards). */
const signedArea2 = (p: EdiOcrCorner[]) =>
  p.reduce((sum, a, i) => {
    const b = p[(i + 1) % p.length]!;
    return sum + a.x * b.y - b.x * a.y;
  }, 0);

/** Convex and in the order top-left, top-right, bottom-right, bottom-left: every turn is the same way (clockwise). */
const convexClockwise = (p: EdiOcrCorner[]) =>
  p.length === 4 &&
  p.every((a, i) => {
    const b = p[(i + 1) % 4]!;
    const c = p[(i + 2) % 4]!;
    return (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x) > 0;
  });

/**
 * The page's four corners: a convex quadrilateral in reading order, at least EDI_OCR_QUAD_MIN_AREA of the image (the
 * checks see the list even when its length is wrong: valibot runs every check of a pipe).
 */
export const ediOcrCornersSchema = v.pipe(
  v.array(corner, '모서리(corners)는 목록이어야 합니다.'),
  v.length(4, '모서리(corners)는 4개(왼쪽 위, 오른쪽 위, 오른쪽 아래, 왼쪽 아래)를 보내 주세요.'),
  v.check(convexClockwise, '모서리는 왼쪽 위, 오른쪽 위, 오른쪽 아래, 왼쪽 아래 순서로, 볼록한 사각형이 되게 찍어 주세요.'),
  v.check(
    (p) => p.length === 4 && signedArea2(p) / 2 >= EDI_OCR_QUAD_MIN_AREA,
    '표시한 영역이 너무 작습니다. 문서 전체의 모서리를 찍어 주세요.',
  ),
);

/** `POST /v1/admin/prescriptions/{id}/files/{fileId}/ocr`: without corners the page found in the image is read. */
export const ediOcrRequestSchema = fields({ corners: v.optional(ediOcrCornersSchema) });
export type EdiOcrRequest = v.InferInput<typeof ediOcrRequestSchema>;

/** `GET /v1/admin/ocr/accuracy?from=&to=`: runs made on those days (Seoul), both included; default the last 30 days. */
export const ediOcrAccuracyQuerySchema = v.pipe(
  fields({ from: queryDay('시작일(from)'), to: queryDay('종료일(to)') }),
  v.check((q) => !q.from || !q.to || q.from <= q.to, '시작일(from)은 종료일(to)보다 늦을 수 없습니다.'),
  v.check(
    (q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= (EDI_OCR_ACCURACY_DAYS_MAX - 1) * 86_400_000,
    `기간은 ${EDI_OCR_ACCURACY_DAYS_MAX}일까지 볼 수 있습니다.`,
  ),
);
export type EdiOcrAccuracyQuery = v.InferInput<typeof ediOcrAccuracyQuerySchema>;
