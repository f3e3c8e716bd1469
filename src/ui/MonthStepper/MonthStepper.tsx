import type { MouseEvent, ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { monthStepper } from 'styled-system/recipes';
import { addMonths, monthLabel, type Month } from '../../lib/months';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';

export interface MonthStepperProps {
  /** The month shown, `yyyy-MM`. */
  month: Month;
  /** The link of a month (the arrows are real links: they work before hydration, and back/forward restore the month). */
  href: (month: Month) => string;
  /** With it, a plain click on an arrow calls this instead of following the link (an island keeps the URL in step). */
  onMonth?: (month: Month) => void;
  /** No arrow past these months (`yyyy-MM`). */
  min?: Month;
  max?: Month;
  /** Accessible name of the group, e.g. 정산월. */
  label?: string;
  className?: string;
}

/** ‹ 「yyyy년 MM월」 ›: the month with links to the month before and after. No hooks: renders on the server too. */
export function MonthStepper({ month, href, onMonth, min, max, label = '월 선택', className }: MonthStepperProps) {
  const s = monthStepper();
  const arrow = (delta: -1 | 1, icon: ReactNode) => {
    const target = addMonths(month, delta);
    const text = `${delta < 0 ? '이전 달' : '다음 달'}, ${monthLabel(target)}`;
    const blocked = (delta < 0 && min && target < min) || (delta > 0 && max && target > max);
    // Nothing to go to: a mark of the arrow, not a control.
    if (blocked) {
      return (
        <span className={s.trigger} data-disabled="" aria-hidden="true">
          {icon}
        </span>
      );
    }
    const click = (event: MouseEvent<HTMLAnchorElement>) => {
      if (!onMonth || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      onMonth(target);
    };
    return (
      <a href={href(target)} aria-label={text} className={s.trigger} onClick={click}>
        {icon}
      </a>
    );
  };
  return (
    <nav aria-label={label} className={cx(s.root, className)}>
      {arrow(-1, <ChevronLeftIcon />)}
      <span className={s.label} aria-live="polite">
        <time dateTime={month}>{monthLabel(month)}</time>
      </span>
      {arrow(1, <ChevronRightIcon />)}
    </nav>
  );
}
