import { useState } from 'react';
import { consoleReview } from 'styled-system/recipes';
import { CsoReviewStatus, type CsoReviewStatus as Status } from '../../../api/enums';
import type { CsoReview as Review } from '../../../api/types';
import { formatDateTime } from '../../../lib/format';
import { CSO_QUEUE_PATH } from '../../../lib/review-query';
import { Badge } from '../../../ui/Badge/Badge';
import { Button } from '../../../ui/Button/Button';
import { Callout } from '../../../ui/Callout/Callout';
import { DocumentViewer } from '../shared/DocumentViewer';
import { ErrorBoundary } from '../../shared/error-boundary/ErrorBoundary';
import { csoCalls, type CsoCalls } from './api';
import { ReasonDialog } from '../shared/ReasonDialog';
import { Fields, MemberCard } from './ReviewParts';
import '../../../styles/islands.css';

export interface CsoReviewProps {
  review: Review;
  calls?: Pick<CsoCalls, 'approve' | 'reject'>;
}

type Action = 'approve' | 'reject';
const s = consoleReview();
const tone: Record<Status, 'warning' | 'success' | 'danger' | 'neutral'> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
  NONE: 'neutral',
};

function Screen({ review: initial, calls = csoCalls }: CsoReviewProps) {
  const [review, setReview] = useState(initial);
  const [action, setAction] = useState<Action | null>(null);
  const [result, setResult] = useState<{ action: Action; nextUserId: string | null } | null>(null);
  const { member } = review;
  const who = `${member.name}(${member.userId}) 회원의 CSO 신고증`;

  async function decide(reason: string) {
    if (!action) return;
    const answer = action === 'approve' ? await calls.approve(member.userId) : await calls.reject(member.userId, reason);
    setReview(answer.review);
    setResult({ action, nextUserId: answer.nextUserId });
    setAction(null);
  }

  const documents = review.document ? [review.document] : [];
  return (
    <div className={s.root}>
      <div className={s.statusRow}>
        <p>
          <Badge tone={tone[review.status]} variant="subtle" size="lg">
            {CsoReviewStatus.label(review.status)}
          </Badge>{' '}
          {review.submittedAt ? `${formatDateTime(review.submittedAt)} 제출` : null}
        </p>
        {review.status === 'PENDING' && (
          <div className={s.actions}>
            <Button onClick={() => setAction('approve')}>승인</Button>
            <Button variant="outline" tone="danger" onClick={() => setAction('reject')}>
              반려
            </Button>
          </div>
        )}
      </div>
      {result && (
        <Callout tone="success" role="status" className={s.result} data-testid="decision-result">
          <p>
            {result.action === 'approve'
              ? `승인했습니다. ${member.name} 회원은 이제 CSO 회원으로 익명게시판을 이용합니다.`
              : `반려했습니다. ${member.name} 회원에게 반려 사유를 알렸습니다. 회원이 새 신고증을 올리면 다시 심사 대기에 들어옵니다.`}
          </p>
          <div className={s.resultActions}>
            {result.nextUserId ? (
              <Button href={`${CSO_QUEUE_PATH}/${encodeURIComponent(result.nextUserId)}`} size="sm">
                다음 신고증 심사하기
              </Button>
            ) : (
              <span>심사를 기다리는 다른 신고증이 없습니다.</span>
            )}
            <Button href={CSO_QUEUE_PATH} variant="outline" tone="neutral" size="sm">
              목록으로
            </Button>
          </div>
        </Callout>
      )}
      <div className={s.layout}>
        <div className={s.side}>
          <section className={s.card} aria-labelledby="certificate-title">
            <h2 id="certificate-title" className={s.cardTitle}>
              신고증
            </h2>
            <Fields
              rows={[
                ['파일', review.document?.name ?? review.legacyFileName ?? '제출한 파일이 없습니다.'],
                ['제출일', review.submittedAt ? formatDateTime(review.submittedAt) : '-'],
                ...(review.approvedAt ? ([['승인일', formatDateTime(review.approvedAt)]] as [string, string][]) : []),
                ...(review.rejectionReason ? ([['반려 사유', review.rejectionReason]] as [string, string][]) : []),
              ]}
            />
            {review.legacyFileName && !review.document ? (
              <p className={s.hint}>이전 시스템에서 올린 파일이라 이 화면에서 열 수 없습니다.</p>
            ) : null}
          </section>
          <MemberCard member={member} />
        </div>
        <DocumentViewer documents={documents} label="CSO 신고증" />
      </div>
      <p className={s.footer}>
        <Button href={CSO_QUEUE_PATH} variant="outline" tone="neutral">
          목록으로
        </Button>
      </p>
      {action && (
        <ReasonDialog
          key={action}
          open
          onClose={() => setAction(null)}
          title={action === 'approve' ? 'CSO 신고증 승인' : 'CSO 신고증 반려'}
          message={
            action === 'approve'
              ? `${who}을 승인합니다. 회원은 바로 CSO 회원이 되어 익명게시판을 이용하게 됩니다.`
              : `${who}을 반려합니다. 회원은 사유를 보고 신고증을 다시 올릴 수 있습니다.`
          }
          confirmLabel={action === 'approve' ? '승인' : '반려'}
          tone={action === 'approve' ? 'brand' : 'danger'}
          reasonLabel={action === 'reject' ? '반려 사유' : undefined}
          onConfirm={decide}
        />
      )}
    </div>
  );
}

/** CSO 신고증 심사's review screen: the certificate in the viewer, the member, and 승인 / 반려. */
export function CsoReview(props: CsoReviewProps) {
  return (
    <ErrorBoundary>
      <Screen {...props} />
    </ErrorBoundary>
  );
}
