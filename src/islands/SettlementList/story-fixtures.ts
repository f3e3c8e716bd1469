import type { Settlement, SettlementPartner, SettlementPartnerProduct } from '../../api/types';
import { pageOf } from '../shared/story-fixtures';

// Demo settlements for the stories (nothing leaves the page: stories answer `fetch` with `mockApi`). Amounts are
// fixed numbers as the server would send them; the stories never compute money.

const names: [string, string][] = [
  ['김민수', '한빛제약'],
  ['김민수', '대성약품'],
  ['이서연', '한빛제약'],
  ['박지훈', '보령'],
  ['최유진', '한독'],
];
const figures = [
  [1_344_151, 407_818, 2_423],
  [557_117, 168_010, 0],
  [220_228, 87_664, 1_491],
  [98_300, 21_560, 0],
  [1_326, 497, 0],
];

export const settlements: Settlement[] = names.map(([dealerName, drugCompanyName], i) => {
  const [prescriptionAmount, feeAmount, extraFeeAmount] = figures[i]!;
  const feeTotal = [409_241 + 1_000, 168_010, 89_155, 21_560, 497][i]!;
  const supplyAmount = [372_946, 152_736, 81_050, 19_600, 451][i]!;
  return {
    id: 160 + i,
    dealerId: 10 + i,
    dealerName,
    drugCompanyId: 6 + i,
    drugCompanyName,
    companyName: '김민준',
    settlementMonth: '2026-10-01',
    prescriptionAmount: prescriptionAmount!,
    feeAmount: feeAmount!,
    extraFeeAmount: extraFeeAmount!,
    feeTotal,
    supplyAmount,
    taxAmount: feeTotal - supplyAmount,
    totalAmount: feeTotal,
    status: i === 1 ? 'REQUEST' : i === 3 ? 'OBJECTION' : null,
  };
});

/** The same month once confirmed (정산 확정) and answered by staff: a request paid, an objection refused and one accepted. */
export const confirmedSettlements: Settlement[] = settlements.map((x, i) => ({
  ...x,
  confirmation: 'CONFIRMED',
  ...(i === 1 ? { answer: 'PAID', paidOn: '2026-11-25', answeredAt: '2026-11-25T02:10:00' } : {}),
  ...(i === 3
    ? {
        answer: 'OBJECTION_REFUSED',
        answerReason: '확인 결과 입력한 수량이 제출하신 EDI 내역과 같습니다.',
        answeredAt: '2026-11-20T05:00:00',
      }
    : {}),
}));

/** An objection staff accepted: its records reopened, so the month is no longer confirmed. */
export const acceptedObjection: Settlement = {
  ...settlements[0]!,
  status: 'OBJECTION',
  confirmation: 'UNCONFIRMED',
  answer: 'OBJECTION_ACCEPTED',
  answerReason: '행복한소아청소년과의원 9월 처방 수량을 다시 확인하겠습니다.',
  answeredAt: '2026-11-21T01:30:00',
};

/** An unconfirmed month's rows. */
export const unconfirmedSettlements: Settlement[] = settlements.map((x) => ({ ...x, confirmation: 'UNCONFIRMED' }));

const clinics = ['행복한소아청소년과의원', '늘봄신경과의원', '서울밝은내과', '연세가정의학과의원', '미소치과의원'];
export const clientShares: SettlementPartner[] = clinics.map((institutionName, i) => ({
  settlementPartnerId: 300 + i,
  settlementId: 160,
  institutionName,
  institutionCode: String(23_353_833 + i),
  businessNumber: `822-05-6158${i}`,
  companyName: institutionName,
  dealerName: '김민수',
  prescriptionAmount: [700_000, 400_151, 150_000, 64_000, 30_000][i]!,
  feeAmount: [212_000, 121_818, 45_000, 19_000, 10_000][i]!,
  extraFeeAmount: [1_200, 1_223, 0, 0, 0][i]!,
  feeTotal: [213_200, 123_041, 45_000, 19_000, 10_000][i]!,
  supplyAmount: [193_818, 111_855, 40_909, 17_272, 9_090][i]!,
  taxAmount: [19_382, 11_186, 4_091, 1_728, 910][i]!,
  totalAmount: [213_200, 123_041, 45_000, 19_000, 10_000][i]!,
}));

export const productLines: SettlementPartnerProduct[] = [
  ['보령알렌드론산정 70mg', 177, 2_485, 439_845, 30.42, 133_800, 0, 0],
  ['보령판토프라졸장용정 40mg', 151, 556, 83_956, 35.43, 29_745, 1.5, 1_259],
  ['프레탈정 50mg', 180, 165, 29_700, 12.14, 3_605, 0, 0],
  ['보령펠루비프로펜정 30mg', 32, 113, 3_616, 23.81, 860, 3, 108],
].map(([productName, quantity, unitPrice, prescriptionAmount, feeRate, feeAmount, extraFeeRate, extraFeeAmount], i) => ({
  id: 900 + i,
  seq: i + 1,
  productCode: `P${900 + i}`,
  productName: productName as string,
  quantity: quantity as number,
  unitPrice: unitPrice as number,
  prescriptionAmount: prescriptionAmount as number,
  feeRate: feeRate as number,
  feeAmount: feeAmount as number,
  extraFeeRate: extraFeeRate as number,
  extraFeeAmount: extraFeeAmount as number,
  note: i === 2 ? '반품 1건 차감' : null,
}));

/** The standard answers: a settlement's clients (paged) and a client's product lines. */
export const settlementRoutes: [RegExp, (url: URL) => unknown][] = [
  [/^\/v1\/settlements\/partners\/\d+\/products$/, () => productLines],
  [/^\/v1\/settlements\/partners$/, (url) => pageOf(clientShares, Number(url.searchParams.get('page') ?? 0), 10)],
];
