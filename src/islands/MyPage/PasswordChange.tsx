import { useRef, useState } from 'react';
import { myPage as myPageRecipe } from 'styled-system/recipes';
import { ApiError } from '../../api/errors';
import { PASSWORD_HINT, passwordProblem } from '../../api/schema/member-rules';
import { Button } from '../../ui/Button';
import { PasswordInput } from '../../ui/PasswordInput';
import { toast } from '../shared/toast-on-demand';
import { myPage } from '../shared/my-page-api';

type Field = 'current' | 'next' | 'again';
const empty: Record<Field, string> = { current: '', next: '', again: '' };

/** The first thing wrong, in the order the screen checks: current, new, the rule, the repeat. */
export function passwordChangeProblem(values: Record<Field, string>): { field: Field; message: string } | null {
  if (!values.current) return { field: 'current', message: '기존 비밀번호를 입력해 주세요.' };
  if (!values.next) return { field: 'next', message: '새 비밀번호를 입력해 주세요.' };
  const rule = passwordProblem(values.next);
  if (rule) return { field: 'next', message: rule };
  if (values.next !== values.again) return { field: 'again', message: '새 비밀번호가 일치하지 않습니다.' };
  return null;
}

const s = myPageRecipe();

/** 비밀번호 변경 on my info: the current password, the new one twice and its own 변경 button. */
export function PasswordChange({ userId, disabled }: { userId: string; disabled?: boolean }) {
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<{ field: Field; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  // The inputs remount after a change, so that they clear (the kit's password input is uncontrolled).
  const [round, setRound] = useState(0);
  const currentInput = useRef<HTMLInputElement>(null);
  const nextInput = useRef<HTMLInputElement>(null);
  const againInput = useRef<HTMLInputElement>(null);

  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (error?.field === field) setError(null);
    setDone(false);
  };
  const errorOf = (field: Field) => (error?.field === field ? error.message : undefined);

  async function change() {
    const problem = passwordChangeProblem(values);
    setError(problem);
    if (problem) return { current: currentInput, next: nextInput, again: againInput }[problem.field].current?.focus();
    setBusy(true);
    try {
      await myPage.changePassword(userId, { userId, currentPassword: values.current, newPassword: values.next });
      setValues(empty);
      setRound((r) => r + 1);
      setDone(true);
      void toast({ type: 'success', title: '비밀번호가 변경되었습니다.' });
    } catch (e) {
      const wrong = e instanceof ApiError && e.code === 'WRONG_PASSWORD';
      const message = wrong ? '현재 비밀번호가 일치하지 않습니다.' : e instanceof ApiError && e.status === 429 ? e.message : '';
      setError({ field: wrong ? 'current' : 'next', message: message || '비밀번호 변경 중 오류가 발생했습니다.' });
    }
    setBusy(false);
  }

  return (
    <div className={s.control} key={round}>
      <PasswordInput
        ref={currentInput}
        label="기존 비밀번호"
        hideLabel
        placeholder="기존 비밀번호를 입력해주세요"
        onChange={set('current')}
        errorText={errorOf('current')}
      />
      <PasswordInput
        ref={nextInput}
        label="새 비밀번호"
        hideLabel
        autoComplete="new-password"
        placeholder="새 비밀번호를 입력해주세요"
        helpText={PASSWORD_HINT}
        onChange={set('next')}
        errorText={errorOf('next')}
      />
      <div className={s.inline}>
        <PasswordInput
          ref={againInput}
          className={s.grow}
          label="새 비밀번호 확인"
          hideLabel
          autoComplete="new-password"
          placeholder="새 비밀번호를 다시 입력해주세요"
          onChange={set('again')}
          errorText={errorOf('again')}
        />
        <Button
          type="button"
          variant="outline"
          tone="neutral"
          onClick={change}
          loading={busy}
          disabled={disabled}
          aria-label="비밀번호 변경"
        >
          변경
        </Button>
      </div>
      <p className={s.note} role="status">
        {done ? '비밀번호가 변경되었습니다. 다른 기기의 로그인은 해제되었습니다.' : ''}
      </p>
    </div>
  );
}
