import type { MemberType } from '../../api/enums';
import type { PartnerContractRequest } from '../../api/schema/partner-contracts';
import { partnerContractsApi } from '../../api/partner-contracts';
import { http } from '../../lib/browser-api';
import { ErrorBoundary } from '../shared/error-boundary/ErrorBoundary';
import { ContractForm, type ApplyFn } from './ContractForm';
// The island-only recipes (scripts/build/island-recipes.mjs): a page links them only when it renders an island.
import '../../styles/islands.css';

const contracts = partnerContractsApi(http);
const apply: ApplyFn = (request, files, options) => contracts.apply(request, files, options);

export interface PartnerContractFormProps {
  memberType: MemberType;
  /** A rejected or cancelled application's fields, to start from. */
  prefill?: Partial<PartnerContractRequest> | null;
}

/** 파트너사 계약신청: the application island; once it is accepted the page reloads into the status view. */
export function PartnerContractForm({ memberType, prefill }: PartnerContractFormProps) {
  return (
    <ErrorBoundary>
      <ContractForm
        memberType={memberType}
        prefill={prefill}
        apply={apply}
        onApplied={() => location.replace('/partner-contract?done=applied')}
      />
    </ErrorBoundary>
  );
}
