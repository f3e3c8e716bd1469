import { useState } from 'react';
import { staffAdmin } from 'styled-system/recipes';
import type { EnrolmentLink } from '../../../api/types';
import { formatDateTime } from '../../../lib/format';
import { Button } from '../../../ui/Button/Button';
import { Callout } from '../../../ui/Callout/Callout';

const s = staffAdmin();

/** A one-time enrolment link, shown this once, with a copy button. */
export function EnrolmentLinkBox({ link, userId }: { link: EnrolmentLink; userId: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  }
  return (
    <div className={s.linkBox}>
      <Callout tone="warning">
        {userId}의 등록 링크입니다. 이 화면을 벗어나면 다시 볼 수 없습니다. 본인에게만 안전한 경로(사내 메신저 등)로 전해 주세요.{' '}
        {formatDateTime(link.expiresAt)}까지 한 번만 쓸 수 있습니다.
      </Callout>
      <p className={s.linkText} data-testid="enrolment-link">
        {link.url}
      </p>
      <div className={s.actions}>
        <Button type="button" onClick={() => void copy()}>
          링크 복사
        </Button>
        <span role="status" className={s.note}>
          {copied === 'yes' ? '복사했습니다.' : copied === 'no' ? '복사하지 못했습니다. 링크를 직접 선택해 복사해 주세요.' : ''}
        </span>
      </div>
    </div>
  );
}
