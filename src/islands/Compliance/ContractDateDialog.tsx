import { useId, useState, type FormEvent } from 'react';
import { compliance } from 'styled-system/recipes';
import type { RedelegationNotice } from '../../api/types';
import { COMPLIANCE_RULES, noticeDueDate, type Day } from '../../lib/compliance-rules';
import { formatDate } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { DatePicker } from '../../ui/DatePicker';
import { DialogFrame } from '../../ui/Dialog';
import { api } from './api';
import { noticeProblem } from './notice-form';
import { messageOf, type Notify } from './notify';

export interface ContractDateDialogProps {
  notice: RedelegationNotice;
  today: Day;
  onClose: () => void;
  /** The notice as the server answered (new due date and status). */
  onUpdated: (notice: RedelegationNotice) => void;
  notify: Notify;
}

const s = compliance();

/**
 * 재위탁 계약일 변경: the day of the sub-contract (by default the day the dealer row was made); the due date follows. Once the
 * dealer has a recorded contract, the date is its first version's start date and is only shown here.
 */
export function ContractDateDialog({ notice, today, onClose, onUpdated, notify }: ContractDateDialogProps) {
  const [date, setDate] = useState<string | null>(notice.contractDate);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formId = useId();
  const name = `${notice.dealerName} · ${notice.drugCompanyName}`;
  const fixed = notice.fromContract;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setRefused(null);
    if (fixed) return;
    const problem = date ? noticeProblem({ contractDate: date }) : '재위탁 계약일을 선택해 주세요.';
    setError(problem);
    if (problem || !date) return;
    setSending(true);
    try {
      onUpdated(await api.compliance.updateNotice(notice.id, { contractDate: date }));
      notify('success', `${name} 재위탁 계약일을 바꿨습니다.`);
      onClose();
    } catch (err) {
      setRefused(messageOf(err, '재위탁 계약일을 바꾸지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    } finally {
      setSending(false);
    }
  }

  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && onClose()}
      title="재위탁 계약일 변경"
      size="sm"
      footer={
        <>
          <Button type="button" variant="outline" tone="neutral" onClick={onClose}>
            {fixed ? '닫기' : '취소'}
          </Button>
          {fixed ? null : (
            <Button type="submit" form={formId} variant="solid" tone="brand" loading={sending} loadingText="저장 중…">
              저장
            </Button>
          )}
        </>
      }
    >
      <form id={formId} className={s.dialogForm} noValidate onSubmit={(e) => void submit(e)}>
        <p className={s.dialogSubject}>
          대상: <strong>{name}</strong>
        </p>
        {fixed ? (
          <Callout tone="info">
            이 날짜는 소속딜러 관리에 등록한 이 딜러의 첫 재위탁계약 시작일({formatDate(notice.contractDate)})을 따르므로 여기서는 바꿀 수
            없습니다.
          </Callout>
        ) : null}
        <DatePicker
          label="재위탁 계약일"
          required
          readOnly={fixed}
          max={today}
          value={date}
          errorText={error}
          helpText={date ? `통보 기한: ${formatDate(noticeDueDate(date))}` : COMPLIANCE_RULES.redelegationNotice.figure}
          onValueChange={(v) => {
            setDate(v);
            setError(null);
          }}
        />
        {refused ? (
          <Callout tone="danger" role="alert">
            {refused}
          </Callout>
        ) : null}
      </form>
    </DialogFrame>
  );
}
