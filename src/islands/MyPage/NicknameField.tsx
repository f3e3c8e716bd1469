import { myPage as myPageRecipe } from 'styled-system/recipes';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/TextField';

export type NicknameCheck = { state: 'idle' } | { state: 'ok'; nickname: string } | { state: 'bad'; message: string };

const s = myPageRecipe();

export interface NicknameFieldProps {
  value: string;
  check: NicknameCheck;
  checking: boolean;
  onChange: (value: string) => void;
  onCheck: () => void;
  disabled?: boolean;
}

/** 닉네임 with 중복확인 and the once-a-month note. */
export function NicknameField({ value, check, checking, onChange, onCheck, disabled }: NicknameFieldProps) {
  return (
    <div className={s.control}>
      <div className={s.inline}>
        <Input
          id="nickname"
          className={s.grow}
          value={value}
          maxLength={20}
          aria-invalid={check.state === 'bad' || undefined}
          aria-describedby="nickname-status nickname-note"
          onChange={(e) => onChange(e.target.value)}
        />
        <Button type="button" variant="outline" tone="neutral" onClick={onCheck} loading={checking} disabled={disabled}>
          중복확인
        </Button>
      </div>
      <p id="nickname-status" role="status" className={check.state === 'bad' ? s.warn : s.note}>
        {check.state === 'ok' ? '사용할 수 있는 닉네임입니다.' : check.state === 'bad' ? check.message : ''}
      </p>
      <p id="nickname-note" className={s.warn}>
        닉네임 변경은 1달에 1회 가능합니다.
      </p>
    </div>
  );
}
