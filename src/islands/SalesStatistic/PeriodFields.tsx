import { salesStatistic } from 'styled-system/recipes';
import type { Month } from '../../lib/months';
import { MonthSelect } from '../EdiEntry/MonthSelect';

export interface PeriodFieldsProps {
  startMonth: string;
  endMonth: string;
  earliest: Month;
  latest: Month;
  onStart: (month: string) => void;
  onEnd: (month: string) => void;
  invalid?: boolean;
}

/** 시작월 ~ 종료월: each picker limits the other (the start no later than the end, neither after the latest month). */
export function PeriodFields({ startMonth, endMonth, latest, onStart, onEnd }: PeriodFieldsProps) {
  const s = salesStatistic();
  return (
    <div className={s.period}>
      <MonthSelect id="stats-start" value={startMonth} max={(endMonth || latest) as Month} onChange={onStart} />
      <span className={s.periodSep} aria-hidden="true">
        ~
      </span>
      <MonthSelect id="stats-end" value={endMonth} max={latest} onChange={onEnd} />
    </div>
  );
}
