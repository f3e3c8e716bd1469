import { useState, type Ref } from 'react';
import { cx } from 'styled-system/css';
import { input, monthSelect } from 'styled-system/recipes';
import { AlertIcon } from '../icons';

/** How many years back the year select reaches from `max` when no `min` is given. */
const DEFAULT_YEARS = 5;

const pad = (n: number) => String(n).padStart(2, '0');
const parts = (month: string) => month.split('-').map(Number) as [number, number];
const thisMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
};

export interface MonthSelectProps {
  id: string;
  /** The legend, e.g. 처방월. The selects are named after it: 처방월 → 「처방 연도」, 「처방 월」. */
  label: string;
  /** `yyyy-MM`, or '' while nothing (or only a year) is chosen. */
  value: string;
  /** Called with `yyyy-MM` once a year and an allowed month are chosen, '' otherwise. */
  onChange: (month: string) => void;
  /** The earliest month that may be chosen, `yyyy-MM` (default: January, four years before `max`'s year). */
  min?: string;
  /** The latest month that may be chosen, `yyyy-MM` (default: this month on the browser's clock; pass the server's). */
  max?: string;
  helpText?: string;
  /** Shown under the selects, which are marked invalid. */
  errorText?: string;
  /** Marks the selects invalid without a message (e.g. the message is shown elsewhere). */
  invalid?: boolean;
  disabled?: boolean;
  required?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Accessible names of the two selects, when the label does not give good ones. */
  yearLabel?: string;
  monthLabel?: string;
  className?: string;
  /** The year select (the first to fix when the field is wrong). */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The kit's light month picker: a year and a month native select (phones show their own wheel) between `min` and
 * `max`, ≈ 1 KiB gzip. Months outside the range are disabled; choosing a year where the month is no longer allowed
 * clears the month. Use it in forms that must stay light (islands on a first visit); the Ark `MonthPicker`
 * (DatePicker, ≈ 20 KiB with its date library) where a calendar-like grid is worth its weight or loads on demand.
 */
export function MonthSelect({
  id,
  label,
  value,
  onChange,
  min,
  max = thisMonth(),
  helpText,
  errorText,
  invalid,
  disabled,
  required,
  size = 'md',
  yearLabel,
  monthLabel,
  className,
  ref,
}: MonthSelectProps) {
  const s = monthSelect();
  const [maxYear, maxMonth] = parts(max);
  const [minYear, minMonth] = min ? parts(min) : [maxYear - DEFAULT_YEARS + 1, 1];
  // A year may be chosen before its month; `value` is whole or ''. A new value from outside (a reset) wins.
  const [year, setYear] = useState(value ? value.slice(0, 4) : '');
  const [month, setMonth] = useState(value ? String(Number(value.slice(5, 7))) : '');
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value || (year && month)) {
      setYear(value ? value.slice(0, 4) : '');
      setMonth(value ? String(Number(value.slice(5, 7))) : '');
    }
  }

  const allowed = (y: string, m: number) => !y || ((Number(y) > minYear || m >= minMonth) && (Number(y) < maxYear || m <= maxMonth));
  const emit = (y: string, m: string) => {
    const next = y && m && allowed(y, Number(m)) ? `${y}-${pad(Number(m))}` : '';
    setSeen(next);
    onChange(next);
  };
  const years = Array.from({ length: Math.max(0, maxYear - minYear + 1) }, (_, i) => String(maxYear - i));
  const stem = label.endsWith('월') ? label.slice(0, -1) : label;
  const wrong = invalid || Boolean(errorText);
  const helpId = helpText ? `${id}-help` : undefined;
  const errorId = errorText ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  const selectClass = cx(input({ size }), s.select);

  return (
    <fieldset className={cx(s.root, className)} disabled={disabled}>
      <legend className={s.legend}>{label}</legend>
      <div className={s.controls}>
        <select
          id={id}
          ref={ref}
          className={selectClass}
          aria-label={yearLabel ?? `${stem} 연도`}
          aria-invalid={wrong && !year ? true : undefined}
          aria-describedby={describedBy}
          required={required}
          value={year}
          onChange={(e) => {
            const y = e.currentTarget.value;
            const keep = month && allowed(y, Number(month)) ? month : '';
            setYear(y);
            setMonth(keep);
            emit(y, keep);
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
          aria-label={monthLabel ?? `${stem} 월`}
          aria-invalid={wrong ? true : undefined}
          aria-describedby={describedBy}
          required={required}
          value={month}
          onChange={(e) => {
            setMonth(e.currentTarget.value);
            emit(year, e.currentTarget.value);
          }}
        >
          <option value="">월</option>
          {Array.from({ length: 12 }, (_, i) => i + 1).map((m) => (
            <option key={m} value={String(m)} disabled={!allowed(year, m)}>
              {pad(m)}월
            </option>
          ))}
        </select>
      </div>
      {helpText ? (
        <p className={s.helperText} id={helpId}>
          {helpText}
        </p>
      ) : null}
      {errorText ? (
        <p className={s.errorText} id={errorId}>
          <AlertIcon width={14} height={14} />
          {errorText}
        </p>
      ) : null}
    </fieldset>
  );
}
