import type { Dealer, DrugCompany } from '../../api/types';
import type { Answer } from '../shared/story-fixtures';
import { dealers } from './story-fixtures';

// The dealer picker's 신규 딜러 추가 in stories: the member's drug companies and a dealer list that POST /v1/dealers adds
// to (one row per company, as the server does), answered by mockApi. Nothing leaves the page.

export const drugCompanies: DrugCompany[] = [
  { id: 7, code: 'HB', name: '한빛제약' },
  { id: 8, code: 'DS', name: '대성약품' },
  { id: 9, code: 'SM', name: '새미약품' },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Routes of a dealer list that grows with each create; `refuse` answers every create with that status instead. */
export function dealerServer({ refuse, companies = 'ok' }: { refuse?: number; companies?: 'ok' | 'fail' | 'never' } = {}) {
  const list: Dealer[] = [...dealers];
  let nextId = 100;
  const routes: [RegExp, Answer | 'never' | number][] = [
    [
      /^\/v1\/dealers$/,
      (url, init) => {
        if (init?.method?.toUpperCase() === 'POST') {
          if (refuse) return json(refuse, { code: 'DUPLICATE_DEALER', message: '이미 같은 이름의 딜러가 있습니다: 한빛제약' });
          const body = JSON.parse(String(init.body)) as { dealerName: string; drugCompanyIds: number[] };
          for (const id of body.drugCompanyIds) {
            const company = drugCompanies.find((c) => c.id === id);
            list.unshift({
              id: nextId++,
              dealerName: body.dealerName,
              displayName: `${body.dealerName}(${company?.name ?? '-'})`,
              drugCompanyId: id,
              drugCompanyName: company?.name ?? null,
              createdAt: '2026-11-28T00:00:00Z',
            });
          }
          return new Response(null, { status: 201 });
        }
        const name = url.searchParams.get('dealerName');
        return name ? list.filter((d) => d.dealerName.includes(name)) : list;
      },
    ],
    [/^\/v1\/partners\/drug-companies$/, companies === 'ok' ? () => drugCompanies : companies === 'never' ? 'never' : 500],
  ];
  return routes;
}
