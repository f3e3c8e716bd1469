import { ApiError } from '../../../api/errors';
import type { EdiClaim, EdiLine, EdiOcrRun, EdiProductOption, EdiQueueItem, EdiRecord, Page } from '../../../api/types';
import type { EdiCalls, OcrCalls } from './api';

// Fixtures of the EDI stories: a queue page (open, claimed by me, by another, lapsed), a record in each state, the
// company's products, an OCR run with a clean, a misread and an unread proposal, and calls answering like the server
// (a second line of a product asks merge or add; amounts are computed here as the server does, floor per line).

export const storyNow = Date.parse('2026-12-02T03:00:00Z');
const minutesAgo = (m: number) => new Date(storyNow - m * 60_000).toISOString().slice(0, 19);

export function pageOf<T>(content: T[], totalElements = content.length, number = 0): Page<T> {
  const sort = { empty: true, sorted: false, unsorted: true };
  return {
    content,
    totalElements,
    totalPages: Math.ceil(totalElements / 20),
    number,
    size: 20,
    numberOfElements: content.length,
    first: number === 0,
    last: (number + 1) * 20 >= totalElements,
    empty: content.length === 0,
    sort,
    pageable: { offset: number * 20, pageNumber: number, pageSize: 20, paged: true, unpaged: false, sort },
  };
}

const claimOf = (name: string, mine: boolean, activeMinutes: number, lapsed = false): EdiClaim => ({
  staffUserId: mine ? 'demo_ops_edi' : 'demo_admin',
  staffName: name,
  claimedAt: minutesAgo(activeMinutes + 20),
  activeAt: minutesAgo(activeMinutes),
  expiresAt: minutesAgo(activeMinutes - 30),
  lapsed,
  mine,
});

const item = (id: number, over: Partial<EdiQueueItem>): EdiQueueItem => ({
  id,
  status: 'PENDING',
  member: { id: 7, userId: 'demo_partner', name: '김파트너' },
  drugCompany: { id: 3, name: '한빛제약' },
  dealerName: '서울1팀 이딜러',
  institutionName: '연세바른내과의원',
  institutionCode: 'H10234',
  prescriptionMonth: '2026-11-01',
  settlementMonth: '2026-12-01',
  submittedAt: minutesAgo(4 * 24 * 60),
  ageMinutes: 4 * 24 * 60,
  amount: 0,
  claim: null,
  ...over,
});

export const queueItems: EdiQueueItem[] = [
  item(101, {}),
  item(102, {
    status: 'IN_PROGRESS',
    institutionName: '강남하나약국 부속 의원(야간 진료)',
    ageMinutes: 30 * 60,
    submittedAt: minutesAgo(30 * 60),
    amount: 1_254_300,
    claim: claimOf('박운영', false, 5),
  }),
  item(103, {
    status: 'IN_PROGRESS',
    member: { id: 9, userId: 'demo_org', name: '메디법인' },
    drugCompany: { id: 4, name: '대한바이오팜' },
    ageMinutes: 3 * 60,
    submittedAt: minutesAgo(3 * 60),
    amount: 86_400,
    claim: claimOf('나운영', true, 2),
  }),
  item(104, { status: 'IN_PROGRESS', ageMinutes: 50, submittedAt: minutesAgo(50), claim: claimOf('최운영', false, 45, true) }),
];

export const products: EdiProductOption[] = [
  {
    productId: 11,
    insuranceCode: '645301230',
    productName: '한빛아토르바정 10mg',
    unit: '정',
    unitPrice: 512,
    baseFeeBp: 3550,
    onRecord: 0,
  },
  {
    productId: 12,
    insuranceCode: '645301240',
    productName: '한빛로수젯정 10/5mg',
    unit: '정',
    unitPrice: 861,
    baseFeeBp: 4000,
    onRecord: 0,
  },
  {
    productId: 13,
    insuranceCode: '645301250',
    productName: '한빛메트포르민서방정 500mg',
    unit: '정',
    unitPrice: 118,
    baseFeeBp: 2825,
    onRecord: 0,
  },
  { productId: 14, insuranceCode: '645301260', productName: '한빛시럽 100mL', unit: '병', unitPrice: null, baseFeeBp: null, onRecord: 0 },
];

export function lineOf(id: number, p: EdiProductOption, quantity: number): EdiLine {
  const totalPrice = quantity * p.unitPrice!;
  return {
    id,
    productId: p.productId,
    insuranceCode: p.insuranceCode,
    productName: p.productName,
    unit: p.unit,
    quantity,
    unitPrice: p.unitPrice!,
    totalPrice,
    baseFeeBp: p.baseFeeBp!,
    feeAmount: Math.floor((totalPrice * p.baseFeeBp!) / 10_000),
    extraFeeBp: 0,
    extraFeeAmount: 0,
    note: null,
  };
}

const statement = (title: string) => {
  const rows = products
    .slice(0, 3)
    .map(
      (p, i) =>
        `<text x="60" y="${260 + i * 50}" font-size="22" fill="#222">${p.insuranceCode}   ${p.productName}   ${(i + 1) * 30}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1300" viewBox="0 0 1000 1300"><rect width="100%" height="100%" fill="#e9e6df"/><rect x="60" y="60" width="880" height="1180" fill="#fff" stroke="#777" stroke-width="3"/><text x="100" y="170" font-size="40" font-weight="700" fill="#111">${title}</text>${rows}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
};

export const withTotals = (r: EdiRecord, lines: EdiLine[]): EdiRecord => ({
  ...r,
  lines,
  totals: {
    lines: lines.length,
    amount: lines.reduce((a, l) => a + l.totalPrice, 0),
    feeAmount: lines.reduce((a, l) => a + l.feeAmount, 0),
    extraFeeAmount: lines.reduce((a, l) => a + l.extraFeeAmount, 0),
  },
});

export const pendingRecord: EdiRecord = {
  id: 101,
  status: 'PENDING',
  prescriptionMonth: '2026-11-01',
  settlementMonth: '2026-12-01',
  submittedAt: minutesAgo(4 * 24 * 60),
  updatedAt: minutesAgo(4 * 24 * 60),
  ageMinutes: 4 * 24 * 60,
  member: {
    id: 7,
    userId: 'demo_partner',
    name: '김파트너',
    memberType: 'INDIVIDUAL',
    contractStatus: 'APPROVED',
    accountStatus: 'ACTIVATED',
    phoneNumber: '010-****-5678',
    email: 'pa***@e***.com',
    birthYear: '1985',
    registrationDate: '2025-03-02T09:00:00',
  },
  institution: {
    id: 5,
    institutionName: '연세바른내과의원',
    institutionCode: 'H10234',
    companyName: '바른메디컬',
    businessNumber: '123-**-***90',
  },
  dealer: { id: 2, dealerName: '서울1팀 이딜러' },
  drugCompany: { id: 3, code: 'HB', name: '한빛제약' },
  files: [
    {
      id: 901,
      fileType: null,
      label: 'EDI 파일',
      name: '처방내역서-1.png',
      contentType: 'image/svg+xml',
      size: 48_000,
      url: statement('처방 내역서 1/2'),
    },
    {
      id: 902,
      fileType: null,
      label: 'EDI 파일',
      name: '처방내역서-2.png',
      contentType: 'image/svg+xml',
      size: 51_000,
      url: statement('처방 내역서 2/2'),
    },
  ],
  lines: [],
  totals: { lines: 0, amount: 0, feeAmount: 0, extraFeeAmount: 0 },
  claim: null,
  editable: false,
  reopen: null,
};

export const claimedRecord: EdiRecord = withTotals(
  { ...pendingRecord, status: 'IN_PROGRESS', claim: claimOf('나운영', true, 1), editable: true },
  [lineOf(1, products[0]!, 30), lineOf(2, products[1]!, 60)],
);
export const emptyClaimedRecord: EdiRecord = withTotals(claimedRecord, []);
export const otherClaimRecord: EdiRecord = { ...claimedRecord, claim: claimOf('박운영', false, 5), editable: false };
export const completedRecord: EdiRecord = {
  ...claimedRecord,
  status: 'COMPLETED',
  claim: null,
  editable: false,
  reopen: { allowed: true, reason: null },
};
export const lockedRecord: EdiRecord = {
  ...completedRecord,
  reopen: { allowed: false, reason: '회원이 정산을 요청해 다시 열 수 없습니다.' },
};

export const ocrRun: EdiOcrRun = {
  runId: 55,
  fileId: 901,
  corners: [
    { x: 0.06, y: 0.046 },
    { x: 0.94, y: 0.046 },
    { x: 0.94, y: 0.954 },
    { x: 0.06, y: 0.954 },
  ],
  durationMs: 1420,
  proposals: [
    {
      index: 0,
      insuranceCode: products[2]!.insuranceCode,
      quantity: 90,
      confidence: 0.93,
      product: products[2]!,
      unknownCode: false,
      otherCompany: false,
    },
    { index: 1, insuranceCode: '645301299', quantity: 40, confidence: 0.71, product: null, unknownCode: true, otherCompany: false },
    {
      index: 2,
      insuranceCode: products[0]!.insuranceCode,
      quantity: null,
      confidence: 0.42,
      product: products[0]!,
      unknownCode: false,
      otherCompany: false,
    },
  ],
};

const wait = (ms = 300) => new Promise((r) => setTimeout(r, ms));

/** Calls that keep a record in memory and answer as the server does. */
export function storyCalls(start: EdiRecord): EdiCalls {
  let record = start;
  let next = 100;
  const answer = async (change: (r: EdiRecord) => EdiRecord) => {
    await wait();
    record = change(record);
    return record;
  };
  return {
    productOptions: async (_id, q = '') => {
      await wait(50);
      const text = q.trim();
      return products
        .filter((p) => (/^\d+$/.test(text) ? p.insuranceCode.startsWith(text) : p.productName.includes(text)))
        .map((p) => ({ ...p, onRecord: record.lines.filter((l) => l.productId === p.productId).length }));
    },
    claim: () => answer((r) => ({ ...r, status: 'IN_PROGRESS', claim: claimOf('나운영', true, 0), editable: true })),
    unclaim: () => answer((r) => ({ ...r, claim: null, editable: false })),
    addLines: async (_id, body) => {
      await wait();
      const found = body.lines.map((l) => products.find((p) => p.insuranceCode === l.insuranceCode || p.productId === l.productId));
      if (found.some((p) => !p)) throw new ApiError('이 제약사에 없는 보험코드입니다.', 400, 'BAD_REQUEST');
      if (found.some((p) => p!.unitPrice === null))
        throw new ApiError('가격 또는 수수료율이 없는 제품은 입력할 수 없습니다.', 400, 'BAD_REQUEST');
      const dup = found.find((p) => record.lines.some((l) => l.productId === p!.productId));
      if (dup && !body.onDuplicate) {
        throw new ApiError(
          `이미 입력된 제품입니다: ${dup.productName}. 수량을 기존 내역에 합칠지, 별도 내역으로 추가할지 선택해 주세요.`,
          409,
          'DUPLICATE_PRODUCT',
        );
      }
      let lines = [...record.lines];
      body.lines.forEach((l, k) => {
        const p = found[k]!;
        const existing = lines.find((x) => x.productId === p.productId);
        if (existing && body.onDuplicate === 'MERGE')
          lines = lines.map((x) => (x === existing ? { ...lineOf(x.id, p, x.quantity + l.quantity), unitPrice: x.unitPrice } : x));
        else lines.push(lineOf(next++, p, l.quantity));
      });
      record = withTotals(record, lines);
      return record;
    },
    changeLine: (_id, lineId, body) =>
      answer((r) =>
        withTotals(
          r,
          r.lines.map((l) =>
            l.id === lineId
              ? lineOf(
                  l.id,
                  products.find((p) => p.productId === l.productId)!,
                  body.quantity ?? l.quantity,
                )
              : l,
          ),
        ),
      ),
    removeLine: (_id, lineId) =>
      answer((r) =>
        withTotals(
          r,
          r.lines.filter((l) => l.id !== lineId),
        ),
      ),
    complete: () => answer((r) => ({ ...r, status: 'COMPLETED', claim: null, editable: false, reopen: { allowed: true, reason: null } })),
    reopen: () => answer((r) => ({ ...r, status: 'IN_PROGRESS', claim: null, editable: false, reopen: null })),
  };
}

export const storyOcr: OcrCalls = {
  quad: async () => (await wait(100), { width: 1000, height: 1300, corners: ocrRun.corners }),
  read: async () => (await wait(600), ocrRun),
};

/** Calls that never answer: the busy states. */
export const hangingCalls: EdiCalls = {
  ...storyCalls(pendingRecord),
  claim: () => new Promise(() => {}),
};
