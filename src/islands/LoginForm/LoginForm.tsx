import { useEffect, useId, useRef, useState, useSyncExternalStore, type SubmitEvent } from 'react';
import { link, loginForm } from 'styled-system/recipes';
import { Button } from '../../ui/Button/Button';
import { Callout } from '../../ui/Callout/Callout';
import { PasswordInput } from '../../ui/PasswordInput/PasswordInput';
import { Spinner } from '../../ui/Spinner/Spinner';
import { TextField } from '../../ui/TextField/TextField';
import { session } from '../../stores/browser-session';
import { STAFF_SIGN_IN } from '../../stores/session';
import { staffLoginUrl } from '../../lib/sign-in-urls';
import { ApiError } from '../../api/errors';
import { ErrorBoundary } from '../shared/error-boundary/ErrorBoundary';
// The island-only recipes (scripts/build/island-recipes.mjs): a page links them only when it renders an island.
import '../../styles/islands.css';

export interface LoginFormProps {
  /** Same-origin path to continue to (already checked by the page). */
  redirectTo: string;
}

type Errors = { userId?: string; password?: string; form?: string; staff?: boolean };

const s = loginForm();
const subscribeNothing = () => () => {};
const useHydrated = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

function validate(userId: string, password: string): Errors {
  const errors: Errors = {};
  if (!userId.trim()) errors.userId = '아이디를 입력해 주세요.';
  if (!password) errors.password = '비밀번호를 입력해 주세요.';
  return errors;
}

function LoginFormInner({ redirectTo }: LoginFormProps) {
  // Uncontrolled inputs: what was typed (or autofilled) before hydration is kept, and read at submit. The submit
  // button waits for hydration, so Enter before it does nothing (no plain form post, no password in a URL).
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  // With a stored refresh token the access cookie may only have expired: renew silently before showing the form.
  const hasStoredToken = useSyncExternalStore(subscribeNothing, session.hasStoredToken, () => false);
  const [resumeFailed, setResumeFailed] = useState(false);
  const resuming = hasStoredToken && !resumeFailed;
  const userIdRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const keepNoteId = useId();

  useEffect(() => {
    if (!resuming) return;
    session
      .resume()
      .catch(() => null)
      .then((member) => (member ? location.replace(redirectTo) : setResumeFailed(true)));
  }, [resuming, redirectTo]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const userId = String(data.get('userId') ?? '');
    const password = String(data.get('password') ?? '');
    const keepLogin = data.get('keepLogin') === 'on';
    const found = validate(userId, password);
    setErrors(found);
    if (found.userId) return userIdRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setSubmitting(true);
    try {
      await session.login(userId.trim(), password, keepLogin);
      location.replace(redirectTo);
    } catch (error) {
      setSubmitting(false);
      setErrors({
        form: error instanceof ApiError ? error.message : '로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.',
        // A staff account signs in at the console's own sign-in, with its second factor.
        staff: error instanceof ApiError && error.code === STAFF_SIGN_IN,
      });
      passwordRef.current?.select();
    }
  }

  const clear = (key: 'userId' | 'password') => errors[key] && setErrors({ ...errors, [key]: undefined });

  return (
    <>
      {resuming ? (
        <p className={s.resuming} role="status">
          <Spinner size="sm" label={null} /> 로그인 상태를 확인하고 있습니다…
        </p>
      ) : null}
      {/* Hidden rather than removed while resuming: what was typed is still there if the renewal fails. */}
      <form className={s.form} onSubmit={submit} method="post" noValidate aria-label="로그인" hidden={resuming}>
        <TextField
          label="아이디"
          name="userId"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={20}
          onChange={() => clear('userId')}
          errorText={errors.userId}
          ref={userIdRef}
          required
        />
        <PasswordInput
          label="비밀번호"
          name="password"
          autoComplete="current-password"
          maxLength={64}
          onChange={() => clear('password')}
          errorText={errors.password}
          ref={passwordRef}
          required
        />
        <label className={s.keep}>
          <input type="checkbox" name="keepLogin" className={s.keepBox} aria-describedby={keepNoteId} />
          로그인 상태 유지
        </label>
        <p id={keepNoteId} className={s.keepNote}>
          선택하면 이 기기에서 30일 동안 로그인이 유지됩니다(선택하지 않으면 12시간). 공용 PC에서는 선택하지 마세요.
        </p>
        {errors.form ? (
          <Callout tone="danger" role="alert">
            {errors.form}
            {errors.staff ? (
              <>
                {' '}
                <a className={link()} href={redirectTo === '/' ? '/admin/login' : staffLoginUrl(redirectTo)}>
                  운영자 로그인으로 가기
                </a>
              </>
            ) : null}
          </Callout>
        ) : null}
        <Button type="submit" size="lg" fullWidth loading={submitting} loadingText="로그인 중…" disabled={!hydrated}>
          로그인
        </Button>
      </form>
    </>
  );
}

/** The login form island: Korean validation, errors tied to their inputs, a silent resume, nothing typed is lost. */
export function LoginForm(props: LoginFormProps) {
  return (
    <ErrorBoundary>
      <LoginFormInner {...props} />
    </ErrorBoundary>
  );
}
