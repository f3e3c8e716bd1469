import { useState } from 'react';
import { memberAdmin } from 'styled-system/recipes';
import { memberExportUrl } from '../../../api/admin-members';
import { STAFF_REASON_MAX } from '../../../api/schema/member-admin-limits';
import { formatNumber } from '../../../lib/format';
import { memberFilterQuery, type MemberListState } from '../../../lib/member-list-query';
import { RadioGroup } from '../../../ui/RadioGroup/RadioGroup';
import { Textarea } from '../../../ui/Textarea/Textarea';
import { ConfirmDialog } from '../shared/ConfirmDialog';

export interface ExportDialogProps {
  open: boolean;
  onClose: () => void;
  /** The list's filters: the file holds exactly their rows. */
  state: MemberListState;
  total: number;
}

const s = memberAdmin();

/** The file name of `attachment; filename*=UTF-8''…`. */
const fileNameOf = (header: string | null) => {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1];
  return encoded ? decodeURIComponent(encoded) : null;
};

/**
 * 엑셀 다운로드: the rows of the current filters, personal fields masked unless asked for; with them, a reason (the
 * export is audited either way, and the file names who made it).
 */
export function ExportDialog({ open, onClose, state, total }: ExportDialogProps) {
  const [reveal, setReveal] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  async function start() {
    if (reveal && !reason.trim()) {
      setReasonError('개인정보를 포함하는 사유를 입력해 주세요.');
      return false;
    }
    const href = memberExportUrl({ ...memberFilterQuery(state), ...(reveal ? { reveal: true, reason: reason.trim() } : {}) });
    // Fetched, not followed: a refusal (a busy export gate, a missing reason) is shown here in Korean, not as a page.
    const res = await fetch(href, { credentials: 'include' });
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      return body?.message ?? '파일을 만들지 못했습니다. 잠시 후 다시 시도해 주세요.';
    }
    const url = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(res.headers.get('content-disposition')) ?? '회원목록.xlsx';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    setReveal(false);
    setReason('');
  }

  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title="회원목록 엑셀 다운로드"
      message={`지금 조건의 회원 ${formatNumber(total)}명을 엑셀 파일로 내려받습니다. 파일에는 내려받은 운영자와 시각이 기록됩니다.`}
      confirmLabel="내려받기"
      onConfirm={start}
    >
      <RadioGroup
        label="개인정보(연락처·이메일·생년월일)"
        value={reveal ? 'reveal' : 'masked'}
        onValueChange={(v) => setReveal(v === 'reveal')}
        options={[
          { value: 'masked', label: '가린 채 내려받기 (010-****-5678)' },
          { value: 'reveal', label: '전체 값 포함 (사유 필요, 감사 로그에 기록)' },
        ]}
      />
      {reveal ? (
        <Textarea
          label="포함하는 사유"
          required
          value={reason}
          maxLength={STAFF_REASON_MAX}
          onChange={(e) => {
            setReason(e.target.value);
            setReasonError(null);
          }}
          errorText={reasonError ?? undefined}
          rows={3}
        />
      ) : (
        <p className={s.note}>가린 파일도 내려받은 기록이 감사 로그에 남습니다.</p>
      )}
    </ConfirmDialog>
  );
}
