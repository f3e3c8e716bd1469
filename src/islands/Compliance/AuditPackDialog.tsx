import { useState, type MouseEvent } from 'react';
import { compliance, complianceAudit, button } from 'styled-system/recipes';
import { auditPackUrl } from '../../api/records';
import type { Day } from '../../lib/compliance-rules';
import { formatDate } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { DatePicker } from '../../ui/DatePicker';
import { DialogFrame } from '../../ui/Dialog';
import { defaultPeriod, hasErrors, PERIOD_MAX_YEARS, periodErrors, type Period, type PeriodErrors } from './audit-pack-form';

export interface AuditPackDialogProps {
  today: Day;
  onClose: () => void;
}

const s = compliance();
const a = complianceAudit();

/**
 * 감사 자료 내려받기: the period (both days included, at most PERIOD_MAX_YEARS years, the server's own check) and a plain
 * download link, so the browser saves the .zip as the server streams it (no copy in this page's memory). A period the
 * server would refuse is never sent: the link stays put and says why.
 */
export function AuditPackDialog({ today, onClose }: AuditPackDialogProps) {
  const [period, setPeriod] = useState<Period>(() => defaultPeriod(today));
  const [errors, setErrors] = useState<PeriodErrors>({});
  const [started, setStarted] = useState<Period | null>(null);
  const { from, to } = period;

  const change = (key: keyof Period) => (value: string | null) => {
    setPeriod((p) => ({ ...p, [key]: value }));
    setErrors({});
    setStarted(null);
  };

  function download(e: MouseEvent<HTMLAnchorElement>) {
    const found = periodErrors(period, today);
    setErrors(found);
    if (hasErrors(found)) {
      e.preventDefault();
      setStarted(null);
      return;
    }
    // The link itself downloads (the browser follows it after this handler): only say that it started.
    setStarted(period);
  }

  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && onClose()}
      title="감사 자료 내려받기"
      size="sm"
      footer={
        <>
          <Button type="button" variant="outline" tone="neutral" onClick={onClose}>
            닫기
          </Button>
          <a className={button({ variant: 'solid', tone: 'brand' })} href={auditPackUrl(from ?? '', to ?? '')} download onClick={download}>
            zip 내려받기
          </a>
        </>
      }
    >
      <div className={s.dialogForm}>
        <p className={s.dialogSubject}>
          고른 기간에 해당하는 자료를 모두 담습니다. 기간은 최대 <strong>{PERIOD_MAX_YEARS}년</strong>까지 고를 수 있습니다.
        </p>
        <div className={a.period} role="group" aria-label="기간">
          <DatePicker
            label="시작일"
            required
            max={to && to < today ? to : today}
            value={from}
            errorText={errors.from}
            onValueChange={change('from')}
          />
          <DatePicker
            label="종료일"
            required
            min={from ?? undefined}
            max={today}
            value={to}
            errorText={errors.to}
            onValueChange={change('to')}
          />
        </div>
        {errors.period ? (
          <Callout tone="danger" role="alert">
            {errors.period}
          </Callout>
        ) : null}
        <p className={a.started} role="status">
          {started?.from && started.to
            ? `${formatDate(started.from)}부터 ${formatDate(started.to)}까지의 감사 자료를 내려받기 시작했습니다. 자료가 많으면 몇 분 걸릴 수 있으니 브라우저의 다운로드 목록을 확인해 주세요.`
            : null}
        </p>
      </div>
    </DialogFrame>
  );
}
