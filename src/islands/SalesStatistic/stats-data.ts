import type { settlementsApi } from '../../api/settlements';
import type { PerformanceByDrugCompany, PerformanceByDrugCompanyMonthly, PerformanceByInstitution } from '../../api/types';
import { statsApiQuery, statsView, type StatsState } from './stats-query';

/** The figures of one state: the client list (거래처매출), or drug companies and their months (전체 or one client). */
export interface StatsData {
  clients?: PerformanceByInstitution[];
  companies?: PerformanceByDrugCompany[];
  monthly?: PerformanceByDrugCompanyMonthly[];
}

type Statistics = Pick<ReturnType<typeof settlementsApi>, 'byDrugCompany' | 'byDrugCompanyMonthly' | 'byInstitution'>;

/**
 * Loads what a state shows, with the same calls on the server and in the browser. A drilled-in client also loads the
 * client list: its name heads the figures, and the way back finds the list ready.
 */
export async function loadStats(api: Statistics, state: StatsState): Promise<StatsData> {
  const clients = state.tab === 'INDIVIDUAL' ? api.byInstitution(statsApiQuery(state, false)) : undefined;
  if (statsView(state) === 'clients') return { clients: await clients };
  const [companies, monthly, clientList] = await Promise.all([
    api.byDrugCompany(statsApiQuery(state)),
    api.byDrugCompanyMonthly(statsApiQuery(state)),
    clients,
  ]);
  return { companies, monthly, ...(clientList ? { clients: clientList } : {}) };
}
