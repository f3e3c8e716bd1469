import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { staffLogin } from 'styled-system/recipes';
import { Button } from '../../../ui/Button/Button';
import { Callout } from '../../../ui/Callout/Callout';
import { QrCode } from '../../../ui/QrCode/QrCode';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { TextField } from '../../../ui/TextField/TextField';
import { RecoveryCodeList } from './RecoveryCodes';
import type { EnrolmentResponse } from '../../../api/types';

// The second-factor steps of a staff sign-in, shared by the console's sign-in and the enrolment link's page: the
// code box, the enrolment of the authenticator app (QR code, the key for manual entry, its first code) and the ten
// recovery codes shown once. What a step shows comes in as props, what was typed goes out through onSubmit, so every
// state can be shown on its own (the stories). Each step focuses its field when it appears; Enter submits.

const s = staffLogin();

/** Focuses the element once, when the step appears. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/** The secret for manual entry, in groups of four: `JBSW Y3DP …`. */
export const secretGroups = (secret: string) => secret.match(/.{1,4}/g) ?? [];

export const TOTP_SHAPE = /^[0-9]{6}$/;
export const RECOVERY_SHAPE = /^[A-Za-z2-9]{4}-?[A-Za-z2-9]{4}$/;

export function Refusal({ error }: { error: string | null }) {
  return error ? (
    <Callout tone="danger" role="alert">
      {error}
    </Callout>
  ) : null;
}

export interface CodeFieldProps {
  recovery?: boolean;
  error: string | null;
  /** A new refusal empties the field and puts the caret back in it. */
  attempt: number;
}

/** The code box: six digits from the authenticator app, or a recovery code XXXX-XXXX. */
export function CodeField({ recovery = false, error, attempt }: CodeFieldProps) {
  const ref = useFocusOnMount<HTMLInputElement>();
  useEffect(() => {
    if (!attempt || !ref.current) return;
    ref.current.value = '';
    ref.current.focus();
  }, [attempt, ref]);
  return recovery ? (
    <TextField
      key="recovery"
      label="복구 코드"
      name="code"
      helpText="인증 앱을 등록할 때 받은 복구 코드 10개 중 하나 (예: ABCD-EFGH)"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={9}
      errorText={error ?? undefined}
      ref={ref}
      required
    />
  ) : (
    <TextField
      key="totp"
      label="인증 코드 6자리"
      name="code"
      helpText="인증 앱에 표시된 6자리 숫자"
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={6}
      errorText={error ?? undefined}
      ref={ref}
      required
    />
  );
}

export function readCode(event: SubmitEvent<HTMLFormElement>) {
  event.preventDefault();
  return String(new FormData(event.currentTarget).get('code') ?? '').replaceAll(' ', '');
}

export interface EnrolStepProps {
  userId: string;
  /** Null while it is fetched. */
  enrolment: EnrolmentResponse | null;
  busy: boolean;
  error: string | null;
  attempt: number;
  onSubmit: (code: string) => void;
  onRestart: () => void;
}

/** First sign-in: the QR code and the secret for the authenticator app, then its first code proves it holds them. */
export function EnrolStep({ userId, enrolment, busy, error, attempt, onSubmit, onRestart }: EnrolStepProps) {
  const [shape, setShape] = useState<string | null>(null);
  function submit(event: SubmitEvent<HTMLFormElement>) {
    const code = readCode(event);
    if (!TOTP_SHAPE.test(code)) return setShape('인증 앱에 표시된 6자리 숫자를 입력해 주세요.');
    setShape(null);
    onSubmit(code);
  }
  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label="인증 앱 등록">
      <p className={s.stepLabel}>2단계 인증 등록</p>
      <p className={s.lead}>
        <strong>{userId}</strong> 계정은 아직 인증 앱이 등록되어 있지 않습니다. 운영자 콘솔은 비밀번호와 인증 앱의 코드로 로그인합니다.
      </p>
      <div className={s.enrol}>
        <div className={s.qr}>
          {enrolment ? (
            <QrCode value={enrolment.otpauthUri} label="인증 앱에 등록할 QR 코드" size={168} />
          ) : (
            <Skeleton width="168px" height="168px" />
          )}
        </div>
        <ol className={s.steps}>
          <li>휴대폰에 인증 앱(Google Authenticator, Microsoft Authenticator 등)을 설치합니다.</li>
          <li>앱에서 ‘QR 코드 스캔’을 눌러 이 QR 코드를 찍습니다.</li>
          <li>
            스캔할 수 없으면 ‘설정 키 입력’을 골라 아래 키를 입력합니다(계정: {userId}, 키 유형: 시간 기준).
            {enrolment ? (
              <span className={s.secret} data-testid="enrolment-secret">
                {secretGroups(enrolment.secret).map((group, i) => (
                  <span key={i} className={s.secretGroup}>
                    {group}
                  </span>
                ))}
              </span>
            ) : null}
          </li>
          <li>앱에 표시된 6자리 코드를 입력하고 ‘등록’을 누릅니다.</li>
        </ol>
      </div>
      <CodeField error={shape ?? error} attempt={attempt} />
      <div className={s.actions}>
        <button type="button" className={s.toggle} onClick={onRestart}>
          처음부터 다시 로그인
        </button>
        <Button type="submit" size="lg" loading={busy} loadingText="확인 중…" disabled={!enrolment}>
          등록
        </Button>
      </div>
    </form>
  );
}

export interface RecoveryCodesStepProps {
  codes: readonly string[];
  onDone: () => void;
}

/** After enrolment: the ten recovery codes, this once; the staff member says they kept them before going on. */
export function RecoveryCodesStep({ codes, onDone }: RecoveryCodesStepProps) {
  const ref = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className={s.form} aria-labelledby="recovery-codes-title">
      <p className={s.stepLabel}>등록 완료</p>
      <h2 id="recovery-codes-title" ref={ref} tabIndex={-1} className={s.lead}>
        인증 앱을 등록했습니다. 휴대폰을 잃어버렸을 때 쓸 복구 코드를 안전한 곳에 보관해 주세요.
      </h2>
      <RecoveryCodeList codes={codes} />
      <Button type="button" size="lg" onClick={onDone}>
        복구 코드를 안전한 곳에 보관했습니다
      </Button>
    </section>
  );
}
