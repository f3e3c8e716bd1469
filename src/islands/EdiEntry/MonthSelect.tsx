import { useState, type Ref } from 'react';
import { cx } from 'styled-system/css';
import { ediEntry, input, nativeSelect } from 'styled-system/recipes';
import { AlertIcon } from '../../ui/icons';

const YEARS_BACK = 4;

/**
 * 처방월: a year and a month select (native, so phones show their own wheel) limited to `max`. The kit's month picker
 * would double this screen's first-visit JavaScript with its date library; two selects say the same.
 */
export function MonthSelect({
  id,
  value,
  max,
  onChange,
  error,
  disabled,
  ref,
}: {
  id: string;
  /** `yyyy-MM` or ''. */
  value: string;
  /** The latest month that may be chosen, `yyyy-MM`. */
  max: string;
  onChange: (month: string) => void;
  error?: string;
  disabled?: boolean;
  ref?: Ref<HTMLSelectElement>;
}) {
  const s = ediEntry();
  const [maxYear, maxMonth] = max.split('-').map(Number) as [number, number];
  // A year may be chosen before its month; the value is whole or ''.
  const [year, setYear] = useState(value ? value.slice(0, 4) : '');
  const [month, setMonth] = useState(value ? String(Number(value.slice(5, 7))) : '');
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, i) => String(maxYear - i));
  const monthAllowed = (m: number) => !year || Number(year) < maxYear || m <= maxMonth;
  const emit = (y: string, m: string) => onChange(y && m && monthAllowed(Number(m)) ? `${y}-${m.padStart(2, '0')}` : '');
  const errorId = `${id}-error`;
  const selectClass = cx(input({ size: 'md' }), nativeSelect());
  return (
    <fieldset className={s.monthGroup} disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <legend className={s.monthLegend}>처방월</legend>
      <div className={s.monthSelects}>
        <select
          id={id}
          ref={ref}
          className={selectClass}
          aria-label="처방 연도"
          aria-invalid={error && !year ? true : undefined}
          value={year}
          onChange={(e) => {
            const y = e.currentTarget.value;
            setYear(y);
            const keep = month && (!y || Number(y) < maxYear || Number(month) <= maxMonth) ? month : '';
            setMonth(keep);
            onChange(y && keep ? `${y}-${keep.padStart(2, '0')}` : '');
          }}
        >
          <option value="">연도</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}년
            </option>
          ))}
        </select>
        <select
          id={`${id}-month`}
          className={selectClass}
          aria-label="처방 월"
          aria-invalid={error ? true : undefined}
          value={month}
          onChange={(e) => {
            setMonth(e.currentTarget.value);
            emit(year, e.currentTarget.value);
          }}
        >
          <option value="">월</option>
          {Array.from({ length: 12 }, (_, i) => i + 1).map((m) => (
            <option key={m} value={String(m)} disabled={!monthAllowed(m)}>
              {String(m).padStart(2, '0')}월
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p className={s.fieldError} id={errorId}>
          <AlertIcon width={14} height={14} />
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
