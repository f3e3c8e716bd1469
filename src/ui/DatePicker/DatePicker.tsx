import { useId, type ReactNode } from 'react';
import { DatePicker as ArkDatePicker, parseDate, type DateValue } from '@ark-ui/react/date-picker';
import { Portal } from '@ark-ui/react/portal';
import { cx } from 'styled-system/css';
import { datePicker, input, type InputVariantProps } from 'styled-system/recipes';
import { Field, useFieldDescribedBy, type FieldProps } from '../TextField/TextField';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../icons';

/** Dates from 1900-01-01 to 2099-12-31, Korean locale, weeks start on Sunday. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2099-12-31';

const pad = (n: number, len = 2) => String(n).padStart(len, '0');
/** yyyy-MM-dd */
export const formatDay = (d: DateValue) => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
/** yyyy-MM */
export const formatMonth = (d: DateValue) => `${pad(d.year, 4)}-${pad(d.month)}`;

function parseDay(text: string): DateValue | undefined {
  const m = /^\s*(\d{4})[-./\s]?(\d{1,2})[-./\s]?(\d{1,2})\s*$/.exec(text);
  if (!m) return undefined;
  try {
    return parseDate(`${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}`);
  } catch {
    return undefined;
  }
}
function parseMonth(text: string): DateValue | undefined {
  const m = /^\s*(\d{4})\s*(?:년|[-./])?\s*(\d{1,2})\s*월?\s*$/.exec(text);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) return undefined;
  return parseDate(`${m[1]}-${pad(Number(m[2]))}-01`);
}

const viewNames = { day: '달', month: '해', year: '10년' } as const;
const weekdayFormat = new Intl.DateTimeFormat('ko-KR', { weekday: 'long', timeZone: 'UTC' });

/** Name of a day button. The visible day number stands alone ("15 일") so the name contains the visible text. */
function dayCellLabel(state: { value: DateValue; selected: boolean; selectable: boolean; unavailable: boolean; today: boolean }) {
  const { year, month, day } = state.value;
  const weekday = weekdayFormat.format(new Date(Date.UTC(year, month - 1, day)));
  const notes = [state.today && '오늘', state.selected && '선택됨', (!state.selectable || state.unavailable) && '선택할 수 없음'].filter(
    Boolean,
  );
  return `${year}년 ${month}월 ${day} 일 ${weekday}${notes.length ? `, ${notes.join(', ')}` : ''}`;
}

const translations = {
  dayCell: dayCellLabel,
  trigger: (open: boolean) => (open ? '달력 닫기' : '달력 열기'),
  prevTrigger: (view: keyof typeof viewNames) => `이전 ${viewNames[view]}`,
  nextTrigger: (view: keyof typeof viewNames) => `다음 ${viewNames[view]}`,
  content: '달력',
  clearTrigger: '날짜 지우기',
  monthSelect: '월 선택',
  yearSelect: '연도 선택',
};

export type DatePickerProps = Omit<FieldProps, 'children'> &
  InputVariantProps & {
    /** `yyyy-MM-dd` (`yyyy-MM` for the month picker); `null` = empty. */
    value?: string | null;
    defaultValue?: string | null;
    onValueChange?: (value: string | null) => void;
    /** Earliest selectable date, default 1900-01-01 (never earlier). */
    min?: string;
    /** Latest selectable date, default 2099-12-31 (never later). */
    max?: string;
    placeholder?: string;
    name?: string;
    /** Open the calendar on this view (day: dates, month: months of a year). */
    granularity?: 'day' | 'month';
  };

const clampIso = (v: string | undefined, fallback: string, pick: (a: string, b: string) => string) => (v ? pick(v, fallback) : fallback);

function Control({
  value,
  defaultValue,
  onValueChange,
  min,
  max,
  placeholder,
  name,
  size,
  granularity = 'day',
  inputId,
  disabled,
  readOnly,
}: Omit<DatePickerProps, keyof FieldProps> & { inputId: string; disabled?: boolean; readOnly?: boolean }) {
  const isMonth = granularity === 'month';
  const classes = datePicker();
  const describedBy = useFieldDescribedBy();
  const toValue = (s: string | null | undefined) =>
    s ? [(isMonth ? parseMonth : parseDay)(s)].filter((d): d is DateValue => !!d) : s === null ? [] : undefined;
  const minDate = parseDate(clampIso(min, DATE_MIN, (a, b) => (a > b ? a : b)));
  const maxDate = parseDate(clampIso(max, DATE_MAX, (a, b) => (a < b ? a : b)));
  return (
    <ArkDatePicker.Root
      className={classes.root}
      locale="ko-KR"
      timeZone="Asia/Seoul"
      startOfWeek={0}
      min={minDate}
      max={maxDate}
      value={toValue(value)}
      defaultValue={toValue(defaultValue)}
      onValueChange={(d) => {
        const first = d.value[0];
        onValueChange?.(first ? (isMonth ? formatMonth(first) : formatDay(first)) : null);
      }}
      format={(d) => (isMonth ? formatMonth(d) : formatDay(d))}
      parse={(text) => (isMonth ? parseMonth(text) : parseDay(text))}
      placeholder={placeholder ?? (isMonth ? 'YYYY-MM' : 'YYYY-MM-DD')}
      defaultView={isMonth ? 'month' : 'day'}
      minView={isMonth ? 'month' : 'day'}
      name={name}
      disabled={disabled}
      readOnly={readOnly}
      ids={{ input: () => inputId }}
      translations={translations}
      positioning={{ placement: 'bottom-start', gutter: 4 }}
      lazyMount
      unmountOnExit
    >
      <ArkDatePicker.Control className={classes.control}>
        <ArkDatePicker.Input className={cx(input({ size }), classes.input)} aria-describedby={describedBy} />
        <ArkDatePicker.Trigger className={classes.trigger}>
          <CalendarIcon />
        </ArkDatePicker.Trigger>
      </ArkDatePicker.Control>
      <Portal>
        <ArkDatePicker.Positioner className={classes.positioner}>
          <ArkDatePicker.Content className={classes.content}>
            {isMonth ? null : <DayView />}
            <MonthView />
            <YearView />
          </ArkDatePicker.Content>
        </ArkDatePicker.Positioner>
      </Portal>
    </ArkDatePicker.Root>
  );
}

function ViewControl({ children, label }: { children: ReactNode; label: string }) {
  const classes = datePicker();
  return (
    <ArkDatePicker.ViewControl className={classes.viewControl}>
      <ArkDatePicker.PrevTrigger className={classes.prevTrigger}>
        <ChevronLeftIcon />
      </ArkDatePicker.PrevTrigger>
      <ArkDatePicker.ViewTrigger className={classes.viewTrigger} aria-label={label}>
        {children}
      </ArkDatePicker.ViewTrigger>
      <ArkDatePicker.NextTrigger className={classes.nextTrigger}>
        <ChevronRightIcon />
      </ArkDatePicker.NextTrigger>
    </ArkDatePicker.ViewControl>
  );
}

function DayView() {
  const classes = datePicker({ view: 'day' });
  return (
    <ArkDatePicker.View view="day">
      <ArkDatePicker.Context>
        {(api) => (
          <>
            <ViewControl label={`${api.visibleRange.start.year}년 ${api.visibleRange.start.month}월, 월 선택으로 전환`}>
              {`${api.visibleRange.start.year}년 ${api.visibleRange.start.month}월`}
            </ViewControl>
            <ArkDatePicker.Table className={classes.table}>
              <ArkDatePicker.TableHead>
                <ArkDatePicker.TableRow>
                  {api.weekDays.map((weekDay, i) => (
                    <ArkDatePicker.TableHeader key={i} className={classes.tableHeader} abbr={weekDay.long}>
                      {weekDay.narrow}
                    </ArkDatePicker.TableHeader>
                  ))}
                </ArkDatePicker.TableRow>
              </ArkDatePicker.TableHead>
              <ArkDatePicker.TableBody>
                {api.weeks.map((week, i) => (
                  <ArkDatePicker.TableRow key={i}>
                    {week.map((day, j) => (
                      <ArkDatePicker.TableCell key={j} value={day} className={classes.tableCell}>
                        <ArkDatePicker.TableCellTrigger className={classes.tableCellTrigger}>{day.day}</ArkDatePicker.TableCellTrigger>
                      </ArkDatePicker.TableCell>
                    ))}
                  </ArkDatePicker.TableRow>
                ))}
              </ArkDatePicker.TableBody>
            </ArkDatePicker.Table>
          </>
        )}
      </ArkDatePicker.Context>
    </ArkDatePicker.View>
  );
}

function MonthView() {
  const classes = datePicker({ view: 'month' });
  return (
    <ArkDatePicker.View view="month">
      <ArkDatePicker.Context>
        {(api) => (
          <>
            <ViewControl label={`${api.visibleRange.start.year}년, 연도 선택으로 전환`}>{`${api.visibleRange.start.year}년`}</ViewControl>
            <ArkDatePicker.Table className={classes.table}>
              <ArkDatePicker.TableBody>
                {api.getMonthsGrid({ columns: 4, format: 'short' }).map((months, i) => (
                  <ArkDatePicker.TableRow key={i}>
                    {months.map((month, j) => (
                      <ArkDatePicker.TableCell key={j} value={month.value} className={classes.tableCell}>
                        <ArkDatePicker.TableCellTrigger className={classes.tableCellTrigger}>{month.label}</ArkDatePicker.TableCellTrigger>
                      </ArkDatePicker.TableCell>
                    ))}
                  </ArkDatePicker.TableRow>
                ))}
              </ArkDatePicker.TableBody>
            </ArkDatePicker.Table>
          </>
        )}
      </ArkDatePicker.Context>
    </ArkDatePicker.View>
  );
}

function YearView() {
  const classes = datePicker({ view: 'year' });
  return (
    <ArkDatePicker.View view="year">
      <ArkDatePicker.Context>
        {(api) => (
          <>
            <ViewControl
              label={`${api.getDecade().start}년 – ${api.getDecade().end}년`}
            >{`${api.getDecade().start}년 – ${api.getDecade().end}년`}</ViewControl>
            <ArkDatePicker.Table className={classes.table}>
              <ArkDatePicker.TableBody>
                {api.getYearsGrid({ columns: 4 }).map((years, i) => (
                  <ArkDatePicker.TableRow key={i}>
                    {years.map((year, j) => (
                      <ArkDatePicker.TableCell key={j} value={year.value} className={classes.tableCell}>
                        <ArkDatePicker.TableCellTrigger className={classes.tableCellTrigger}>{year.label}</ArkDatePicker.TableCellTrigger>
                      </ArkDatePicker.TableCell>
                    ))}
                  </ArkDatePicker.TableRow>
                ))}
              </ArkDatePicker.TableBody>
            </ArkDatePicker.Table>
          </>
        )}
      </ArkDatePicker.Context>
    </ArkDatePicker.View>
  );
}

/**
 * Date input with a calendar (Ark DatePicker): type `yyyy-MM-dd` or pick; Korean locale, weeks from Sunday,
 * limited to 1900-01-01 … 2099-12-31. Value in and out is the `yyyy-MM-dd` string.
 */
export function DatePicker({
  label,
  hideLabel,
  helpText,
  errorText,
  invalid,
  required,
  disabled,
  readOnly,
  id,
  className,
  ...rest
}: DatePickerProps) {
  const autoId = useId();
  const inputId = id ?? `date-${autoId}`;
  return (
    <Field {...{ label, hideLabel, helpText, errorText, invalid, required, disabled, readOnly, className }} id={inputId}>
      <Control {...rest} inputId={inputId} disabled={disabled} readOnly={readOnly} />
    </Field>
  );
}

/** Month picker for prescription/settlement months: value `yyyy-MM`. */
export function MonthPicker(props: Omit<DatePickerProps, 'granularity'>) {
  return <DatePicker {...props} granularity="month" />;
}
