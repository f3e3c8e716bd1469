import { useState } from 'react';
import { myPage as myPageRecipe } from 'styled-system/recipes';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/TextField';
import { IdentityVerificationError, verifyIdentity } from '../shared/identity/verify-identity';

const s = myPageRecipe();

export interface PhoneChange {
  phoneNumber: string;
  certNum: string;
}

export interface PhoneFieldProps {
  member: { name: string; birthDate: string; phoneNumber: string };
  change: PhoneChange | null;
  onChange: (change: PhoneChange) => void;
  disabled?: boolean;
}

/**
 * 휴대폰 번호: 변경 runs the identity verification (its popup is opened by the click itself); a result of the member's
 * own name and birth date fills in the new number, which 수정 saves with the verification's certNum.
 */
export function PhoneField({ member, change, onChange, disabled }: PhoneFieldProps) {
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function verify() {
    setProblem(undefined);
    setBusy(true);
    try {
      const person = await verifyIdentity();
      if (person.name !== member.name) setProblem('이름이 일치하지 않아 변경을 원하실 경우, 고객센터로 문의주세요.');
      else if (person.birthDate !== member.birthDate) setProblem('생년월일이 일치하지 않아 변경을 원하실 경우, 고객센터로 문의주세요.');
      else onChange({ phoneNumber: person.phoneNumber, certNum: person.certNum });
    } catch (e) {
      setProblem(e instanceof IdentityVerificationError ? e.message : '본인인증 중 오류가 발생했습니다.');
    }
    setBusy(false);
  }

  return (
    <div className={s.control}>
      <div className={s.inline}>
        <Input id="phone-number" className={s.grow} value={change?.phoneNumber ?? member.phoneNumber} disabled />
        <Button
          type="button"
          variant="outline"
          tone="neutral"
          onClick={() => void verify()}
          loading={busy}
          disabled={disabled}
          aria-label="휴대폰 번호 변경"
        >
          변경
        </Button>
      </div>
      {problem ? (
        <p className={s.warn} role="alert">
          {problem}
        </p>
      ) : (
        <p className={s.note} role="status">
          {change ? '본인인증이 완료되었습니다. 수정을 누르면 새 번호가 저장됩니다.' : '번호를 바꾸려면 변경을 눌러 본인인증을 해 주세요.'}
        </p>
      )}
    </div>
  );
}
