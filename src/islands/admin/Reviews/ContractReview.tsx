import { useState } from 'react';
import { consoleReview } from 'styled-system/recipes';
import { ContractReviewStatus, MemberType, PartnerContractType, type PartnerContractStatus } from '../../../api/enums';
import type { ContractDecision, ContractReview as Review } from '../../../api/types';
import { formatDate, formatDateTime } from '../../../lib/format';
import { CONTRACT_QUEUE_PATH } from '../../../lib/review-query';
import { Badge } from '../../../ui/Badge/Badge';
import { Button } from '../../../ui/Button/Button';
import { Callout } from '../../../ui/Callout/Callout';
import { Link } from '../../../ui/Link/Link';
import { DocumentViewer } from '../shared/DocumentViewer';
import { ErrorBoundary } from '../../shared/error-boundary/ErrorBoundary';
import { contractCalls, type ContractCalls } from './api';
import { ReasonDialog } from '../shared/ReasonDialog';
import { Fields, MemberCard } from './ReviewParts';
import '../../../styles/islands.css';

export interface ContractReviewProps {
  review: Review;
  /** The decisions' calls (stories pass their own). */
  calls?: Pick<ContractCalls, 'approve' | 'reject' | 'end'>;
}

type Action = 'approve' | 'reject' | 'end';

const s = consoleReview();
export const statusTone: Record<PartnerContractStatus, 'warning' | 'success' | 'danger' | 'neutral'> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
  CANCELLED: 'neutral',
};

const done: Record<Action, (r: Review) => string> = {
  approve: (r) =>
    `승인했습니다. ${r.member.name} 회원은 이제 ${MemberType.label(r.contractType)} 계약회원으로 실적관리와 정산을 이용합니다.`,
  reject: (r) => `반려했습니다. ${r.member.name} 회원에게 반려 사유를 알렸습니다. 회원은 내용을 고쳐 다시 신청할 수 있습니다.`,
  end: (r) =>
    `계약을 종료했습니다. ${r.member.name} 회원의 실적관리와 정산이 닫혔습니다(회원 유형: ${MemberType.label(r.member.memberType)}).`,
};

function Screen({ review: initial, calls = contractCalls }: ContractReviewProps) {
  const [review, setReview] = useState(initial);
  const [action, setAction] = useState<Action | null>(null);
  const [result, setResult] = useState<{ action: Action; nextId: number | null } | null>(null);
  const who = `${review.member.name}(${review.member.userId}) 회원의 「${review.companyName}」`;

  async function decide(reason: string) {
    if (!action) return;
    const answer: ContractDecision =
      action === 'approve'
        ? await calls.approve(review.id)
        : action === 'reject'
          ? await calls.reject(review.id, { reason })
          : await calls.end(review.id, { reason });
    setReview(answer.review);
    setResult({ action, nextId: answer.nextId });
    setAction(null);
  }

  const dialogs: Record<Action, { title: string; message: string; confirmLabel: string; tone: 'brand' | 'danger'; reasonLabel?: string }> =
    {
      approve: {
        title: '계약 승인',
        message: `${who} ${PartnerContractType.label(review.contractType)} 신청을 승인합니다. 회원은 바로 실적관리와 정산을 이용하게 됩니다.`,
        confirmLabel: '승인',
        tone: 'brand',
      },
      reject: {
        title: '계약 신청 반려',
        message: `${who} 신청을 반려합니다. 회원은 사유를 보고 내용을 고쳐 다시 신청할 수 있습니다.`,
        confirmLabel: '반려',
        tone: 'danger',
        reasonLabel: '반려 사유',
      },
      end: {
        title: '계약 종료',
        message: `${who} 계약을 종료합니다. 회원의 실적관리와 정산이 바로 닫힙니다.`,
        confirmLabel: '계약 종료',
        tone: 'danger',
        reasonLabel: '종료 사유',
      },
    };
  const dialog = action ? dialogs[action] : null;
  const reason = review.status === 'REJECTED' ? review.rejectionReason : review.status === 'CANCELLED' ? review.endReason : null;

  return (
    <div className={s.root}>
      <div className={s.statusRow}>
        <p>
          <Badge tone={statusTone[review.status]} variant="subtle" size="lg">
            {ContractReviewStatus.label(review.status)}
          </Badge>{' '}
          {formatDateTime(review.submittedAt)} 신청
        </p>
        <div className={s.actions}>
          {review.status === 'PENDING' && (
            <>
              <Button onClick={() => setAction('approve')}>승인</Button>
              <Button variant="outline" tone="danger" onClick={() => setAction('reject')}>
                반려
              </Button>
            </>
          )}
          {review.status === 'APPROVED' && (
            <Button variant="outline" tone="danger" onClick={() => setAction('end')}>
              계약 종료
            </Button>
          )}
        </div>
      </div>
      {result && (
        <Callout tone="success" role="status" className={s.result} data-testid="decision-result">
          <p>{done[result.action](review)}</p>
          <div className={s.resultActions}>
            {result.nextId ? (
              <Button href={`${CONTRACT_QUEUE_PATH}/${result.nextId}`} size="sm">
                다음 신청 심사하기
              </Button>
            ) : (
              <span>심사를 기다리는 다른 신청이 없습니다.</span>
            )}
            <Button href={CONTRACT_QUEUE_PATH} variant="outline" tone="neutral" size="sm">
              목록으로
            </Button>
          </div>
        </Callout>
      )}
      <div className={s.layout}>
        <div className={s.side}>
          <section className={s.card} aria-labelledby="application-title">
            <h2 id="application-title" className={s.cardTitle}>
              신청 내용
            </h2>
            <Fields
              rows={[
                ['유형', PartnerContractType.label(review.contractType)],
                ['회사명', review.companyName],
                ['사업자등록번호', review.businessNumber],
                ['정산은행', review.bankName],
                ['계좌번호', review.accountNumber],
                ['신청일', formatDateTime(review.submittedAt)],
                ['계약일', review.contractDate ? formatDate(review.contractDate) : '-'],
                ...(review.endedAt ? ([['종료일', formatDate(review.endedAt)]] as [string, string][]) : []),
                ...(reason ? ([[review.status === 'REJECTED' ? '반려 사유' : '종료 사유', reason]] as [string, string][]) : []),
              ]}
            />
          </section>
          <MemberCard member={review.member} />
          <section className={s.card} aria-labelledby="history-title">
            <h2 id="history-title" className={s.cardTitle}>
              이전 신청
            </h2>
            {review.history.length ? (
              <ul className={s.history}>
                {review.history.map((h) => (
                  <li key={h.id} className={s.historyItem}>
                    <span>
                      <Link href={`${CONTRACT_QUEUE_PATH}/${h.id}`}>
                        {formatDate(h.submittedAt)} · {h.companyName}
                      </Link>{' '}
                      <Badge tone={statusTone[h.status]} variant="subtle" size="sm">
                        {ContractReviewStatus.label(h.status)}
                      </Badge>
                    </span>
                    {h.rejectionReason || h.endReason ? <span>사유: {h.rejectionReason ?? h.endReason}</span> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className={s.value}>이전 신청이 없습니다.</p>
            )}
          </section>
        </div>
        <DocumentViewer documents={review.documents} label="제출 서류" />
      </div>
      <p className={s.footer}>
        <Button href={CONTRACT_QUEUE_PATH} variant="outline" tone="neutral">
          목록으로
        </Button>
      </p>
      {dialog && (
        <ReasonDialog
          key={action}
          open
          onClose={() => setAction(null)}
          title={dialog.title}
          message={dialog.message}
          confirmLabel={dialog.confirmLabel}
          tone={dialog.tone}
          reasonLabel={dialog.reasonLabel}
          onConfirm={decide}
        />
      )}
    </div>
  );
}

/** 계약 심사's review screen: the application (masked), the member, the documents, and 승인 / 반려 / 계약 종료. */
export function ContractReview(props: ContractReviewProps) {
  return (
    <ErrorBoundary>
      <Screen {...props} />
    </ErrorBoundary>
  );
}
