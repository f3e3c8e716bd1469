import { useEffect, useRef, useState, useSyncExternalStore, type SubmitEvent } from 'react';
import { staffLogin } from 'styled-system/recipes';
import { ApiError } from '../../../api/errors';
import { Button } from '../../../ui/Button/Button';
import { Callout } from '../../../ui/Callout/Callout';
import { TextField } from '../../../ui/TextField/TextField';
import { ErrorBoundary } from '../../shared/error-boundary/ErrorBoundary';
import { RecoveryCodeList } from '../shared/RecoveryCodes';
import { consoleCalls } from './api';
import '../../../styles/islands.css';

export interface StaffSecurityProps {
  /** Unused recovery codes left (the page read them). */
  recoveryCodesLeft: number;
  /** Stories: start with these codes shown (what a success shows). */
  shownCodes?: string[] | null;
}

// The recovery-code form wears the sign-in's form column (the same island family's recipe).
const s = staffLogin();
const subscribeNothing = () => () => {};
const useHydrated = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

function StaffSecurityInner({ recoveryCodesLeft, shownCodes = null }: StaffSecurityProps) {
  const ready = useHydrated();
  const [left, setLeft] = useState(recoveryCodesLeft);
  const [codes, setCodes] = useState<string[] | null>(shownCodes);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const codesTitle = useRef<HTMLHeadingElement>(null);
  // The new codes take the focus when they appear (a screen reader reads them next).
  useEffect(() => {
    if (codes) codesTitle.current?.focus();
  }, [codes]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replaceAll(' ', '');
    if (!/^[0-9]{6}$/.test(code)) {
      setError('인증 앱에 표시된 6자리 숫자를 입력해 주세요.');
      return field.current?.focus();
    }
    setBusy(true);
    setError(null);
    try {
      const { recoveryCodes } = await consoleCalls.newRecoveryCodes({ code });
      setCodes(recoveryCodes);
      setLeft(recoveryCodes.length);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '복구 코드를 만들지 못했습니다. 잠시 후 다시 시도해 주세요.');
      if (field.current) field.current.value = '';
      field.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  if (codes)
    return (
      <section className={s.form} aria-labelledby="new-codes-title">
        <h2 id="new-codes-title" className={s.lead} tabIndex={-1} ref={codesTitle}>
          새 복구 코드 {codes.length}개를 만들었습니다. 이전 복구 코드는 더 이상 쓸 수 없습니다.
        </h2>
        <RecoveryCodeList codes={codes} />
        <Button type="button" onClick={() => setCodes(null)}>
          복구 코드를 안전한 곳에 보관했습니다
        </Button>
      </section>
    );

  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label="복구 코드 새로 만들기" aria-busy={busy}>
      <p className={s.lead} data-testid="recovery-codes-left">
        남은 복구 코드: <strong>{left}개</strong>
      </p>
      {left <= 3 ? (
        <Callout tone="warning">
          {left === 0 ? '남은 복구 코드가 없습니다.' : '남은 복구 코드가 얼마 없습니다.'} 새로 만들어 보관해 주세요.
        </Callout>
      ) : null}
      <p className={s.lead}>
        새로 만들면 지금까지의 복구 코드는 모두 쓸 수 없게 되고, 새 코드 10개가 한 번만 표시됩니다. 본인 확인을 위해 인증 앱의 현재 코드를
        입력해 주세요.
      </p>
      <TextField
        label="인증 코드 6자리"
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={6}
        errorText={error ?? undefined}
        ref={field}
        required
      />
      <Button type="submit" loading={busy} loadingText="만드는 중…" disabled={!ready}>
        복구 코드 새로 만들기
      </Button>
    </form>
  );
}

/** 내 보안 설정's island: how many recovery codes are left, and ten new ones for a current authenticator code. */
export function StaffSecurity(props: StaffSecurityProps) {
  return (
    <ErrorBoundary>
      <StaffSecurityInner {...props} />
    </ErrorBoundary>
  );
}
