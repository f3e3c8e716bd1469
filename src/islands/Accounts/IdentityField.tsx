import { useState } from 'react';
import { accountForm, field } from 'styled-system/recipes';
import { Button } from '../../ui/Button';
import { signupApi } from '../../api/signup';
import { http } from '../../lib/browser-api';
import { IdentityVerificationError, verifyIdentity, type VerifiedIdentity } from '../shared/identity/verify-identity';

const signup = signupApi(http);

interface Props {
  value: VerifiedIdentity | null;
  onChange: (person: VerifiedIdentity | null) => void;
  errorText?: string;
  disabled?: boolean;
}

/**
 * 휴대폰 본인인증 of sign-up: the button opens the identity popup; a verified person whose number already has an account
 * is refused here (the server checks again at sign-up); the verified name and number are shown.
 */
export function IdentityField({ value, onChange, errorText, disabled }: Props) {
  const s = accountForm();
  const f = field();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function verify() {
    setProblem(null);
    // verifyIdentity first, inside the click: the popup must open before anything is awaited.
    const pending = verifyIdentity();
    setBusy(true);
    try {
      const person = await pending;
      if (!(await signup.isPhoneFree(person.certNum))) {
        onChange(null);
        setProblem('이미 가입된 휴대폰 번호입니다. 아이디 찾기로 기존 계정을 확인해 주세요.');
        return;
      }
      onChange(person);
    } catch (error) {
      setProblem(error instanceof IdentityVerificationError ? error.message : '본인인증 중 오류가 발생했습니다. 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  }

  const message = problem ?? errorText;
  return (
    <div role="group" aria-labelledby="signup-identity-label" aria-describedby={message ? 'signup-identity-error' : undefined}>
      <div className={s.row}>
        <div className={s.grow}>
          <span id="signup-identity-label" className={f.label}>
            휴대폰 본인인증
          </span>
          {value ? (
            <p className={s.identity} data-testid="signup-identity">
              <span>{value.name}</span>
              <span>{value.phoneNumber}</span>
            </p>
          ) : null}
        </div>
        <Button type="button" variant="outline" tone="neutral" className={s.side} onClick={verify} disabled={disabled || busy}>
          {value ? '다시 인증' : '본인인증'}
        </Button>
      </div>
      {value ? <p className={s.ok}>✓ 본인인증이 완료되었습니다.</p> : null}
      {message ? (
        <p id="signup-identity-error" className={s.formError} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
