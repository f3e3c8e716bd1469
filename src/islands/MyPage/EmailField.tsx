import { cx } from 'styled-system/css';
import { input, myPage as myPageRecipe, nativeSelect } from 'styled-system/recipes';
import { Input } from '../../ui/TextField';

/** The domains the picker offers; 직접 입력 leaves the domain box to the member. */
export const EMAIL_DOMAINS = ['naver.com', 'gmail.com', 'daum.net', 'hanmail.net', 'kakao.com', 'nate.com', 'hotmail.com', 'outlook.com'];

export const splitEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  return at < 0 ? { local: email, domain: '' } : { local: email.slice(0, at), domain: email.slice(at + 1) };
};

const s = myPageRecipe();

export interface EmailFieldProps {
  local: string;
  domain: string;
  onChange: (parts: { local: string; domain: string }) => void;
  error?: string;
  disabled?: boolean;
}

/** 이메일: the part before @, the domain, and a picker of common domains that fills the domain box. */
export function EmailField({ local, domain, onChange, error, disabled }: EmailFieldProps) {
  const picked = EMAIL_DOMAINS.includes(domain) ? domain : '';
  return (
    <div className={s.control}>
      <div className={s.inline}>
        <Input
          className={s.grow}
          aria-label="이메일 아이디"
          aria-invalid={!!error || undefined}
          aria-describedby={error ? 'email-error' : undefined}
          value={local}
          autoComplete="email"
          disabled={disabled}
          onChange={(e) => onChange({ local: e.target.value.trim(), domain })}
        />
        <span className={s.at} aria-hidden="true">
          @
        </span>
        <Input
          className={s.grow}
          aria-label="이메일 도메인"
          aria-invalid={!!error || undefined}
          placeholder="example.com"
          value={domain}
          disabled={disabled}
          onChange={(e) => onChange({ local, domain: e.target.value.trim() })}
        />
        <select
          className={cx(input(), nativeSelect())}
          aria-label="이메일 도메인 선택"
          value={picked}
          disabled={disabled}
          onChange={(e) => onChange({ local, domain: e.target.value || (picked ? '' : domain) })}
        >
          <option value="">직접 입력</option>
          {EMAIL_DOMAINS.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id="email-error" className={s.warn} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
