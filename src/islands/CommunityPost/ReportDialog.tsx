import { useState } from 'react';
import { communityPost } from 'styled-system/recipes';
import { reportReasons } from '../../api/enums';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { DialogFrame } from '../../ui/Dialog';
import { RadioGroup } from '../../ui/RadioGroup';
import { api } from './api';
import { isStatus, messageOf, type Notify } from './notify';

export interface ReportDialogProps {
  /** What is reported: a post or a comment. */
  target: { postId: number } | { commentId: number };
  myUserId: string;
  onClose: () => void;
  /** Reported now, or found reported before (409): the menu shows 신고 완료 from then on. */
  onReported: () => void;
  notify: Notify;
}

const s = communityPost();

/**
 * 신고하기: one reason of the report reasons (the first chosen), sent with its label; a second report of the same item
 * is refused by the server (409), said in the dialog, and counts as reported.
 */
export default function ReportDialog({ target, myUserId, onClose, onReported, notify }: ReportDialogProps) {
  const [reason, setReason] = useState('0');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const what = 'postId' in target ? '게시글' : '댓글';

  async function send() {
    const chosen = reportReasons[Number(reason)] ?? reportReasons[0]!;
    setSending(true);
    setError(null);
    try {
      await api.community.report(myUserId, { ...target, reportType: chosen.reportType, reportContent: chosen.label });
      onReported();
      notify('success', '신고가 접수되었습니다.');
      onClose();
    } catch (e) {
      if (isStatus(e, 409)) onReported();
      setError(isStatus(e, 409) ? `이미 신고한 ${what}입니다.` : messageOf(e, '신고 접수 중 오류가 발생했습니다. 다시 시도해 주세요.'));
    } finally {
      setSending(false);
    }
  }

  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && onClose()}
      title="신고하기"
      size="sm"
      footer={
        <>
          <Button type="button" variant="outline" tone="neutral" onClick={onClose}>
            닫기
          </Button>
          <Button type="button" variant="solid" tone="danger" loading={sending} loadingText="신고 중…" onClick={() => void send()}>
            신고하기
          </Button>
        </>
      }
    >
      <div className={s.form}>
        <RadioGroup
          label="신고유형을 선택해주세요"
          options={reportReasons.map((r, i) => ({ value: String(i), label: r.label }))}
          value={reason}
          onValueChange={(v) => v !== null && setReason(v)}
          name="reportReason"
        />
        {error ? (
          <Callout tone="danger" role="alert">
            {error}
          </Callout>
        ) : null}
      </div>
    </DialogFrame>
  );
}
