import type { settlementsApi } from '../../api/settlements';
import type { Page, PerformanceByDrugCompany, PerformanceByDrugCompanyMonthly, PerformanceByInstitution } from '../../api/types';
import { clientPageQuery, statsApiQuery, statsView, type StatsState } from './stats-query';

/** The figures of one state: a page of the client list (거래처매출), or drug companies and their months (전체 or one client). */
export interface StatsData {
  /** The state's page of the client list (거래처매출 only, also beside a drilled-in client). */
  clients?: Page<PerformanceByInstitution>;
  /** The drilled-in client's own row in the period (its name heads the figures); null when it has none there. */
  client?: PerformanceByInstitution | null;
  companies?: PerformanceByDrugCompany[];
  monthly?: PerformanceByDrugCompanyMonthly[];
}

type Statistics = Pick<ReturnType<typeof settlementsApi>, 'byDrugCompany' | 'byDrugCompanyMonthly' | 'byInstitutionPage'>;

/**
 * Loads what a state shows, with the same calls on the server and in the browser. A drilled-in client also loads its
 * own row (by its code: its name heads the figures, wherever it stands in the list) and the page of the list it was
 * opened from, so the way back finds that page ready.
 */
export async function loadStats(api: Statistics, state: StatsState): Promise<StatsData> {
  const clients = state.tab === 'INDIVIDUAL' ? api.byInstitutionPage(clientPageQuery(state)) : undefined;
  if (statsView(state) === 'clients') return { clients: await clients };
  const client = state.institution
    ? api.byInstitutionPage({ ...statsApiQuery(state), page: 0, size: 1 }).then((p) => p.content[0] ?? null)
    : undefined;
  const [companies, monthly, clientList, clientRow] = await Promise.all([
    api.byDrugCompany(statsApiQuery(state)),
    api.byDrugCompanyMonthly(statsApiQuery(state)),
    clients,
    client,
  ]);
  return {
    companies,
    monthly,
    ...(clientList ? { clients: clientList } : {}),
    ...(clientRow !== undefined ? { client: clientRow } : {}),
  };
}
