import { useRef, useState, type SubmitEvent } from 'react';
import { accountForm, button } from 'styled-system/recipes';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { PasswordInput } from '../../ui/PasswordInput';
import { ApiError } from '../../api/errors';
import { accountRecoveryApi } from '../../api/account-recovery';
import { PASSWORD_HINT, PASSWORD_MAX, passwordProblem } from '../../api/schema/member-rules';
import { http } from '../../lib/browser-api';
import { info } from '../../stores/dialog';
import { ErrorBoundary } from '../shared/error-boundary/ErrorBoundary';
import { useHydrated } from '../shared/use-hydrated';
import { usePhoneCode } from './PhoneCodeFields';
import { confirmProblem } from './signup-check';
import '../../styles/islands.css';

const api = accountRecoveryApi(http);
const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : '요청 중 오류가 발생했습니다. 다시 시도해 주세요.');

/** 아이디 찾기: phone number and code → the ID, masked after its 4th character. */
function FindId() {
  const s = accountForm();
  const hydrated = useHydrated();
  const phoneCode = usePhoneCode('find-id', !hydrated);
  const [found, setFound] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!phoneCode.sent) return phoneCode.setCodeError(null);
    if (!/^\d{6}$/.test(phoneCode.code)) return phoneCode.setCodeError('문자로 받은 인증번호 6자리를 입력해 주세요.');
    setBusy(true);
    try {
      setFound(await api.verifyForId(phoneCode.phone, phoneCode.code));
    } catch (error) {
      phoneCode.setCodeError(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  if (found !== null) {
    return (
      <div className={s.root}>
        <p className={s.result} role="status" data-testid="found-id">
          회원님의 아이디는 <strong>{found}</strong> 입니다.
        </p>
        <div className={s.actions}>
          <a className={button({ size: 'lg', fullWidth: true })} href="/login">
            로그인
          </a>
          <a className={button({ size: 'lg', fullWidth: true, variant: 'outline', tone: 'neutral' })} href="/find-account?tab=password">
            비밀번호 찾기
          </a>
        </div>
      </div>
    );
  }
  return (
    <form className={s.root} onSubmit={submit} method="post" noValidate aria-label="아이디 찾기">
      <p className={s.lead}>가입할 때 본인인증한 휴대폰 번호로 인증번호를 받아 아이디를 찾습니다.</p>
      {phoneCode.fields}
      <Button type="submit" size="lg" fullWidth disabled={!hydrated || !phoneCode.sent || busy} loading={busy}>
        확인
      </Button>
    </form>
  );
}

/** 비밀번호 찾기: ID, phone number and code → a new password (twice) → /login. */
function FindPassword() {
  const s = accountForm();
  const hydrated = useHydrated();
  // 「인증번호를 이미 받았어요」: the code operators send a member (회원관리's 비밀번호 재설정 코드 발송).
  const phoneCode = usePhoneCode('find-password', !hydrated, true);
  const [userId, setUserId] = useState('');
  // Uncontrolled: an ID typed before the island ran is read at 확인 time.
  const userIdRef = useRef<HTMLInputElement>(null);
  const [userIdError, setUserIdError] = useState<string | null>(null);
  const [resetToken, setResetToken] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function verify(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const typedId = (userIdRef.current?.value ?? userId).trim();
    setUserId(typedId);
    if (!typedId) return setUserIdError('아이디를 입력해 주세요.');
    if (!/^\d{6}$/.test(phoneCode.code)) return phoneCode.setCodeError('문자로 받은 인증번호 6자리를 입력해 주세요.');
    setBusy(true);
    try {
      setResetToken((await api.verifyForPassword(typedId, phoneCode.phone, phoneCode.code)).resetToken);
    } catch (error) {
      phoneCode.setCodeError(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  async function reset(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = { password: passwordProblem(password) ?? undefined, confirm: confirmProblem(password, confirm) ?? undefined };
    setErrors(found);
    if (found.password || found.confirm || !resetToken) return;
    setBusy(true);
    try {
      await api.resetPassword({ userId: userId.trim(), newPassword: password, resetToken });
      await info('비밀번호를 바꿨습니다. 새 비밀번호로 로그인해 주세요.');
      location.assign('/login');
    } catch (error) {
      setBusy(false);
      setErrors({ form: messageOf(error) });
    }
  }

  if (resetToken) {
    return (
      <form className={s.root} onSubmit={reset} method="post" noValidate aria-label="비밀번호 재설정">
        <p className={s.lead}>새 비밀번호를 정해 주세요. 바꾸면 모든 기기에서 로그아웃됩니다.</p>
        <PasswordInput
          label="새 비밀번호"
          name="newPassword"
          required
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          errorText={errors.password}
          helpText={password && !passwordProblem(password) ? '✓ 사용할 수 있는 비밀번호입니다.' : PASSWORD_HINT}
        />
        <PasswordInput
          label="새 비밀번호 확인"
          name="newPasswordConfirm"
          required
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          errorText={errors.confirm}
          helpText={confirm && confirm === password ? '✓ 비밀번호가 일치합니다.' : undefined}
        />
        {errors.form ? (
          <p className={s.formError} role="alert">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" size="lg" fullWidth disabled={busy} loading={busy}>
          비밀번호 재설정
        </Button>
      </form>
    );
  }
  return (
    <form className={s.root} onSubmit={verify} method="post" noValidate aria-label="비밀번호 찾기">
      <p className={s.lead}>아이디와 가입한 휴대폰 번호로 인증번호를 받아 비밀번호를 다시 정합니다.</p>
      <TextField
        label="아이디"
        name="userId"
        required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        defaultValue=""
        ref={userIdRef}
        onChange={() => setUserIdError(null)}
        errorText={userIdError ?? undefined}
      />
      {phoneCode.fields}
      <Button type="submit" size="lg" fullWidth disabled={!hydrated || !phoneCode.sent || busy} loading={busy}>
        확인
      </Button>
    </form>
  );
}

export interface AccountRecoveryProps {
  mode: 'id' | 'password';
}

/** Find ID (`/find-account`) and find password (`/find-account?tab=password`, `/find-password`). */
export function AccountRecovery({ mode }: AccountRecoveryProps) {
  return <ErrorBoundary>{mode === 'id' ? <FindId /> : <FindPassword />}</ErrorBoundary>;
}
