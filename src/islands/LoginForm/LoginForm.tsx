import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../ui/Button';
import { PasswordInput } from '../../ui/PasswordInput';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { session } from '../../stores/browserSession';
import { ApiError } from '../../api/errors';
import { ErrorBoundary } from '../ErrorBoundary/ErrorBoundary';

export interface LoginFormProps {
  /** Same-origin path to continue to (already checked by the page). */
  redirectTo: string;
}

type Errors = { userId?: string; password?: string; form?: string };

const styles = {
  form: css({ display: 'grid', gap: '4' }),
  formError: css({ textStyle: 'mediumText.M', color: 'danger', whiteSpace: 'normal', bg: 'danger.subtle', borderRadius: 'md', px: '4', py: '3' }),
  resuming: css({ display: 'flex', gap: '3', alignItems: 'center', justifyContent: 'center', py: '10', textStyle: 'largeText.M', color: 'fg.muted' }),
};

function validate(userId: string, password: string): Errors {
  const errors: Errors = {};
  if (!userId.trim()) errors.userId = '아이디를 입력해 주세요.';
  if (!password) errors.password = '비밀번호를 입력해 주세요.';
  return errors;
}

const subscribeNothing = () => () => {};

function LoginFormInner({ redirectTo }: LoginFormProps) {
  // Uncontrolled inputs: what was typed (or autofilled) before hydration is kept, and read at submit.
  const [errors, setErrors] = useState<Errors>({});
  const hydrated = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const [submitting, setSubmitting] = useState(false);
  // With a stored refresh token the access cookie may only have expired: renew silently before showing the form.
  const hasStoredToken = useSyncExternalStore(subscribeNothing, session.hasStoredToken, () => false);
  const [resumeFailed, setResumeFailed] = useState(false);
  const resuming = hasStoredToken && !resumeFailed;
  const userIdRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!resuming) return;
    session.resume().then((member) => {
      if (member) location.replace(redirectTo);
      else setResumeFailed(true);
    });
  }, [resuming, redirectTo]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const data = new FormData(event.currentTarget as HTMLFormElement);
    const userId = String(data.get('userId') ?? '');
    const password = String(data.get('password') ?? '');
    const found = validate(userId, password);
    setErrors(found);
    if (found.userId) return userIdRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setSubmitting(true);
    try {
      await session.login(userId.trim(), password);
      location.replace(redirectTo);
    } catch (error) {
      setSubmitting(false);
      setErrors({ form: error instanceof ApiError ? error.message : '로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.' });
      passwordRef.current?.select();
    }
  }

  if (resuming) {
    return (
      <div className={styles.resuming} role="status">
        <Spinner size="sm" label={null} /> 로그인 상태를 확인하고 있습니다…
      </div>
    );
  }

  return (
    // method="post": even a submit before hydration never puts the password in a URL.
    <form className={styles.form} onSubmit={submit} method="post" noValidate aria-label="로그인">
      <TextField
        label="아이디"
        name="userId"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={20}
        onChange={() => errors.userId && setErrors({ ...errors, userId: undefined })}
        errorText={errors.userId}
        ref={userIdRef}
        required
      />
      <PasswordInput
        label="비밀번호"
        name="password"
        autoComplete="current-password"
        maxLength={64}
        onChange={() => errors.password && setErrors({ ...errors, password: undefined })}
        errorText={errors.password}
        ref={passwordRef}
        required
      />
      {errors.form && (
        <p className={styles.formError} role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" size="lg" fullWidth loading={submitting} loadingText="로그인 중…" disabled={!hydrated}>
        로그인
      </Button>
    </form>
  );
}

/** The login form island: validation in Korean, server errors shown under the form, nothing typed is lost. */
export function LoginForm(props: LoginFormProps) {
  return (
    <ErrorBoundary>
      <LoginFormInner {...props} />
    </ErrorBoundary>
  );
}
