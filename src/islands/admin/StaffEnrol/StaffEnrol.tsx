import { useState, type SubmitEvent } from 'react';
import { staffLogin } from 'styled-system/recipes';
import { ApiError } from '../../../api/errors';
import { PASSWORD_HINT, PASSWORD_MAX, passwordProblem } from '../../../api/schema/member-rules';
import type { EnrolmentResponse } from '../../../api/types';
import { session } from '../../../stores/browser-session';
import { staffIdle } from '../../../stores/staff-idle';
import { Button } from '../../../ui/Button/Button';
import { PasswordInput } from '../../../ui/PasswordInput/PasswordInput';
import { ErrorBoundary } from '../../shared/error-boundary/ErrorBoundary';
import { EnrolStep, Refusal, RecoveryCodesStep, useFocusOnMount } from '../shared/second-factor-steps';
import { auth, staff } from './api';
import '../../../styles/islands.css';

export interface StaffEnrolProps {
  /** The link's token (from the page's address). */
  token: string;
  /** Whose link it is (the page asked the server). */
  userId: string;
  name: string;
  /** Where to go once signed in. */
  next?: string;
}

/** Where the enrolment is: the password, then the second factor on the challenge it answered, then the recovery codes. */
export type StaffEnrolStep =
  { kind: 'password' } | { kind: 'enrol'; challenge: string; enrolment: EnrolmentResponse | null } | { kind: 'codes'; codes: string[] };

const s = staffLogin();
const FAILED = '처리하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** Why a second password does not go with the first, or null. */
export const confirmProblem = (password: string, confirm: string) =>
  !confirm ? '비밀번호를 한 번 더 입력해 주세요.' : confirm !== password ? '두 비밀번호가 같지 않습니다.' : null;

export interface PasswordFormProps {
  userId: string;
  name: string;
  busy: boolean;
  error: string | null;
  onSubmit: (password: string) => void;
}

/** 비밀번호 설정: the new password twice, with sign-up's rules and hints as the person types. */
export function PasswordForm({ userId, name, busy, error, onSubmit }: PasswordFormProps) {
  const first = useFocusOnMount<HTMLInputElement>();
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ password?: string; confirm?: string }>({});
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const typed = String(data.get('password') ?? '');
    const confirm = String(data.get('confirm') ?? '');
    const found = { password: passwordProblem(typed) ?? undefined, confirm: confirmProblem(typed, confirm) ?? undefined };
    setProblems(found);
    if (found.password) return first.current?.focus();
    if (found.confirm) return;
    onSubmit(typed);
  }
  const ok = password && !passwordProblem(password);
  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label="비밀번호 설정">
      <p className={s.stepLabel}>1단계 · 비밀번호 설정</p>
      <p className={s.lead}>
        <strong>{name}</strong>님({userId})의 운영자 계정입니다. 로그인에 쓸 비밀번호를 정해 주세요. 다음 단계에서 휴대폰 인증 앱을
        등록합니다.
      </p>
      <input type="text" name="username" value={userId} autoComplete="username" readOnly hidden />
      <PasswordInput
        label="새 비밀번호"
        name="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        helpText={ok ? '✓ 사용할 수 있는 비밀번호입니다.' : PASSWORD_HINT}
        errorText={problems.password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        ref={first}
        required
      />
      <PasswordInput
        label="새 비밀번호 확인"
        name="confirm"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        errorText={problems.confirm}
        required
      />
      <Refusal error={error} />
      <Button type="submit" size="lg" fullWidth loading={busy} loadingText="저장 중…">
        비밀번호 저장하고 다음
      </Button>
    </form>
  );
}

function StaffEnrolInner({ token, userId, name, next = '/admin' }: StaffEnrolProps) {
  const [step, setStep] = useState<StaffEnrolStep>({ kind: 'password' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const go = () => location.replace(next);

  async function setPassword(password: string) {
    setBusy(true);
    setError(null);
    try {
      const res = await staff.enrol({ token, password });
      if (!res.enrolmentRequired) {
        // The authenticator is already enrolled (a new link after a forgotten password): sign in as usual.
        return location.replace(`/admin/login?redirectTo=${encodeURIComponent(next)}`);
      }
      setStep({ kind: 'enrol', challenge: res.challenge, enrolment: null });
      const enrolment = await auth.enrolment({ challenge: res.challenge });
      setStep({ kind: 'enrol', challenge: res.challenge, enrolment });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : FAILED);
    } finally {
      setBusy(false);
    }
  }

  async function prove(challenge: string, code: string) {
    setBusy(true);
    setError(null);
    try {
      const res = await auth.secondFactor({ challenge, code });
      await session.signedInWith(userId, res);
      staffIdle.start();
      if (res.recoveryCodes?.length) setStep({ kind: 'codes', codes: res.recoveryCodes });
      else go();
    } catch (e) {
      // The challenge lived 5 minutes: after that the password is set, so the sign-in page goes on from here.
      if (e instanceof ApiError && e.code === 'INVALID_CHALLENGE')
        return location.replace(`/admin/login?redirectTo=${encodeURIComponent(next)}`);
      setError(e instanceof ApiError ? e.message : FAILED);
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={s.root} aria-busy={busy}>
      {step.kind === 'password' ? (
        <PasswordForm userId={userId} name={name} busy={busy} error={error} onSubmit={(p) => void setPassword(p)} />
      ) : null}
      {step.kind === 'enrol' ? (
        <EnrolStep
          userId={userId}
          enrolment={step.enrolment}
          busy={busy}
          error={error}
          attempt={attempt}
          onSubmit={(code) => void prove(step.challenge, code)}
          onRestart={() => location.replace('/admin/login')}
        />
      ) : null}
      {step.kind === 'codes' ? <RecoveryCodesStep codes={step.codes} onDone={go} /> : null}
    </div>
  );
}

/**
 * The enrolment link's page: the new password twice (sign-up's rules), then the authenticator app's enrolment (QR
 * code, key, first code) on the challenge the password answered, then the ten recovery codes once, then the console.
 */
export function StaffEnrol(props: StaffEnrolProps) {
  return (
    <ErrorBoundary>
      <StaffEnrolInner {...props} />
    </ErrorBoundary>
  );
}
