import { useEffect, useState, type Ref } from 'react';
import { cx } from 'styled-system/css';
import { button, codeInput, field, input, srOnly } from 'styled-system/recipes';
import { AlertIcon } from '../icons';

export interface CodeInputProps {
  id: string;
  label?: string;
  value: string;
  onChange: (code: string) => void;
  /** When the code stops working (epoch ms); null before a code was sent. */
  expiresAt: number | null;
  /** Asks for a new code (재발송); shown once the time is up. */
  onResend?: () => void;
  /** The resend is under way (the button waits). */
  resending?: boolean;
  /** Digits of a code. */
  length?: number;
  helpText?: string;
  errorText?: string;
  disabled?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
  /** The clock (tests and stories). */
  now?: () => number;
}

/** `2:59` for 179 seconds. */
export const countdownText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Whole seconds left until `expiresAt`, ticking every second; 0 once it passed, null without a code. */
function useSecondsLeft(expiresAt: number | null, now: () => number): number | null {
  const [clock, setClock] = useState(now);
  useEffect(() => {
    if (expiresAt === null) return;
    const update = () => setClock(now());
    const first = setTimeout(update, 0);
    const timer = setInterval(update, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [expiresAt, now]);
  return expiresAt === null ? null : Math.max(0, Math.ceil((expiresAt - clock) / 1000));
}

/**
 * A verification-code box: numeric keypad, `one-time-code` autofill, the time left inside the box (「2:59」) and,
 * once it ran out, 「시간 초과」 with a 재발송 button beside it. Light (native input, kit recipes, no Ark).
 */
export function CodeInput({
  id,
  label = '인증번호',
  value,
  onChange,
  expiresAt,
  onResend,
  resending,
  length = 6,
  helpText,
  errorText,
  disabled,
  className,
  ref,
  now = Date.now,
}: CodeInputProps) {
  const f = field();
  const s = codeInput();
  const seconds = useSecondsLeft(expiresAt, now);
  const expired = seconds === 0;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [errorText ? errorId : helpText ? helpId : null, seconds !== null ? `${id}-timer` : null].filter(Boolean).join(' ');
  return (
    <div className={cx(f.root, className)}>
      <label className={f.label} htmlFor={id}>
        {label}
      </label>
      <div className={s.control}>
        <div className={s.box}>
          <input
            id={id}
            ref={ref}
            className={input()}
            name="verificationCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={length}
            placeholder={`${length}자리 숫자`}
            value={value}
            disabled={disabled}
            aria-invalid={errorText ? true : undefined}
            aria-describedby={describedBy || undefined}
            onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, '').slice(0, length))}
          />
          {seconds !== null ? (
            <span id={`${id}-timer`} className={s.timer} data-expired={expired ? '' : undefined}>
              {expired ? '시간 초과' : countdownText(seconds)}
              <span className={srOnly()}>{expired ? ', 인증번호를 다시 받아 주세요' : ' 남음'}</span>
            </span>
          ) : null}
        </div>
        {expired && onResend ? (
          <button
            type="button"
            className={button({ variant: 'outline', tone: 'neutral' })}
            onClick={onResend}
            disabled={resending || disabled}
          >
            재발송
          </button>
        ) : null}
      </div>
      {errorText ? (
        <span id={errorId} className={f.errorText} role="alert">
          <AlertIcon width={14} height={14} />
          {errorText}
        </span>
      ) : helpText ? (
        <span id={helpId} className={f.helperText}>
          {helpText}
        </span>
      ) : null}
    </div>
  );
}
