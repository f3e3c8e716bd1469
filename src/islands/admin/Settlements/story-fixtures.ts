import type {
  KeysetPage,
  Page,
  SettlementRequestItem,
  StaffDealerSettlement,
  StaffDrugCompanyMonth,
  StaffMemberMonth,
  StaffMemberMonthDetail,
  StaffSettlementFigures,
  StaffSettlementLine,
  StaffSettlementStatistics,
  StaffStatisticsMember,
} from '../../../api/types';

// Stand-in data of the 정산관리 stories: figures that add up as the server's do (합계 = 수수료 + 기타 + 추가, VAT in).

export const MONTH = '2026-11';

/** A page of a numbered list, as the server answers it. */
export function pageOf<T>(content: T[], total = content.length, number = 0, size = 20): Page<T> {
  const sort = { empty: true, sorted: false, unsorted: true };
  const totalPages = Math.ceil(total / size);
  return {
    content,
    totalElements: total,
    totalPages,
    number,
    size,
    numberOfElements: content.length,
    first: number === 0,
    last: number >= totalPages - 1,
    empty: content.length === 0,
    sort,
    pageable: { offset: number * size, pageNumber: number, pageSize: size, paged: true, unpaged: false, sort },
  };
}
export const PREPARER = { userId: 'demo_ops_settlement', name: '정산담당' };
export const APPROVER = { userId: 'demo_ops_settlement2', name: '정산승인' };

export function figuresOf(prescriptionAmount: number, addedFeeAmount = 0): StaffSettlementFigures {
  const feeAmount = Math.round(prescriptionAmount * 0.42);
  const extraFeeAmount = Math.round(prescriptionAmount * 0.015);
  const totalAmount = feeAmount + extraFeeAmount + addedFeeAmount;
  const supplyAmount = Math.floor((totalAmount * 10) / 11);
  return {
    prescriptionAmount,
    feeAmount,
    extraFeeAmount,
    addedFeeAmount,
    totalAmount,
    supplyAmount,
    taxAmount: totalAmount - supplyAmount,
  };
}

const names = ['김민준', '이서연', '박지훈', '최유진', '한지우', '정세린', '강도현', '윤하은'];
const member = (n: number) => ({ id: 100 + n, userId: `partner${String(n).padStart(3, '0')}`, name: names[n % names.length]! });

export function monthRow(n: number, over: Partial<StaffMemberMonth> = {}): StaffMemberMonth {
  return {
    id: n,
    settlementMonth: MONTH,
    member: member(n),
    state: 'OPEN',
    figuresVersion: 3,
    prepared: null,
    confirmed: null,
    ...figuresOf(12_345_000 + n * 1_010_000, n % 3 === 0 ? 150_000 : 0),
    ...over,
  };
}

const at = '2026-12-03T02:10:00Z';
export const preparedBy = (stale = false, figures = figuresOf(13_355_000)) => ({ ...PREPARER, at, figuresVersion: 3, figures, stale });

export const monthRows: StaffMemberMonth[] = [
  monthRow(1),
  monthRow(2, { state: 'PREPARED', prepared: preparedBy(false, figuresOf(14_365_000)) }),
  monthRow(3, { state: 'CONFIRMED', prepared: preparedBy(), confirmed: { ...APPROVER, at: '2026-12-03T05:00:00Z' } }),
  monthRow(4, { state: 'PREPARED', prepared: preparedBy(true) }),
  monthRow(5),
];

export const keysetOf = <T>(content: T[], next: string | null = null): KeysetPage<T> => ({ content, size: 20, next });

const companies = [
  { id: 11, name: '한빛제약' },
  { id: 12, name: '대한바이오' },
];

export function companyRows(month: StaffMemberMonth): StaffDrugCompanyMonth[] {
  return companies.map((drugCompany, k) => ({
    id: month.id * 10 + k,
    memberMonthId: month.id,
    settlementMonth: month.settlementMonth,
    member: month.member,
    drugCompany,
    note: k === 0 && month.addedFeeAmount ? '11월 프로모션' : null,
    state: month.state,
    ...figuresOf(k === 0 ? 8_000_000 : 4_345_000, k === 0 ? month.addedFeeAmount : 0),
  }));
}

export function dealerRows(month: StaffMemberMonth): StaffDealerSettlement[] {
  return ['김영업', '이영업', '박영업'].map((name, k) => ({
    settlementId: month.id * 100 + k,
    dealer: { id: 50 + k, name },
    drugCompany: companies[k % 2]!,
    clients: 3 + k,
    status: k === 1 ? 'OBJECTION' : k === 0 ? 'REQUEST' : null,
    ...figuresOf(4_000_000 + k * 115_000),
  }));
}

export function detailOf(month: StaffMemberMonth, dealersNext: string | null = null): StaffMemberMonthDetail {
  return { month, drugCompanies: companyRows(month), dealers: keysetOf(dealerRows(month), dealersNext) };
}

export function lineRows(count = 4, first = 0): StaffSettlementLine[] {
  return Array.from({ length: count }, (_, k) => {
    const n = first + k;
    const totalPrice = 120_000 + n * 7_000;
    return {
      lineId: 900 + n,
      record: {
        id: 70 + (n % 2),
        status: 'COMPLETED',
        prescriptionMonth: '2026-10-01',
        institutionName: n % 2 ? '서울중앙의원' : '한강내과의원',
        institutionCode: `1234567${n}`,
        dealerId: 50,
        dealerName: '김영업',
        drugCompanyId: companies[n % 2]!.id,
        drugCompanyName: companies[n % 2]!.name,
      },
      productCode: `64${String(1000 + n)}`,
      productName: ['아모디핀정 5mg', '로수젯정 10/5mg', '리피토정 20mg'][n % 3]!,
      quantity: 30 + n,
      unitPrice: 4_000,
      totalPrice,
      baseFeeBp: 4200,
      feeAmount: Math.round(totalPrice * 0.42),
      extraFeeBp: 150,
      extraFeeAmount: Math.round(totalPrice * 0.015),
      note: null,
    };
  });
}

export const statistics: StaffSettlementStatistics = {
  startMonth: '2026-01',
  endMonth: '2026-03',
  total: figuresOf(412_000_000, 1_200_000),
  months: ['2026-01', '2026-02', '2026-03'].map((settlementMonth, k) => ({
    settlementMonth,
    members: 40 + k,
    confirmedMembers: k === 2 ? 12 : 40 + k,
    ...figuresOf(130_000_000 + k * 6_000_000, 400_000),
  })),
  drugCompanies: companies.map((drugCompany, k) => ({ drugCompany, members: 30 - k * 9, ...figuresOf(k ? 150_000_000 : 262_000_000) })),
};

export const topMembers = pageOf<StaffStatisticsMember>(
  [1, 2, 3].map((n) => ({ member: member(n), months: 3, ...figuresOf(40_000_000 - n * 3_000_000) })),
  3,
  0,
  10,
);

/** An open 정산요청 or 이의신청 row of the answer queues, `days` old. */
export function requestItem(
  n: number,
  status: SettlementRequestItem['status'],
  days: number,
  over: Partial<SettlementRequestItem> = {},
): SettlementRequestItem {
  const prescriptionAmount = 4_200_000 + n * 310_000;
  const feeTotal = Math.round(prescriptionAmount * 0.32);
  return {
    id: 500 + n,
    status,
    member: { id: 10 + n, userId: `partner00${n}`, name: ['이서연', '박도윤', '최하은'][n % 3]! },
    dealerName: ['강남지점', '본사직영', '부산딜러'][n % 3]!,
    drugCompanyName: ['한빛제약', '세움약품', '누리바이오'][n % 3]!,
    settlementMonth: `${MONTH}-01`,
    prescriptionAmount,
    feeTotal,
    totalAmount: Math.round(feeTotal * 1.1),
    requestedAt: new Date(Date.parse('2026-12-04T03:00:00Z') - days * 86_400_000).toISOString().slice(0, 19),
    ageMinutes: days * 24 * 60 + 35,
    monthState: n === 2 ? 'CONFIRMED' : 'OPEN',
    ...over,
  };
}
