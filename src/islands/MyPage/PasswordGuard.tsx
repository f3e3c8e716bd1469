import type { SubmitEvent } from 'react';
import { myPage as myPageRecipe } from 'styled-system/recipes';
import { Button } from '../../ui/Button';
import { PasswordInput } from '../../ui/PasswordInput';
import { ErrorBoundary } from '../shared/error-boundary/ErrorBoundary';
import { useHydrated } from '../shared/use-hydrated';
import { usePasswordRecheck } from '../shared/use-password-recheck';
import '../../styles/islands.css';

export interface PasswordGuardProps {
  /** Where to go once the password matches (a same-site path the page already checked). */
  next: string;
}

const s = myPageRecipe();

function Guard({ next }: PasswordGuardProps) {
  const { input, error, busy, confirm, clearError } = usePasswordRecheck({ onMatch: () => location.assign(next), leavesPage: true });
  const hydrated = useHydrated();

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void confirm();
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
        onChange={clearError}
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
