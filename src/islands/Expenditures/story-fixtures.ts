import type { Expenditure } from '../../api/types';
import { ledgerWarnings } from '../../lib/expenditure-limits';
import { pageOf } from '../shared/story-fixtures';
import type { Ledger } from './ledger';
import { sortEntries } from './ledger';
import type { Call, Route } from '../shared/story-server';

// Sample data of the expenditure stories on a fixed day (2026-11-27): a year with every state of an entry: within the
// limits, over a limit (food per person, survey fee), corrected (its souvenirs were over the limit) and its correction,
// recorded today (deletable), with and without receipts.

export const today = '2026-11-27';

const entry = (over: Partial<Expenditure> & Pick<Expenditure, 'id' | 'date' | 'kind' | 'institutionName'>): Expenditure => {
  const e: Expenditure = {
    recipients: [],
    recipientCount: 1,
    amount: 0,
    itemAmount: 0,
    caseCount: null,
    productName: '',
    note: '',
    files: [],
    correctsId: null,
    correctedById: null,
    warnings: [],
    createdAt: `${over.date}T03:00:00Z`,
    deletable: false,
    ...over,
  };
  // The warnings as the server words them: the same checker, entry by entry.
  return { ...e, warnings: over.warnings ?? ledgerWarnings([e]).get(e.id) ?? [] };
};

const receipt = (id: number, name: string) => ({ url: `/v1/files/${id}?name=${encodeURIComponent(name)}`, name });

export const entries: Expenditure[] = sortEntries([
  entry({
    id: 7,
    date: '2026-11-27',
    kind: 'CONFERENCE',
    institutionName: '대한내과학회 추계학술대회',
    recipientCount: 30,
    amount: 2_000_000,
    note: '부스 운영비',
    deletable: true,
    createdAt: '2026-11-27T01:00:00Z',
  }),
  entry({
    id: 6,
    date: '2026-11-20',
    kind: 'BRIEFING_SINGLE',
    institutionName: '한빛내과의원',
    recipients: ['김서윤', '박도현'],
    recipientCount: 2,
    amount: 300_000,
    productName: '노바스크정 5mg',
    files: [receipt(601, '한빛내과 영수증.pdf')],
  }),
  entry({
    id: 4,
    date: '2026-10-14',
    kind: 'BRIEFING_MULTI',
    institutionName: '강남구 내과 연합 설명회',
    recipientCount: 12,
    amount: 1_080_000,
    itemAmount: 45_000,
    productName: '리피토정 10mg',
    correctsId: 3,
    files: [receipt(401, '설명회 영수증.pdf'), receipt(402, '참석자 명단.png')],
  }),
  entry({
    id: 3,
    date: '2026-10-14',
    kind: 'BRIEFING_MULTI',
    institutionName: '강남구 내과 연합 설명회',
    recipientCount: 12,
    amount: 1_080_000,
    itemAmount: 60_000,
    productName: '리피토정 10mg',
    correctedById: 4,
    // A corrected entry no longer counts: the server checks only the entries that do (its correction instead).
    warnings: [],
  }),
  entry({
    id: 5,
    date: '2026-09-05',
    kind: 'SURVEY',
    institutionName: '바른정형외과의원',
    recipients: ['정하은'],
    recipientCount: 1,
    amount: 300_000,
    caseCount: 5,
    productName: '세레브렉스캡슐',
  }),
  entry({
    id: 2,
    date: '2026-08-11',
    kind: 'SAMPLE',
    institutionName: '미소약국',
    recipients: ['최유진'],
    productName: '노바스크정 5mg',
    note: '견본품 10정',
  }),
  entry({
    id: 1,
    date: '2026-03-02',
    kind: 'BRIEFING_SINGLE',
    institutionName: '서울내과의원',
    recipients: ['이준호', '한지민', '오세훈'],
    recipientCount: 4,
    amount: 240_000,
    itemAmount: 8_000,
    productName: '노바스크정 5mg',
    files: [receipt(101, '서울내과 영수증.jpg')],
  }),
]);

export const ledger: Ledger = { year: 2026, entries };

/** A busy year: 45 briefings within the limits, for the pager. */
export const manyEntries: Expenditure[] = sortEntries(
  Array.from({ length: 45 }, (_, i) =>
    entry({
      id: 100 + i,
      date: `2026-${String(1 + (i % 11)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`,
      kind: 'BRIEFING_SINGLE',
      institutionName: `${['서울', '한빛', '바른', '미래', '새봄'][i % 5]}내과의원`,
      recipientCount: 2,
      amount: 120_000,
    }),
  ),
);

/** The year's entries as `GET /v1/expenditures?year=&page=&size=` answers them. */
export const listOf =
  (all: readonly Expenditure[]) =>
  ({ url }: Call) =>
    pageOf(
      all.filter((e) => e.date.startsWith(`${url.searchParams.get('year')}-`)),
      Number(url.searchParams.get('page') ?? 0),
      Number(url.searchParams.get('size') ?? 10),
    );

export const expenditureRoutes: Route[] = [['GET', /^\/v1\/expenditures$/, listOf(entries)]];
