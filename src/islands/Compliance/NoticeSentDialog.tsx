import { useId, useState, type FormEvent } from 'react';
import { compliance } from 'styled-system/recipes';
import type { RedelegationNotice } from '../../api/types';
import type { Day } from '../../lib/compliance-rules';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { DatePicker } from '../../ui/DatePicker';
import { DialogFrame } from '../../ui/Dialog';
import { api } from './api';
import { DocumentField } from '../shared/document/DocumentField';
import { noticeProblem } from './notice-form';
import { messageOf, type Notify } from './notify';

export interface NoticeSentDialogProps {
  notice: RedelegationNotice;
  today: Day;
  onClose: () => void;
  onUpdated: (notice: RedelegationNotice) => void;
  notify: Notify;
}

const s = compliance();

/** 통보 완료 처리: the day the notice went to the drug company (today by default) and, if at hand, the proof. */
export function NoticeSentDialog({ notice, today, onClose, onUpdated, notify }: NoticeSentDialogProps) {
  const [date, setDate] = useState<string | null>(today);
  const [proof, setProof] = useState<File | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formId = useId();
  const name = `${notice.dealerName} · ${notice.drugCompanyName}`;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setRefused(null);
    const problem = date ? noticeProblem({ sentAt: date }) : '통보일을 선택해 주세요.';
    setDateError(problem);
    if (problem || !date) return;
    setSending(true);
    let sent: RedelegationNotice | null = null;
    try {
      sent = await api.compliance.updateNotice(notice.id, { sentAt: date });
      onUpdated(sent);
      // The proof is its own upload, after the date: a refused file leaves the notice marked sent, and says so.
      if (proof) onUpdated(await api.compliance.attachProof(notice.id, proof));
      notify('success', `${name} 재위탁 통보를 완료로 표시했습니다.`);
      onClose();
    } catch (err) {
      setRefused(
        sent
          ? `통보 완료로 표시했지만 증빙 파일을 올리지 못했습니다. ${messageOf(err, '잠시 후 다시 시도해 주세요.')}`
          : messageOf(err, '통보 완료로 표시하지 못했습니다. 잠시 후 다시 시도해 주세요.'),
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && onClose()}
      title="통보 완료 처리"
      size="md"
      closeOnInteractOutside={false}
      footer={
        <>
          <Button type="button" variant="outline" tone="neutral" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" form={formId} variant="solid" tone="brand" loading={sending} loadingText="저장 중…">
            통보 완료
          </Button>
        </>
      }
    >
      <form id={formId} className={s.dialogForm} noValidate onSubmit={(e) => void submit(e)}>
        <p className={s.dialogSubject}>
          대상: <strong>{name}</strong>
        </p>
        <DatePicker
          label="통보일"
          required
          min={notice.contractDate}
          max={today}
          value={date}
          errorText={dateError}
          helpText="제약사에 통보서를 보낸 날"
          onValueChange={(v) => {
            setDate(v);
            setDateError(null);
          }}
        />
        <DocumentField
          label="통보 증빙 (선택)"
          file={proof}
          error={fileError}
          disabled={sending}
          onChange={(picked, problem) => {
            setProof(picked);
            setFileError(problem);
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
