// 회원탈퇴: ask first (dialog store), withdraw through the typed client, forget the stored refresh token, then home
// with a one-time message. A re-check that ran out leads back to the password guard; other refusals are said in Korean.
import { ApiError } from '../api/errors';
import { myPageApi } from '../api/my-page';
import { http } from '../lib/browser-api';
import { session } from '../stores/browser-session';
import { confirm, info } from '../stores/dialog';

const myPage = myPageApi(http);

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-withdraw]')) {
  button.disabled = false;
  button.addEventListener('click', async () => {
    if (!(await confirm('정말로 탈퇴하시겠습니까?', { title: '회원탈퇴' }))) return;
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    try {
      await myPage.withdraw(button.dataset.userId ?? '');
      await session.logout();
      location.assign('/?done=withdrawn');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'RECHECK_REQUIRED') {
        return location.assign(`/mypage/guard?next=${encodeURIComponent(location.pathname)}`);
      }
      button.disabled = false;
      button.removeAttribute('aria-busy');
      const reason = error instanceof ApiError ? error.message : '잠시 후 다시 시도해 주세요.';
      await info(`회원 탈퇴 중 오류가 발생했습니다. ${reason}`, { title: '탈퇴하지 못했습니다' });
    }
  });
}
