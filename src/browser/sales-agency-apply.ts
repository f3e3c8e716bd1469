// 영업대행 신청하기 on the sales-agency product page: ask first (the portal's confirm dialog), apply through the typed
// client, tell the result in Korean, then show the page again (the button reads 영업대행 신청완료). Without
// JavaScript the same button leads to a confirmation step that posts the form instead.
import { ApiError } from '../api/errors';
import { salesAgencyProductsApi } from '../api/sales-agency-products';
import { http } from '../lib/browser-api';

const salesAgencyProducts = salesAgencyProductsApi(http);
import { confirm, info } from '../stores/dialog';

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-apply-product]')) {
  button.addEventListener('click', async (event) => {
    event.preventDefault();
    const ok = await confirm(`${button.dataset.label ?? ''}\n영업대행을 신청하시겠습니까?`, { title: '영업대행 신청' });
    if (!ok) return;
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    try {
      await salesAgencyProducts.apply(Number(button.dataset.applyProduct));
      await info('영업대행 신청이 완료되었습니다.\n담당 매니저가 3영업일 안에 연락드립니다.', { title: '신청 완료' });
      location.reload();
    } catch (error) {
      button.disabled = false;
      button.removeAttribute('aria-busy');
      const reason = error instanceof ApiError ? error.message : '잠시 후 다시 시도해 주세요.';
      await info(`영업대행 신청 중 오류가 발생했습니다.\n${reason}`, { title: '신청하지 못했습니다' });
      // Already applied, ended or not for this member: the page shows the current state.
      if (error instanceof ApiError && [403, 404, 409].includes(error.status)) location.reload();
    }
  });
}
