import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { dealerContracts } from 'styled-system/recipes';
import type { Dealer, DealerContract } from '../../api/types';
import { ApiError } from '../../api/errors';
import { COMPLIANCE_RULES, seoulDay, type Day } from '../../lib/compliance-rules';
import { formatNumber } from '../../lib/format';
import { confirm, info } from '../../stores/dialog';
import { Button } from '../../ui/Button';
import { DialogFrame } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { SkeletonText } from '../../ui/Skeleton';
import { api } from './api';
import { ContractForm } from './ContractForm';
import { withoutWireNames } from './contract-view';
import { ContractVersionList, versionHeadingId } from './ContractVersionList';

export type Notify = (type: 'success' | 'error', title: string) => void;

export interface ContractsDialogProps {
  /** The dealer row (one dealer for one drug company) whose contracts these are. */
  dealer: Dealer;
  /** Today in Korea (which version is in force); default: now. */
  today?: Day;
  onClose: () => void;
  notify: Notify;
}

const s = dealerContracts();
const rule = COMPLIANCE_RULES.recordRetention;
const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? withoutWireNames(error.message) : fallback);

/**
 * 재위탁계약 of one dealer row: its versions newest first (loading, empty and failed states) and the 새 버전 등록 form in
 * the same dialog. A change is a new version; nothing is edited in place. After a version is stored the list loads
 * again and the focus goes to the new version; 삭제 asks first and the server may still refuse (its reason is shown).
 */
export function ContractsDialog({ dealer, today = seoulDay(), onClose, notify }: ContractsDialogProps) {
  const [versions, setVersions] = useState<DealerContract[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [view, setView] = useState<'list' | 'form'>('list');
  const [sending, setSending] = useState(false);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const formId = `${useId()}-contract-form`;
  const ticket = useRef(0);
  const focusAfterLoad = useRef<string | null>(null);
  const title = `${dealer.displayName} 재위탁계약`;

  /** Asks for the versions; only the latest request's answer is shown. */
  const fetchVersions = useCallback(() => {
    const mine = ++ticket.current;
    api.records
      .dealerContracts(dealer.id)
      .then((list) => {
        if (mine !== ticket.current) return;
        setVersions(list);
        setLoadError(null);
      })
      .catch((error: unknown) => mine === ticket.current && setLoadError(messageOf(error, '잠시 후 다시 시도해 주세요.')))
      .finally(() => mine === ticket.current && setLoading(false));
  }, [dealer.id]);

  useEffect(fetchVersions, [fetchVersions]);

  const load = () => {
    setLoading(true);
    fetchVersions();
  };

  // After a view change or a reload: the new version's heading, the form's first field or the 새 버전 등록 button.
  useEffect(() => {
    const target = focusAfterLoad.current;
    if (!target || loading) return;
    focusAfterLoad.current = null;
    requestAnimationFrame(() => document.getElementById(target)?.focus());
  }, [loading, view, versions]);

  function saved({ version, id }: { id: number; version: number }) {
    notify('success', `${dealer.displayName} 재위탁계약 ${version}차를 등록했습니다.`);
    focusAfterLoad.current = versionHeadingId({ id });
    setView('list');
    load();
  }

  async function remove(c: DealerContract) {
    const what = `${dealer.displayName} 재위탁계약 ${c.version}차`;
    if (
      !(await confirm(`${what}를 삭제하시겠습니까?\n첨부한 계약서도 함께 삭제되며 되돌릴 수 없습니다.`, {
        title: '계약 삭제',
        confirmLabel: '삭제',
      }))
    )
      return;
    setRemovingId(c.id);
    try {
      await api.records.removeDealerContract(dealer.id, c.id);
      notify('success', `${what}를 삭제했습니다.`);
      focusAfterLoad.current = `${formId}-new`;
      load();
    } catch (error) {
      await info(messageOf(error, '계약을 삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.'), { title: '삭제할 수 없습니다' });
      // A refusal means the list was out of date (a notice sent meanwhile, the day turned): it is asked for again, so
      // the version shows why it is kept.
      if (error instanceof ApiError) {
        focusAfterLoad.current = versionHeadingId(c);
        load();
      }
    } finally {
      setRemovingId(null);
    }
  }

  // The form takes the focus itself (its first field) when it appears.
  const openForm = () => setView('form');
  const backToList = () => {
    setView('list');
    focusAfterLoad.current = `${formId}-new`;
  };

  const footer =
    view === 'form' ? (
      <>
        <Button type="button" variant="outline" tone="neutral" onClick={backToList} disabled={sending}>
          취소
        </Button>
        <Button type="submit" form={formId} variant="solid" tone="brand" loading={sending} loadingText="등록 중…">
          등록
        </Button>
      </>
    ) : (
      <>
        <Button type="button" variant="outline" tone="neutral" onClick={onClose}>
          닫기
        </Button>
        <Button
          id={`${formId}-new`}
          type="button"
          variant="solid"
          tone="brand"
          onClick={openForm}
          disabled={loading && !versions && !loadError}
        >
          새 버전 등록
        </Button>
      </>
    );

  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && !sending && onClose()}
      title={title}
      size="lg"
      closeOnInteractOutside={false}
      footer={footer}
    >
      <div className={s.body}>
        {view === 'form' ? (
          <ContractForm dealer={dealer} formId={formId} latest={versions?.[0] ?? null} onSaved={saved} onSendingChange={setSending} />
        ) : (
          <section aria-label="계약 버전 목록" aria-busy={loading || undefined} className={s.body}>
            <div className={s.head}>
              {versions && !loadError ? (
                <p className={s.muted}>버전 {formatNumber(versions.length)}개 · 최신 버전이 위에 있습니다.</p>
              ) : null}
              <p className={s.rules}>
                보존: {rule.figure} ({rule.source})
              </p>
            </div>
            {loadError ? (
              <div role="alert">
                <EmptyState
                  tone="danger"
                  title="재위탁계약을 불러오는 중 오류가 발생했습니다."
                  description={loadError}
                  action={
                    <Button variant="outline" tone="neutral" onClick={load} loading={loading} loadingText="불러오는 중…">
                      다시 시도
                    </Button>
                  }
                />
              </div>
            ) : !versions ? (
              <div role="status" aria-label="재위탁계약을 불러오는 중">
                <SkeletonText lines={4} />
              </div>
            ) : versions.length === 0 ? (
              <EmptyState
                title="등록된 재위탁계약이 없습니다."
                description="「새 버전 등록」으로 서명한 계약서와 품목별 수수료율을 등록해 주세요."
              />
            ) : (
              <ContractVersionList versions={versions} today={today} removingId={removingId} onRemove={(c) => void remove(c)} />
            )}
          </section>
        )}
      </div>
    </DialogFrame>
  );
}
