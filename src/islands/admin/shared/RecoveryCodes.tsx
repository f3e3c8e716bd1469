import { useState } from 'react';
import { recoveryCodes } from 'styled-system/recipes';
import { Button } from '../../../ui/Button/Button';

export interface RecoveryCodeListProps {
  codes: readonly string[];
}

const s = recoveryCodes();

/**
 * The ten recovery codes as the server gave them, this once (only their hashes are kept): each signs in once when
 * the phone with the authenticator app is lost. Copy puts them on the clipboard one a line; print prints the page.
 */
export function RecoveryCodeList({ codes }: RecoveryCodeListProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }
  return (
    <div className={s.root}>
      <ol className={s.list} aria-label="복구 코드 10개">
        {codes.map((code) => (
          <li key={code} className={s.code}>
            {code}
          </li>
        ))}
      </ol>
      <div className={s.actions}>
        <Button type="button" variant="outline" tone="neutral" onClick={() => void copy()}>
          복사
        </Button>
        <Button type="button" variant="outline" tone="neutral" onClick={() => window.print()}>
          인쇄
        </Button>
        <span role="status" className={s.note}>
          {copied === 'yes' ? '복구 코드를 복사했습니다.' : copied === 'failed' ? '복사하지 못했습니다. 코드를 직접 옮겨 적어 주세요.' : ''}
        </span>
      </div>
      <p className={s.note}>
        복구 코드는 지금 한 번만 보입니다. 인증 앱이 있는 휴대폰을 잃어버렸을 때 코드 하나로 한 번 로그인할 수 있습니다.
      </p>
    </div>
  );
}
