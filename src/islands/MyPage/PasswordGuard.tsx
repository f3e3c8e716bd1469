import { useRef, useState, type SubmitEvent } from 'react';
import { myPage as myPageRecipe } from 'styled-system/recipes';
import { Button } from '../../ui/Button';
import { PasswordInput } from '../../ui/PasswordInput';
import { ErrorBoundary } from '../shared/error-boundary/ErrorBoundary';
import { useHydrated } from '../shared/use-hydrated';
import { messageOf, myPage } from '../shared/my-page-api';
import '../../styles/islands.css';

export interface PasswordGuardProps {
  /** Where to go once the password matches (a same-site path the page already checked). */
  next: string;
}

const s = myPageRecipe();

function Guard({ next }: PasswordGuardProps) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = input.current?.value ?? '';
    if (!password) {
      setError('비밀번호를 입력해 주세요.');
      return input.current?.focus();
    }
    setBusy(true);
    try {
      if (await myPage.checkPassword({ password })) return location.assign(next);
      setError('비밀번호가 일치하지 않습니다.');
    } catch (e) {
      setError(messageOf(e, '비밀번호를 확인하는 중 오류가 발생했습니다.'));
    }
    setBusy(false);
    input.current?.select();
    input.current?.focus();
  }

  return (
    <form className={s.guardRow} onSubmit={submit} method="post" noValidate aria-label="비밀번호 다시 확인">
      <PasswordInput
        label="비밀번호"
        hideLabel
        name="password"
        placeholder="비밀번호를 입력해주세요."
        autoComplete="current-password"
        size="lg"
        errorText={error}
        onChange={() => error && setError(undefined)}
        ref={input}
      />
      <Button type="submit" size="lg" tone="neutral" disabled={!hydrated} loading={busy}>
        확인
      </Button>
    </form>
  );
}

/** The password re-check before my page: the password (with the eye toggle) and 확인; Enter submits. */
export function PasswordGuard(props: PasswordGuardProps) {
  return (
    <ErrorBoundary>
      <Guard {...props} />
    </ErrorBoundary>
  );
}
