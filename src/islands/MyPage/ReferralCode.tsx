import { myPage as myPageRecipe } from 'styled-system/recipes';
import { IconButton } from '../../ui/IconButton';
import { FileIcon } from '../../ui/icons';
import { Input } from '../../ui/TextField';
import { toast } from '../shared/toast-on-demand';

const s = myPageRecipe();

async function copy(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    void toast({ type: 'success', title: '추천인 코드가 복사되었습니다.' });
  } catch {
    void toast({ type: 'error', title: '복사하지 못했습니다. 코드를 직접 선택해 복사해 주세요.' });
  }
}

/** 추천인 코드: read-only, with a copy button and a toast. */
export function ReferralCode({ code }: { code: string | null | undefined }) {
  if (!code) return <p className={s.note}>추천인 코드가 없습니다.</p>;
  return (
    <div className={s.inline}>
      <Input id="referral-code" className={s.grow} value={code} readOnly />
      <IconButton aria-label="추천인 코드 복사" variant="outline" onClick={() => void copy(code)}>
        <FileIcon />
      </IconButton>
    </div>
  );
}
