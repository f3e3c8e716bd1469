import { useEffect, useRef, type ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { consentBlock } from 'styled-system/recipes';
import { AlertIcon } from '../icons';

/** The sign-up consents: two required, three optional marketing channels. */
export interface Consents {
  terms: boolean;
  privacy: boolean;
  sms: boolean;
  email: boolean;
  push: boolean;
}

export const noConsents: Consents = { terms: false, privacy: false, sms: false, email: false, push: false };

export interface ConsentBlockProps {
  value: Consents;
  onChange: (next: Consents) => void;
  /** Where 보기 opens the documents (in a new tab). */
  termsHref?: string;
  privacyHref?: string;
  /** Shown under the block (e.g. a required consent is missing). */
  errorText?: ReactNode;
  idPrefix?: string;
  className?: string;
}

const CHANNELS = [
  ['sms', 'SMS'],
  ['email', '이메일'],
  ['push', '앱 푸시'],
] as const;

/** A native checkbox that can show "some" (indeterminate), which HTML offers only as a property. */
interface BoxProps {
  id: string;
  checked: boolean;
  mixed?: boolean;
  onChange: (checked: boolean) => void;
  className: string;
}

function Box({ id, checked, mixed, onChange, className }: BoxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = !!mixed;
  }, [mixed]);
  return (
    <input ref={ref} id={id} type="checkbox" className={className} checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
  );
}

/**
 * The consent block of sign-up: 「전체 동의」, 「[필수] 이용약관」 and 「[필수] 개인정보 처리방침」 with 보기 links (new
 * tab), 「[선택] 마케팅 활용 및 광고성 정보 수신 동의」 with its channels SMS / 이메일 / 앱 푸시. 전체 동의 ticks or clears
 * everything; the marketing line ticks or clears its channels and shows "some" when only some are ticked. Light
 * (native checkboxes, no Ark).
 */
export function ConsentBlock({
  value,
  onChange,
  termsHref = '/terms',
  privacyHref = '/privacy',
  errorText,
  idPrefix = 'consent',
  className,
}: ConsentBlockProps) {
  const s = consentBlock();
  const all = Object.values(value).every(Boolean);
  const some = Object.values(value).some(Boolean);
  const channels = CHANNELS.filter(([key]) => value[key]).length;
  const set = (patch: Partial<Consents>) => onChange({ ...value, ...patch });
  const id = (key: string) => `${idPrefix}-${key}`;
  const errorId = id('error');

  const item = (key: 'terms' | 'privacy', text: string, href: string) => (
    <li className={s.item}>
      <label className={s.label} htmlFor={id(key)}>
        <Box id={id(key)} className={s.box} checked={value[key]} onChange={(c) => set({ [key]: c })} />
        {text}
      </label>
      <a className={s.view} href={href} target="_blank" rel="noopener" aria-label={`${text.replace('[필수] ', '')} 보기 (새 창)`}>
        보기
      </a>
    </li>
  );

  return (
    <fieldset className={cx(s.root, className)} aria-describedby={errorText ? errorId : undefined}>
      <legend className={s.legend}>약관 동의</legend>
      <label className={cx(s.label, s.all)} htmlFor={id('all')}>
        <Box
          id={id('all')}
          className={s.box}
          checked={all}
          mixed={some && !all}
          onChange={(c) => onChange({ terms: c, privacy: c, sms: c, email: c, push: c })}
        />
        전체 동의
      </label>
      <ul className={s.list}>
        {item('terms', '[필수] 이용약관', termsHref)}
        {item('privacy', '[필수] 개인정보 처리방침', privacyHref)}
        <li className={s.item}>
          <label className={s.label} htmlFor={id('marketing')}>
            <Box
              id={id('marketing')}
              className={s.box}
              checked={channels === CHANNELS.length}
              mixed={channels > 0 && channels < CHANNELS.length}
              onChange={(c) => set({ sms: c, email: c, push: c })}
            />
            [선택] 마케팅 활용 및 광고성 정보 수신 동의
          </label>
        </li>
        <li>
          <div className={s.channels} role="group" aria-label="마케팅 정보 수신 방법">
            {CHANNELS.map(([key, text]) => (
              <label key={key} className={s.label} htmlFor={id(key)}>
                <Box id={id(key)} className={s.box} checked={value[key]} onChange={(c) => set({ [key]: c })} />
                {text}
              </label>
            ))}
          </div>
        </li>
      </ul>
      {errorText ? (
        <span id={errorId} className={s.errorText} role="alert">
          <AlertIcon width={14} height={14} />
          {errorText}
        </span>
      ) : null}
    </fieldset>
  );
}
