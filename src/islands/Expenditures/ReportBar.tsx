import { useId } from 'react';
import { cx } from 'styled-system/css';
import { compliance, expenditureLog, input, nativeSelect } from 'styled-system/recipes';
import { expenditureReportUrl } from '../../api/records';
import { COMPLIANCE_RULES, dDay, expenditureReportDue, type Day } from '../../lib/compliance-rules';
import { formatDate } from '../../lib/format';
import { Button } from '../../ui/Button';
import { FileIcon } from '../../ui/icons';
import { useHydrated } from '../shared/use-hydrated';
import { yearOptions } from './expenditure-query';

export interface ReportBarProps {
  year: number;
  /** Today in Korea (the D-day counts from it; the picker offers the years still kept). */
  today: Day;
  onYear: (year: number) => void;
  onAdd: () => void;
}

const s = expenditureLog();
const c = compliance();
const rule = COMPLIANCE_RULES.expenditureReport;

/**
 * The year's report: which year (a native select, kept in the URL), when its 지출보고서 is due with the D-day and the
 * rule it comes from, the year as an .xlsx in the report's columns, and 지출 기록 추가.
 */
export function ReportBar({ year, today, onYear, onAdd }: ReportBarProps) {
  const selectId = useId();
  const hydrated = useHydrated();
  const due = expenditureReportDue(year);
  const thisYear = Number(today.slice(0, 4));
  return (
    <section className={s.report} aria-labelledby="expenditure-report-title">
      <h2 id="expenditure-report-title" className={c.title}>
        {year}년 지출보고서
      </h2>
      <p className={s.due}>
        제출 기한 <strong>{formatDate(due)}</strong> · <strong className={c.dDay}>{dDay(due, today)}</strong>
      </p>
      <p className={c.ruleSource}>
        {rule.figure} ({rule.source}). 회계연도는 달력 연도(1월 1일~12월 31일)로 계산합니다.
      </p>
      <div className={s.reportControls}>
        <div className={s.yearField}>
          <label htmlFor={selectId} className={c.filterLabel}>
            연도
          </label>
          <select
            id={selectId}
            className={cx(input({ size: 'md' }), nativeSelect())}
            value={year}
            disabled={!hydrated}
            onChange={(e) => onYear(Number(e.target.value))}
          >
            {yearOptions(thisYear, year, today).map((y) => (
              <option key={y} value={y}>
                {y}년
              </option>
            ))}
          </select>
        </div>
        <div className={s.actions}>
          <Button
            href={expenditureReportUrl(year)}
            download
            variant="outline"
            tone="neutral"
            startIcon={<FileIcon width={16} height={16} aria-hidden="true" />}
            aria-label={`${year}년 지출보고서 엑셀 내려받기`}
          >
            엑셀 내려받기
          </Button>
          <Button type="button" variant="solid" tone="brand" disabled={!hydrated} onClick={onAdd}>
            지출 기록 추가
          </Button>
        </div>
      </div>
    </section>
  );
}
