// 1:1 문의 삭제 on the detail page: ask first (dialog store), delete through the typed client, then go to the list
// with a one-time "삭제되었습니다" message; a refusal (e.g. an answer arrived meanwhile) is shown in Korean.
import { ApiError } from '../api/errors';
import { boardsApi } from '../api/boards';
import { inquiriesApi } from '../api/inquiries';
import { http } from '../lib/browser-api';

const inquiries = inquiriesApi(boardsApi(http));
import { confirm, info } from '../stores/dialog';

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-delete-inquiry]')) {
  button.addEventListener('click', async () => {
    const ok = await confirm('정말로 삭제하시겠습니까? 삭제한 문의와 첨부파일은 되돌릴 수 없습니다.', { title: '1:1 문의 삭제' });
    if (!ok) return;
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    try {
      await inquiries.remove(Number(button.dataset.id));
      const target = new URL(button.dataset.list ?? '/customer-service/inquiry', location.origin);
      target.searchParams.set('done', 'deleted');
      location.assign(target.pathname + target.search);
    } catch (error) {
      button.disabled = false;
      button.removeAttribute('aria-busy');
      const reason = error instanceof ApiError ? error.message : '잠시 후 다시 시도해 주세요.';
      await info(`1:1 문의내역 삭제 중 오류가 발생했습니다. ${reason}`, { title: '삭제하지 못했습니다' });
      if (error instanceof ApiError && error.status === 409) location.reload();
    }
  });
}
