import type { PerformanceByDrugCompany, PerformanceByDrugCompanyMonthly, PerformanceByInstitution } from '../../api/types';
import { pageOf } from '../shared/story-fixtures';
import type { StatsData } from './stats-data';
import type { StatsState } from './stats-query';

// Demo figures for the statistics stories: seven drug companies over a year (some months without settlements), and
// 47 clients (three pages of the list). Amounts in won, deterministic.

export const latest = '2026-11';
export const state: StatsState = { tab: 'TOTAL', startMonth: '2025-11', endMonth: '2026-10', keyword: '', page: 1, institution: '' };

const names = ['한빛제약', '대성약품', '유한바이오', '서울팜', '미래제약', '동해약품', '청솔제약'];
const months = [
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
];

/** A company's total in a month: a wave of its own, none in some months. */
const amount = (c: number, m: number) =>
  (c * 5 + m * 3) % 11 === 0 ? 0 : 180_000 + ((c * 37_911 + m * 52_347 * (c + 1)) % 420_000) - c * 21_000;

// The monthly call answers in month order, then by name; the totals call by total: two orders, one key (the name).
export const monthly: PerformanceByDrugCompanyMonthly[] = months.flatMap((m, mi) =>
  names
    .map((drugCompany, c) => ({ drugCompanyId: 10 + c, drugCompany, settlementMonth: `${m}-01`, totalAmount: amount(c, mi) }))
    .filter((r) => r.totalAmount > 0)
    .sort((a, b) => a.drugCompany.localeCompare(b.drugCompany, 'ko'))
    .map((r) => ({ ...r, prescriptionAmount: r.totalAmount * 4 + 1_234, feeAmount: r.totalAmount - 10_000 })),
);

export const companies: PerformanceByDrugCompany[] = names
  .map((drugCompany, c) => {
    const rows = monthly.filter((r) => r.drugCompany === drugCompany);
    const sum = (k: 'prescriptionAmount' | 'feeAmount' | 'totalAmount') => rows.reduce((a, r) => a + r[k], 0);
    return {
      drugCompanyId: 10 + c,
      drugCompany,
      prescriptionAmount: sum('prescriptionAmount'),
      feeAmount: sum('feeAmount'),
      totalAmount: sum('totalAmount'),
    };
  })
  .sort((a, b) => b.totalAmount - a.totalAmount);

const clinics = [
  '서울내과의원',
  '튼튼소아과의원',
  '밝은안과의원',
  '연세가정의학과의원',
  '행복정형외과의원',
  '미소치과의원',
  '수영미소병원',
];
const towns = [
  '강남',
  '분당',
  '일산',
  '수원',
  '인천',
  '부천',
  '안양',
  '용인',
  '해운대',
  '대구',
  '광주',
  '대전',
  '청주',
  '전주',
  '창원',
  '제주',
];
const kinds = ['내과의원', '이비인후과의원', '피부과의원', '연합의원', '정형외과의원', '가정의학과의원'];
const clientNames = [...clinics, ...Array.from({ length: 40 }, (_, i) => `${towns[i % towns.length]}${kinds[i % kinds.length]}`)];
/** The clients by total, largest first, as the server orders them. */
export const clients: PerformanceByInstitution[] = clientNames.map((institutionName, i) => ({
  institutionCode: `H${31_000 + i}`,
  institutionName,
  prescriptionAmount: 9_870_000 - i * 187_457,
  feeAmount: 2_100_000 - i * 40_001,
  totalAmount: 2_310_000 - i * 44_013,
}));

/** Page `n` (1-based) of the client list, 20 a page. */
export const clientPage = (n: number, all = clients) => pageOf(all, n - 1, 20);

export const totalData: StatsData = { companies, monthly };
/** One client's figures: three of the companies. */
export const clientData: StatsData = {
  clients: clientPage(1),
  client: clients[0],
  companies: companies.slice(0, 3),
  monthly: monthly.filter((r) => companies.slice(0, 3).some((c) => c.drugCompany === r.drugCompany)),
};
