import { useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { staffLogin } from 'styled-system/recipes';
import { Button } from '../../../ui/Button/Button';
import { Callout } from '../../../ui/Callout/Callout';
import { PasswordInput } from '../../../ui/PasswordInput/PasswordInput';
import { TextField } from '../../../ui/TextField/TextField';
import { CodeField, readCode, RECOVERY_SHAPE, Refusal, TOTP_SHAPE } from '../shared/second-factor-steps';

// The console sign-in's own steps: the password, and the code of every later sign-in (the enrolment and the recovery
// codes are shared: ../shared/second-factor-steps.tsx). StaffLogin.tsx sequences them.

const s = staffLogin();

export interface PasswordStepProps {
  busy: boolean;
  error: string | null;
  /** Why the staff member is here (after an idle lapse, an expired challenge). */
  notice: ReactNode;
  /** False until the island runs: Enter before it does nothing (no plain form post). */
  ready: boolean;
  /** The login id typed before (back from an expired challenge): kept, and the password field takes the focus. */
  defaultUserId?: string;
  onSubmit: (userId: string, password: string) => void;
}

export function PasswordStep({ busy, error, notice, ready, defaultUserId = '', onSubmit }: PasswordStepProps) {
  const userIdRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  useEffect(() => (defaultUserId ? passwordRef : userIdRef).current?.focus(), [defaultUserId]);
  const [missing, setMissing] = useState<{ userId?: string; password?: string }>({});
  useEffect(() => {
    if (error) passwordRef.current?.select();
  }, [error]);
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const userId = String(data.get('userId') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const found = { userId: userId ? undefined : '아이디를 입력해 주세요.', password: password ? undefined : '비밀번호를 입력해 주세요.' };
    setMissing(found);
    if (found.userId) return userIdRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    onSubmit(userId, password);
  }
  return (
    <form className={s.form} onSubmit={submit} method="post" noValidate aria-label="운영자 로그인">
      {notice ? (
        <Callout tone="info" role="status">
          {notice}
        </Callout>
      ) : null}
      <TextField
        label="아이디"
        name="userId"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={20}
        defaultValue={defaultUserId}
        errorText={missing.userId}
        ref={userIdRef}
        required
      />
      <PasswordInput
        label="비밀번호"
        name="password"
        autoComplete="current-password"
        maxLength={64}
        errorText={missing.password}
        ref={passwordRef}
        required
      />
      <Refusal error={error} />
      <Button type="submit" size="lg" fullWidth loading={busy} loadingText="확인 중…" disabled={!ready}>
        다음
      </Button>
    </form>
  );
}

export interface CodeStepProps {
  busy: boolean;
  error: string | null;
  attempt: number;
  /** A recovery code instead of the app's code (「복구 코드 사용」). */
  recovery: boolean;
  onToggleRecovery: () => void;
  onSubmit: (code: string) => void;
  onRestart: () => void;
}

/** Every later sign-in: the code of the authenticator app, or one of the recovery codes. */
export function CodeStep({ busy, error, attempt, recovery, onToggleRecovery, onSubmit, onRestart }: CodeStepProps) {
  const [shape, setShape] = useState<string | null>(null);
  function submit(event: SubmitEvent<HTMLFormElement>) {
    const code = readCode(event);
    const ok = recovery ? RECOVERY_SHAPE.test(code) : TOTP_SHAPE.test(code);
    if (!ok)
      return setShape(recovery ? '복구 코드 8자리를 입력해 주세요 (예: ABCD-EFGH).' : '인증 앱에 표시된 6자리 숫자를 입력해 주세요.');
    setShape(null);
    onSubmit(code);
  }
  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label="2단계 인증">
      <p className={s.stepLabel}>2단계 인증</p>
      <p className={s.lead}>
        {recovery
          ? '인증 앱을 쓸 수 없을 때, 등록할 때 받은 복구 코드 하나로 로그인합니다. 쓴 코드는 다시 쓸 수 없습니다.'
          : '휴대폰의 인증 앱을 열어 메디판다 운영에 표시된 6자리 코드를 입력해 주세요.'}
      </p>
      <CodeField key={recovery ? 'recovery' : 'totp'} recovery={recovery} error={shape ?? error} attempt={attempt} />
      <button
        type="button"
        className={s.toggle}
        onClick={() => {
          setShape(null);
          onToggleRecovery();
        }}
        aria-pressed={recovery}
      >
        {recovery ? '인증 앱 코드 사용' : '복구 코드 사용'}
      </button>
      <div className={s.actions}>
        <button type="button" className={s.toggle} onClick={onRestart}>
          처음부터 다시 로그인
        </button>
        <Button type="submit" size="lg" loading={busy} loadingText="확인 중…">
          로그인
        </Button>
      </div>
    </form>
  );
}
