import type { Dealer, DrugCompany } from '../../api/types';
import { companies } from '../shared/dealer-form/story-fixtures';

// Sample data of the dealer stories: a member's drug companies (shared with the dealer form's) and dealers (one row
// per dealer and company).
export { companies };

const dealer = (id: number, dealerName: string, company: DrugCompany, createdAt: string): Dealer => ({
  id,
  dealerName,
  displayName: `${dealerName}(${company.name})`,
  drugCompanyId: company.id,
  drugCompanyName: company.name,
  createdAt,
});

export const dealers: Dealer[] = [
  dealer(14, '김민준', companies[0]!, '2025-10-12T03:10:00Z'),
  dealer(13, '김민준', companies[1]!, '2025-10-12T03:10:00Z'),
  dealer(9, '이서연', companies[2]!, '2025-09-03T01:00:00Z'),
  dealer(4, '박지호', companies[3]!, '2025-07-21T08:30:00Z'),
];

/** Replaces fetch for one story: every call gets `answer()` (or never settles); the real fetch comes back afterwards. */
export function answerFetch(answer?: (url: string, init?: RequestInit) => Response) {
  return () => {
    const real = globalThis.fetch;
    globalThis.fetch = (input, init) =>
      answer ? Promise.resolve(answer(String(input instanceof Request ? input.url : input), init)) : new Promise<Response>(() => {});
    return () => {
      globalThis.fetch = real;
    };
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
