import { useState } from 'react';
import { memberAdmin } from 'styled-system/recipes';
import { ApiError } from '../../../api/errors';
import { STAFF_REASON_MAX } from '../../../api/schema/member-admin-limits';
import type { BankAccountChange, Page } from '../../../api/types';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { Badge } from '../../../ui/Badge/Badge';
import { Button } from '../../../ui/Button/Button';
import { Callout } from '../../../ui/Callout/Callout';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Textarea } from '../../../ui/Textarea/Textarea';
import { ErrorBoundary } from '../../shared/error-boundary/ErrorBoundary';
import { useHydrated } from '../../shared/use-hydrated';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { memberCalls as calls } from './api';
import '../../../styles/islands.css';

export interface BankChangeQueueProps {
  /** The PENDING changes, oldest first (the server's first page); null when loading failed. */
  initialPage: Page<BankAccountChange> | null;
}

const s = memberAdmin();
type Decision = { change: BankAccountChange; verb: 'approve' | 'reject' } | null;

/**
 * 계좌 변경 승인: the four-eyes queue, oldest first. Each card: the member, the account before → after (masked), the
 * reason and who asked; 승인 / 반려 behind dialogs naming the member. One's own requests cannot be decided here (the
 * server refuses them too): they say 「다른 담당자의 승인이 필요합니다」. Every button is reachable by Tab.
 */
function BankChangeQueueInner({ initialPage }: BankChangeQueueProps) {
  const ready = useHydrated();
  const [page, setPage] = useState(initialPage);
  const [decision, setDecision] = useState<Decision>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function reload() {
    setLoading(true);
    try {
      setPage(await calls.bankChanges({ status: 'PENDING', size: 100 }));
    } catch (e) {
      setNotice(e instanceof ApiError ? e.message : '목록을 다시 불러오지 못했습니다.');
    } finally {
      setLoading(false);
    }
  }

  if (!page)
    return (
      <Callout tone="danger" role="alert">
        <p>계좌 변경 요청 목록을 불러오는 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.</p>
      </Callout>
    );

  const memberOf = (c: BankAccountChange) => `${c.member.name}(${c.member.userId})`;

  return (
    <>
      <div className={s.resultBar}>
        <p className={s.count} role="status">
          승인 대기 {formatNumber(page.totalElements)}건
        </p>
        <Button size="sm" variant="outline" tone="neutral" onClick={reload} loading={loading} disabled={!ready}>
          새로 고침
        </Button>
      </div>
      {notice ? (
        <p role="status" className={s.note} data-testid="queue-notice">
          {notice}
        </p>
      ) : null}
      {page.content.length === 0 ? (
        <EmptyState title="승인을 기다리는 계좌 변경이 없습니다" description="회원 화면에서 계좌 변경을 요청하면 여기에 표시됩니다." />
      ) : (
        <ul className={s.queue} aria-busy={loading}>
          {page.content.map((c) => (
            <li key={c.id} className={s.change} data-change={c.id}>
              <div className={s.sectionHead}>
                <h2 className={s.sectionTitle}>
                  <a className={s.link} href={`/admin/members/${encodeURIComponent(c.member.userId)}`}>
                    {memberOf(c)}
                  </a>
                </h2>
                <Badge tone="warning" variant="subtle">
                  승인 대기
                </Badge>
              </div>
              <dl className={s.fields}>
                <dt className={s.term}>계좌</dt>
                <dd className={s.detail}>
                  <span className={s.value}>
                    {c.current.bankName} {c.current.accountNumber}
                  </span>
                  <span className={s.arrow} aria-label="에서">
                    →
                  </span>
                  <span className={s.value}>
                    {c.requested.bankName} {c.requested.accountNumber}
                  </span>
                </dd>
                <dt className={s.term}>사유</dt>
                <dd className={s.detail}>{c.reason}</dd>
                <dt className={s.term}>요청자</dt>
                <dd className={s.detail}>
                  {c.requestedBy.name}({c.requestedBy.userId}) · {formatDateTime(c.requestedAt)}
                </dd>
              </dl>
              {c.mine ? (
                <p className={s.note}>다른 담당자의 승인이 필요합니다</p>
              ) : (
                <div className={s.actions}>
                  <Button size="sm" onClick={() => setDecision({ change: c, verb: 'approve' })} disabled={!ready}>
                    승인
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    tone="danger"
                    disabled={!ready}
                    onClick={() => {
                      setReason('');
                      setReasonError(null);
                      setDecision({ change: c, verb: 'reject' });
                    }}
                  >
                    반려
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={decision?.verb === 'approve'}
        onClose={() => setDecision(null)}
        title="계좌 변경 승인"
        message={
          decision
            ? `${memberOf(decision.change)} 회원의 정산 계좌를 ${decision.change.requested.bankName} ${decision.change.requested.accountNumber}(으)로 바꿉니다. 회원에게 알림이 갑니다.`
            : ''
        }
        confirmLabel="승인"
        onConfirm={async () => {
          if (!decision) return;
          await calls.approveBankChange(decision.change.id);
          setNotice(`${memberOf(decision.change)} 회원의 정산 계좌를 바꿨습니다.`);
          await reload();
        }}
      />
      <ConfirmDialog
        open={decision?.verb === 'reject'}
        onClose={() => setDecision(null)}
        title="계좌 변경 반려"
        tone="danger"
        message={decision ? `${memberOf(decision.change)} 회원의 계좌 변경 요청을 반려합니다. 계좌는 바뀌지 않습니다.` : ''}
        confirmLabel="반려"
        onConfirm={async () => {
          if (!decision) return;
          if (!reason.trim()) {
            setReasonError('반려 사유를 입력해 주세요.');
            return false;
          }
          await calls.rejectBankChange(decision.change.id, { reason: reason.trim() });
          setNotice(`${memberOf(decision.change)} 회원의 계좌 변경 요청을 반려했습니다.`);
          await reload();
        }}
      >
        <Textarea
          label="반려 사유"
          required
          rows={3}
          value={reason}
          maxLength={STAFF_REASON_MAX}
          onChange={(e) => {
            setReason(e.target.value);
            setReasonError(null);
          }}
          errorText={reasonError ?? undefined}
        />
      </ConfirmDialog>
    </>
  );
}

export function BankChangeQueue(props: BankChangeQueueProps) {
  return (
    <ErrorBoundary>
      <BankChangeQueueInner {...props} />
    </ErrorBoundary>
  );
}
