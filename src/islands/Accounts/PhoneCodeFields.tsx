import { useRef, useState } from 'react';
import { accountForm } from 'styled-system/recipes';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { CodeInput } from '../../ui/CodeInput';
import { ApiError } from '../../api/errors';
import { accountRecoveryApi } from '../../api/account-recovery';
import { dashedPhone } from '../../api/schema/member-rules';
import { http } from '../../lib/browser-api';
import { STAFF_RESET_CODE_SECONDS } from '../../api/schema/member-admin-limits';

const api = accountRecoveryApi(http);
/** A code lives three minutes on the server. */
const CODE_MS = 3 * 60 * 1000;

export interface PhoneCode {
  phone: string;
  code: string;
  /** A code was sent (the countdown runs). */
  sent: boolean;
  setCodeError: (message: string | null) => void;
}

/**
 * The phone number, 인증번호 발송 and the code box with its countdown (재발송 once it ran out). With `codeFromStaff`
 * (비밀번호 찾기) a code the member already got by SMS from the operators can be typed without sending another.
 */
export function usePhoneCode(idPrefix: string, disabled: boolean, codeFromStaff = false) {
  const s = accountForm();
  const [phone, setPhone] = useState('');
  // Uncontrolled: a number typed before the island ran is read at 발송 time.
  const phoneRef = useRef<HTMLInputElement>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  async function send() {
    const typed = phoneRef.current?.value ?? phone;
    setPhone(typed);
    const dashed = dashedPhone(typed);
    if (!dashed) return setPhoneError('휴대폰 번호 형식이 올바르지 않습니다. 010-1234-5678처럼 입력해 주세요.');
    setPhoneError(null);
    setCodeError(null);
    setSending(true);
    try {
      await api.sendCode(dashed);
      setExpiresAt(Date.now() + CODE_MS);
      setCode('');
      setNotice('인증번호를 보냈습니다. 가입한 휴대폰 번호라면 곧 문자가 도착합니다.');
    } catch (error) {
      setPhoneError(error instanceof ApiError ? error.message : '인증번호를 보내지 못했습니다. 다시 시도해 주세요.');
    } finally {
      setSending(false);
    }
  }

  function received() {
    setCodeError(null);
    setCode('');
    setExpiresAt(Date.now() + STAFF_RESET_CODE_SECONDS * 1000);
    setNotice('문자로 받은 인증번호를 휴대폰 번호와 함께 입력해 주세요.');
  }

  const fields = (
    <>
      <div className={s.row}>
        <TextField
          className={s.grow}
          id={`${idPrefix}-phone`}
          label="휴대폰 번호"
          name="phoneNumber"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="010-1234-5678"
          required
          defaultValue=""
          ref={phoneRef}
          onChange={() => setPhoneError(null)}
          errorText={phoneError ?? undefined}
        />
        <Button type="button" variant="outline" tone="neutral" className={s.side} onClick={send} disabled={disabled || sending}>
          {expiresAt ? '다시 받기' : '인증번호 발송'}
        </Button>
      </div>
      {codeFromStaff && !expiresAt ? (
        <Button type="button" variant="link" tone="neutral" size="sm" onClick={received} disabled={disabled}>
          인증번호를 이미 받았어요
        </Button>
      ) : null}
      {notice ? (
        <p className={s.hint} role="status">
          {notice}
        </p>
      ) : null}
      {expiresAt ? (
        <CodeInput
          id={`${idPrefix}-code`}
          value={code}
          onChange={(next) => {
            setCode(next);
            setCodeError(null);
          }}
          expiresAt={expiresAt}
          onResend={send}
          resending={sending}
          errorText={codeError ?? undefined}
        />
      ) : null}
    </>
  );
  return { phone: dashedPhone(phone) ?? phone, code, sent: expiresAt !== null, setCodeError, fields };
}
