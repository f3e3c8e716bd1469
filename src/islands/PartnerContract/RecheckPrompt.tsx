import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { myPage as myPageRecipe } from 'styled-system/recipes';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { PasswordInput } from '../../ui/PasswordInput';
// The my page's password re-check client and its error wording: the same check, asked inside the contract form.
import { messageOf, myPage } from '../shared/my-page-api';

export interface RecheckPromptProps {
  /** Once the password matched: the session counts as re-checked for ten more minutes. */
  onConfirmed: () => void;
  /** Stories pass their own check. */
  checkPassword?: (password: string) => Promise<boolean>;
}

const s = myPageRecipe();

/**
 * The server refused the application because this session's password re-check ran out while the form was being
 * filled in (403 RECHECK_REQUIRED). Asked here, inside the form, so that what was typed and the documents chosen stay;
 * not a form of its own (it sits inside the application form): Enter confirms.
 */
export function RecheckPrompt({ onConfirmed, checkPassword = (password) => myPage.checkPassword({ password }) }: RecheckPromptProps) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const textId = useId();
  useEffect(() => input.current?.focus(), []);

  async function confirm() {
    const password = input.current?.value ?? '';
    if (!password) {
      setError('비밀번호를 입력해 주세요.');
      return input.current?.focus();
    }
    setBusy(true);
    try {
      if (await checkPassword(password)) return onConfirmed();
      setError('비밀번호가 일치하지 않습니다.');
    } catch (e) {
      setError(messageOf(e, '비밀번호를 확인하는 중 오류가 발생했습니다.'));
    } finally {
      setBusy(false);
    }
    input.current?.select();
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // not the application form's submit
    void confirm();
  };

  return (
    <div role="group" aria-labelledby={textId} className={s.control}>
      <Callout tone="warning" id={textId}>
        비밀번호를 확인한 지 10분이 지났습니다. 계좌와 서류를 보내려면 비밀번호를 다시 입력해 주세요. 입력한 내용과 고른 서류는 그대로
        있습니다.
      </Callout>
      <div className={s.guardRow}>
        <PasswordInput
          label="비밀번호"
          hideLabel
          name="recheckPassword"
          placeholder="비밀번호를 입력해주세요."
          autoComplete="current-password"
          errorText={error}
          onChange={() => error && setError(undefined)}
          onKeyDown={onKeyDown}
          ref={input}
        />
        <Button type="button" tone="neutral" loading={busy} onClick={() => void confirm()}>
          확인 후 신청
        </Button>
      </div>
    </div>
  );
}
