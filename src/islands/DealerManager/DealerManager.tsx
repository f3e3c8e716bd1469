import { lazy, Suspense, useState } from 'react';
import { dealerManager } from 'styled-system/recipes';
import { ApiError } from '../../api/errors';
import type { ComplianceStatus } from '../../api/compliance-enums';
import type { DealerCreateRequest } from '../../api/schema/prescriptions';
import type { Dealer, DrugCompany } from '../../api/types';
import { worstStatusByDealer } from '../../lib/compliance-glance';
import { api } from './api';
import { ErrorBoundary } from '../shared/error-boundary/ErrorBoundary';
import { toast, ToasterOnDemand } from '../shared/toast-on-demand';
import { DealerForm } from '../shared/dealer-form';
import '../../styles/islands.css';
import { DealerList } from './DealerList';

export interface DealerManagerProps {
  /** The list as the server render loaded it; null when that failed (see `listError`). */
  dealers: Dealer[] | null;
  listError?: string | null;
  /** The member's drug companies for the picker; null when they could not be loaded. */
  companies: DrugCompany[] | null;
  /** Each dealer's worst compliance status by name (the server render's); null when the items could not be loaded. */
  complianceStatuses?: Record<string, ComplianceStatus> | null;
}

// A dealer row's contracts (kit Dialog and DatePicker on Ark, the request schema on valibot) load when first opened.
const ContractsDialog = lazy(() => import('./ContractsDialog').then((m) => ({ default: m.ContractsDialog })));

const s = dealerManager();
const notify = (type: 'success' | 'error', title: string) => void toast({ type, title });
const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : '잠시 후 다시 시도해 주세요.');

function DealerManagerInner({ dealers: initial, listError = null, companies, complianceStatuses = null }: DealerManagerProps) {
  const [dealers, setDealers] = useState(initial);
  const [statuses, setStatuses] = useState(complianceStatuses);
  const [error, setError] = useState(listError);
  const [loading, setLoading] = useState(false);
  const [contractsOf, setContractsOf] = useState<Dealer | null>(null);

  async function reload() {
    setLoading(true);
    // A new dealer has items too (a missing 신고증 first); the list keeps the statuses it had if they cannot be loaded.
    api.compliance
      .items()
      .then((items) => setStatuses(worstStatusByDealer(items)))
      .catch(() => undefined);
    try {
      setDealers(await api.dealers.list());
      setError(null);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setLoading(false);
    }
  }

  // The dealer is created or the form shows why not; the list then reloads and shows its own error if that fails.
  async function create(request: DealerCreateRequest) {
    await api.dealers.create(request);
    void reload();
  }

  return (
    <div className={s.root}>
      <DealerList
        dealers={dealers}
        loading={loading}
        error={error}
        onRetry={reload}
        complianceStatuses={statuses}
        onContracts={setContractsOf}
      />
      <DealerForm companies={companies} onCreate={create} />
      <Suspense fallback={null}>
        {contractsOf ? <ContractsDialog dealer={contractsOf} onClose={() => setContractsOf(null)} notify={notify} /> : null}
      </Suspense>
      <ToasterOnDemand />
    </div>
  );
}

/**
 * 소속딜러 관리: the member's dealers, the form that registers one (one row per chosen drug company) and each row's
 * 재위탁계약 versions in a dialog.
 */
export function DealerManager(props: DealerManagerProps) {
  return (
    <ErrorBoundary>
      <DealerManagerInner {...props} />
    </ErrorBoundary>
  );
}
