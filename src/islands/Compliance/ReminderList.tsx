import { useState } from 'react';
import { compliance } from 'styled-system/recipes';
import type { ComplianceReminder } from '../../api/types';
import { REMINDER_DAYS_BEFORE } from '../../lib/compliance-rules';
import { formatDate } from '../../lib/format';
import { Button } from '../../ui/Button';

export interface ReminderListProps {
  /** Newest first, as the server answers; null when they could not be loaded. */
  reminders: ComplianceReminder[] | null;
}

/** How many reminders show before 「모두 보기」. */
export const REMINDERS_SHOWN = 3;

const s = compliance();
const when = REMINDER_DAYS_BEFORE.map((d) => `${d}일`).join('·');

/** 최근 알림: the reminders the server sent before due dates (by SMS and here), newest first. */
export function ReminderList({ reminders }: ReminderListProps) {
  const [all, setAll] = useState(false);
  const shown = all ? reminders : reminders?.slice(0, REMINDERS_SHOWN);
  return (
    <section className={s.reminders} aria-labelledby="compliance-reminders-title">
      <h2 id="compliance-reminders-title" className={s.asideTitle}>
        최근 알림
      </h2>
      {reminders === null ? (
        <p className={s.muted}>알림을 불러오지 못했습니다.</p>
      ) : reminders.length === 0 ? (
        <p className={s.muted}>보낸 알림이 없습니다. 기한 {when} 전에 문자와 이 화면으로 알려 드립니다.</p>
      ) : (
        <>
          <ul className={s.reminderList}>
            {shown?.map((r) => (
              <li key={r.id} className={s.reminder}>
                <span className={s.reminderText}>{r.message}</span>
                <span className={s.reminderMeta}>
                  {formatDate(r.createdAt)} · 기한 {r.daysBefore}일 전
                </span>
              </li>
            ))}
          </ul>
          {reminders.length > REMINDERS_SHOWN ? (
            <Button type="button" variant="link" size="sm" onClick={() => setAll(!all)} aria-expanded={all}>
              {all ? '접기' : `모두 보기 (${reminders.length}건)`}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
