import type { Page, Settlement } from '../../src/api/types';
import { getAs, type Who } from './content-helpers';

// Helpers of the settlement tests: the demo members' settlements through the API.

/** Every settlement of the member the query selects (all pages). */
export async function settlementsOf(who: Who, query = ''): Promise<Settlement[]> {
  const out: Settlement[] = [];
  for (let page = 0; ; page++) {
    const { status, body } = await getAs<Page<Settlement>>(who, `/v1/settlements?size=100&page=${page}${query ? `&${query}` : ''}`);
    if (status !== 200) throw new Error(`settlements ${status}`);
    out.push(...body.content);
    if (body.last) return out;
  }
}

/** The months (`yyyy-MM`) that have settlements, oldest first. */
export const monthsOf = (rows: Settlement[]) => [...new Set(rows.map((s) => s.settlementMonth.slice(0, 7)))].sort();

export const sumOf = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
