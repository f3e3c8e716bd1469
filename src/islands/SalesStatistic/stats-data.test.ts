import { describe, expect, it, vi } from 'vitest';
import type { Page, PerformanceByInstitution } from '../../api/types';
import { pageOf } from '../shared/story-fixtures';
import { loadStats } from './stats-data';
import { readStatsState } from './stats-query';

const latest = '2026-11';
const row = (code: string, name: string): PerformanceByInstitution => ({
  institutionCode: code,
  institutionName: name,
  prescriptionAmount: 100,
  feeAmount: 10,
  totalAmount: 11,
});

function fakeApi(list: PerformanceByInstitution[]) {
  return {
    byDrugCompany: vi.fn(async () => []),
    byDrugCompanyMonthly: vi.fn(async () => []),
    byInstitutionPage: vi.fn(async (q: { institutionCode?: string; page: number; size: number }) => {
      const rows = q.institutionCode ? list.filter((r) => r.institutionCode === q.institutionCode) : list;
      return pageOf(rows, q.page, q.size) as Page<PerformanceByInstitution>;
    }),
  };
}

describe('loadStats', () => {
  const list = [row('H1', '서울내과의원'), row('H2', '밝은안과의원')];

  it('loads the state’s page of the client list in 거래처매출', async () => {
    const api = fakeApi(list);
    const data = await loadStats(api, readStatsState('?tab=INDIVIDUAL&keyword=안과&page=2', latest));
    expect(api.byInstitutionPage).toHaveBeenCalledExactlyOnceWith({
      startMonth: '2025-11-01',
      endMonth: '2026-10-01',
      institutionName: '안과',
      page: 1,
      size: 20,
    });
    expect(api.byDrugCompany).not.toHaveBeenCalled();
    expect(data).toEqual({ clients: expect.objectContaining({ totalElements: 2 }) });
  });

  it('names a drilled-in client by its own row, whichever page the list is on', async () => {
    const api = fakeApi(list);
    const data = await loadStats(api, readStatsState('?tab=INDIVIDUAL&page=5&institution=H2', latest));
    expect(api.byInstitutionPage).toHaveBeenCalledWith(expect.objectContaining({ institutionCode: 'H2', page: 0, size: 1 }));
    expect(data.client).toEqual(list[1]);
    expect(data.clients?.number).toBe(4);
    expect(data.companies).toEqual([]);
  });

  it('answers null for a client without figures in the period', async () => {
    const data = await loadStats(fakeApi(list), readStatsState('?tab=INDIVIDUAL&institution=H9', latest));
    expect(data.client).toBeNull();
  });

  it('asks nothing of the client list in 전체매출', async () => {
    const api = fakeApi(list);
    const data = await loadStats(api, readStatsState('?keyword=한빛', latest));
    expect(api.byInstitutionPage).not.toHaveBeenCalled();
    expect(data).toEqual({ companies: [], monthly: [] });
  });
});
