// 파일 다운로드 of a 1:1 inquiry's answer: one button that downloads every file of the answer, one after another (each
// through the same link the list shows, so each keeps its access check and its name). The button is rendered hidden
// and shown here, so that without JavaScript only the links are offered. A live region says how far it got, for
// screen readers too; the browser may ask once whether the site may download several files.

/** Between two downloads: browsers drop or merge downloads started in the same instant. */
const GAP_MS = 400;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-download-all]')) {
  const scope = button.closest<HTMLElement>('[data-download-scope]');
  const status = scope?.querySelector<HTMLElement>('[data-download-status]');
  if (!scope || !status) continue;
  button.hidden = false;
  button.addEventListener('click', async () => {
    const links = [...scope.querySelectorAll<HTMLAnchorElement>('a[download][href]')];
    if (!links.length || button.getAttribute('aria-busy') === 'true') return;
    button.setAttribute('aria-busy', 'true');
    button.setAttribute('aria-disabled', 'true');
    for (const [i, link] of links.entries()) {
      status.textContent = `파일 ${links.length}개 중 ${i + 1}번째를 내려받는 중입니다.`;
      const a = document.createElement('a');
      a.href = link.href;
      a.download = link.download;
      a.hidden = true;
      document.body.append(a);
      a.click();
      a.remove();
      await wait(GAP_MS);
    }
    status.textContent = `답변 첨부파일 ${links.length}개의 내려받기를 시작했습니다. 브라우저가 여러 파일 받기를 물으면 허용해 주세요.`;
    button.removeAttribute('aria-busy');
    button.removeAttribute('aria-disabled');
  });
}
