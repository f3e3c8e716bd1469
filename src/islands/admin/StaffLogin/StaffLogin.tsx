import { useState, useSyncExternalStore } from 'react';
import { staffLogin } from 'styled-system/recipes';
import { ApiError } from '../../../api/errors';
import { needsSecondFactor } from '../../../api/auth';
import type { EnrolmentResponse } from '../../../api/types';
import { session } from '../../../stores/browser-session';
import { staffIdle } from '../../../stores/staff-idle';
import { ErrorBoundary } from '../../shared/error-boundary/ErrorBoundary';
import { auth } from './api';
import { CodeStep, PasswordStep } from './steps';
import { EnrolStep, RecoveryCodesStep } from '../shared/second-factor-steps';
// The island-only recipes (scripts/build/island-recipes.mjs): a page links them only when it renders an island.
import '../../../styles/islands.css';

export interface StaffLoginProps {
  /** Same-origin path to continue to (already checked by the page: safeRedirect, default /admin). */
  redirectTo: string;
  /** Why the staff member is at the sign-in (after 15 minutes without use), shown above the form. */
  notice?: string | null;
}

/** Where the sign-in is: each step knows the challenge of the password it follows. */
export type StaffLoginStep =
  | { kind: 'password' }
  | { kind: 'enrol'; userId: string; challenge: string; enrolment: EnrolmentResponse | null }
  | { kind: 'code'; userId: string; challenge: string }
  | { kind: 'codes'; codes: string[] };

const NOT_STAFF = '운영자 계정이 아닙니다. 파트너 포털은 로그인 화면(/login)에서 로그인해 주세요.';
const FAILED = '로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.';
const s = staffLogin();
const subscribeNothing = () => () => {};
const useHydrated = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

function StaffLoginInner({ redirectTo, notice = null }: StaffLoginProps) {
  const ready = useHydrated();
  const [step, setStep] = useState<StaffLoginStep>({ kind: 'password' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Counts refusals of a code: each empties the field and puts the caret back.
  const [attempt, setAttempt] = useState(0);
  const [recovery, setRecovery] = useState(false);
  // The login id of the last password step: kept when a challenge ends and the password is asked again.
  const [lastUserId, setLastUserId] = useState('');

  const go = () => location.replace(redirectTo);
  const restart = (message: string | null = null) => {
    setStep({ kind: 'password' });
    setRecovery(false);
    setError(message);
  };
  const refused = (e: unknown) => {
    // An expired or used challenge: the password again, saying why.
    if (e instanceof ApiError && e.code === 'INVALID_CHALLENGE') return restart(e.message);
    setError(e instanceof ApiError ? e.message : FAILED);
    setAttempt((n) => n + 1);
  };

  async function signIn(userId: string, password: string) {
    setLastUserId(userId);
    setBusy(true);
    setError(null);
    try {
      const res = await auth.login({ userId, password, device: null, keepLogin: false });
      if (!needsSecondFactor(res)) {
        // A partner's account: its session is not the console's.
        await auth.logout().catch(() => undefined);
        return setError(NOT_STAFF);
      }
      if (!res.enrolmentRequired) return setStep({ kind: 'code', userId, challenge: res.challenge });
      setStep({ kind: 'enrol', userId, challenge: res.challenge, enrolment: null });
      const enrolment = await auth.enrolment({ challenge: res.challenge });
      setStep({ kind: 'enrol', userId, challenge: res.challenge, enrolment });
    } catch (e) {
      if (e instanceof ApiError && e.code === 'INVALID_CHALLENGE') return restart(e.message);
      setStep({ kind: 'password' });
      setError(e instanceof ApiError ? e.message : FAILED);
    } finally {
      setBusy(false);
    }
  }

  async function prove(userId: string, challenge: string, code: string) {
    setBusy(true);
    setError(null);
    try {
      const res = await auth.secondFactor({ challenge, code });
      await session.signedInWith(userId, res);
      staffIdle.start();
      if (res.recoveryCodes?.length) setStep({ kind: 'codes', codes: res.recoveryCodes });
      else go();
    } catch (e) {
      refused(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={s.root} aria-busy={busy}>
      {step.kind === 'password' ? (
        <PasswordStep busy={busy} error={error} notice={notice} ready={ready} defaultUserId={lastUserId} onSubmit={signIn} />
      ) : null}
      {step.kind === 'enrol' ? (
        <EnrolStep
          userId={step.userId}
          enrolment={step.enrolment}
          busy={busy}
          error={error}
          attempt={attempt}
          onSubmit={(code) => void prove(step.userId, step.challenge, code)}
          onRestart={() => restart()}
        />
      ) : null}
      {step.kind === 'code' ? (
        <CodeStep
          busy={busy}
          error={error}
          attempt={attempt}
          recovery={recovery}
          onToggleRecovery={() => {
            setRecovery(!recovery);
            setError(null);
          }}
          onSubmit={(code) => void prove(step.userId, step.challenge, code)}
          onRestart={() => restart()}
        />
      ) : null}
      {step.kind === 'codes' ? <RecoveryCodesStep codes={step.codes} onDone={go} /> : null}
    </div>
  );
}

/**
 * The console's sign-in: 아이디 and 비밀번호, then the authenticator app's code (or a recovery code); at the first
 * sign-in the app is enrolled on the way (QR code, the key for manual entry) and the ten recovery codes are shown once.
 * A staff session is never kept on the device (no 「로그인 상태 유지」): 8 hours at most, 15 minutes without use.
 */
export function StaffLogin(props: StaffLoginProps) {
  return (
    <ErrorBoundary>
      <StaffLoginInner {...props} />
    </ErrorBoundary>
  );
}
