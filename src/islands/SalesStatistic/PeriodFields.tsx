import { salesStatistic } from 'styled-system/recipes';
import type { Month } from '../../lib/months';
import { MonthSelect } from '../../ui/MonthSelect';

export interface PeriodFieldsProps {
  startMonth: string;
  endMonth: string;
  earliest: Month;
  latest: Month;
  onStart: (month: string) => void;
  onEnd: (month: string) => void;
  /** The search was refused because a month is missing: the empty picker is marked. */
  invalid?: boolean;
}

/** 시작월 ~ 종료월: each picker limits the other (the start no later than the end, neither after the latest month). */
export function PeriodFields({ startMonth, endMonth, earliest, latest, onStart, onEnd, invalid }: PeriodFieldsProps) {
  const s = salesStatistic();
  return (
    <div className={s.period}>
      <MonthSelect
        id="stats-start"
        label="시작월"
        value={startMonth}
        min={earliest}
        max={endMonth || latest}
        onChange={onStart}
        invalid={invalid && !startMonth}
      />
      <span className={s.periodSep} aria-hidden="true">
        ~
      </span>
      <MonthSelect
        id="stats-end"
        label="종료월"
        value={endMonth}
        min={startMonth || earliest}
        max={latest}
        onChange={onEnd}
        invalid={invalid && !endMonth}
      />
    </div>
  );
}
