import { useRef, useState } from 'react';
import { messageOf, myPage } from './my-page-api';

export interface PasswordRecheckOptions {
  /** Once the password matched (this session counts as re-checked for ten more minutes). */
  onMatch: () => void;
  /** `onMatch` leaves the page: the button stays busy while the next page loads, not clickable again meanwhile. */
  leavesPage?: boolean;
  /** The server's check unless told (stories pass their own). */
  check?: (password: string) => Promise<boolean>;
}

/**
 * The password re-check's field, error and busy state, one rule for the guard before my page and the prompt inside the
 * contract form. `confirm` checks what the field holds: an empty field, a wrong password or a failed check is said at
 * the field, which takes the focus (its text selected, to type again at once); on a match `onMatch` runs.
 */
export function usePasswordRecheck({
  onMatch,
  leavesPage = false,
  check = (password) => myPage.checkPassword({ password }),
}: PasswordRecheckOptions) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function confirm() {
    const password = input.current?.value ?? '';
    if (!password) {
      setError('비밀번호를 입력해 주세요.');
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      if (await check(password)) {
        onMatch();
        if (!leavesPage) setBusy(false);
        return;
      }
      setError('비밀번호가 일치하지 않습니다.');
    } catch (e) {
      setError(messageOf(e, '비밀번호를 확인하는 중 오류가 발생했습니다.'));
    }
    setBusy(false);
    input.current?.select();
    input.current?.focus();
  }

  /** Typing again clears the error. */
  const clearError = () => {
    if (error) setError(undefined);
  };

  return { input, error, busy, confirm, clearError };
}
