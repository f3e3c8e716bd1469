import { useEffect, useId, type KeyboardEvent } from 'react';
import { myPage as myPageRecipe } from 'styled-system/recipes';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { PasswordInput } from '../../ui/PasswordInput';
// The my page's password re-check: the same check and wording, asked inside the contract form.
import { usePasswordRecheck } from '../shared/use-password-recheck';

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
export function RecheckPrompt({ onConfirmed, checkPassword }: RecheckPromptProps) {
  const { input, error, busy, confirm, clearError } = usePasswordRecheck({ onMatch: onConfirmed, check: checkPassword });
  const textId = useId();
  useEffect(() => input.current?.focus(), [input]);

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
          onChange={clearError}
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
