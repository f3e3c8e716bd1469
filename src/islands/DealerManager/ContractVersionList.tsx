import { dealerContracts } from 'styled-system/recipes';
import type { DealerContract, DealerContractRate } from '../../api/types';
import type { Day } from '../../lib/compliance-rules';
import { formatDateTime } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { FileIcon, InfoIcon } from '../../ui/icons';
import { Table, type TableColumn } from '../../ui/Table';
import { contractPeriod, contractPhase, formatFeeRate, PHASE_LABEL, retentionText, type ContractPhase } from './contract-view';

export interface ContractVersionListProps {
  /** Newest first, as the server answers. */
  versions: DealerContract[];
  /** Today in Korea: which version is in force. */
  today: Day;
  /** The version being deleted (its button spins). */
  removingId?: number | null;
  onRemove: (version: DealerContract) => void;
}

const s = dealerContracts();
const phaseTone: Record<ContractPhase, 'brand' | 'neutral' | 'info'> = { RUNNING: 'brand', ENDED: 'neutral', UPCOMING: 'info' };

/** The heading id of a version (the dialog moves the focus to a new version's heading). */
export const versionHeadingId = (c: Pick<DealerContract, 'id'>) => `dealer-contract-${c.id}`;

const rateColumns: TableColumn<DealerContractRate>[] = [
  { key: 'productName', header: '품목', align: 'start', wrap: true, render: (r) => r.productName },
  {
    key: 'feeRate',
    header: '수수료율',
    numeric: true,
    width: '7rem',
    render: (r) => <span className={s.rate}>{formatFeeRate(r.feeRate)}</span>,
  },
];

/**
 * The versions of a dealer row's sub-contract, newest first: 버전 N차 with where it stands today, its period, the
 * signed file, who recorded it and when, how long the law keeps it, and its rates per product; then 삭제 when the
 * server would accept it, else the reason it is kept.
 */
export function ContractVersionList({ versions, today, removingId = null, onRemove }: ContractVersionListProps) {
  return (
    <ol className={s.versions} aria-label="계약 버전">
      {versions.map((c) => {
        const phase = contractPhase(c, today);
        const title = `버전 ${c.version}차`;
        return (
          <li key={c.id} className={s.version} data-phase={phase} aria-labelledby={versionHeadingId(c)}>
            <div className={s.versionHead}>
              <h3 id={versionHeadingId(c)} className={s.versionTitle} tabIndex={-1}>
                {title}
              </h3>
              <Badge tone={phaseTone[phase]} variant="subtle">
                {PHASE_LABEL[phase]}
              </Badge>
            </div>
            <div className={s.versionBody}>
              <dl className={s.facts}>
                <dt className={s.factLabel}>기간</dt>
                <dd className={s.factValue}>{contractPeriod(c)}</dd>
                <dt className={s.factLabel}>계약서</dt>
                <dd className={s.factValue}>
                  <a className={s.fileLink} href={c.fileUrl} target="_blank" rel="noopener">
                    <FileIcon width={14} height={14} aria-hidden="true" />
                    {c.fileName}
                  </a>
                </dd>
                <dt className={s.factLabel}>등록</dt>
                <dd className={s.factValue}>
                  {c.createdByName} · {formatDateTime(c.createdAt)}
                </dd>
                <dt className={s.factLabel}>보존 기한</dt>
                <dd className={s.factValue}>{retentionText(c.retainUntil)}</dd>
              </dl>
              <Table
                caption={`${title} 품목별 수수료율`}
                density="compact"
                columns={rateColumns}
                rows={c.rates}
                getRowKey={(r) => r.productId}
                emptyText="품목이 없습니다."
              />
            </div>
            <div className={s.versionFoot}>
              {c.deletable ? (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  tone="danger"
                  loading={removingId === c.id}
                  loadingText="삭제 중…"
                  aria-label={`${title} 삭제`}
                  onClick={() => onRemove(c)}
                >
                  삭제
                </Button>
              ) : (
                <p className={s.locked}>
                  <InfoIcon width={14} height={14} aria-hidden="true" />
                  {c.lockedReason ?? '삭제할 수 없는 계약입니다.'}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
