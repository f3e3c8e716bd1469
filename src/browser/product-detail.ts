// The product dialog of /products (see src/components/products/ProductDetailDialog.astro). Without this script the
// dialog is a server-rendered route (?detail=ID, 닫기 is a link). With it: a row or a product link opens the dialog at
// once and loads its body from /products/{id}/detail (server-rendered, sanitized HTML) without reloading the list;
// the URL follows (pushState), so back closes it, forward reopens it, and a reload or a shared link shows the same.
// Plain TS, about 1 KB: no framework on this page.
import { $navigating } from '../stores/loading';

const dialog = document.getElementById('product-dialog') as HTMLDialogElement | null;
const body = dialog?.querySelector<HTMLElement>('[data-dialog-body]') ?? null;

interface DetailState {
  productDetail: number;
  /** How many dialog entries this page pushed on top of the list's entry. */
  depth: number;
}

const detailOf = (url: URL) => {
  const raw = url.searchParams.get('detail') ?? '';
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
};
const withDetail = (id: number | null) => {
  const url = new URL(location.href);
  if (id === null) url.searchParams.delete('detail');
  else url.searchParams.set('detail', String(id));
  return url.pathname + url.search;
};
const state = () =>
  history.state && typeof history.state === 'object' && 'productDetail' in history.state ? (history.state as DetailState) : null;

let loading: AbortController | null = null;
/** Set while history.go() takes us back to where the dialog was first opened. */
let closing = false;

async function load(id: number) {
  if (!body) return;
  loading?.abort();
  const controller = new AbortController();
  loading = controller;
  body.setAttribute('aria-busy', 'true');
  $navigating.set(true);
  try {
    const listQuery = new URL(location.href).search;
    const res = await fetch(`/products/${id}/detail${listQuery}`, {
      headers: { accept: 'text/html' },
      signal: AbortSignal.any([controller.signal, AbortSignal.timeout(10_000)]),
    });
    if (new URL(res.url).pathname === '/login') {
      location.assign(res.url); // the session ended meanwhile
      return;
    }
    if (!res.ok) throw new Error(String(res.status));
    const html = await res.text();
    if (loading === controller) body.innerHTML = html;
  } catch (error) {
    if (controller.signal.aborted) return;
    const notFound = error instanceof Error && error.message === '404';
    body.innerHTML = '';
    const p = document.createElement('p');
    p.setAttribute('role', 'alert');
    p.style.cssText = 'padding:40px 0;text-align:center;white-space:normal';
    p.textContent = notFound
      ? '제품 정보를 찾을 수 없습니다. 목록을 새로 고친 뒤 다시 선택해 주세요.'
      : '제품 정보를 불러오는 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';
    body.append(p);
  } finally {
    if (loading === controller) {
      loading = null;
      body.removeAttribute('aria-busy');
      $navigating.set(false);
      body.scrollTop = 0;
    }
  }
}

function show() {
  if (!dialog) return;
  if (!dialog.open) dialog.showModal();
  else if (!dialog.matches(':modal')) {
    dialog.close();
    dialog.showModal();
  }
}

function open(id: number) {
  const current = state();
  history.pushState({ productDetail: id, depth: (current?.depth ?? 0) + 1 } satisfies DetailState, '', withDetail(id));
  show();
  void load(id);
}

function close() {
  const current = state();
  if (current && current.depth > 0) {
    closing = true;
    history.go(-current.depth); // back to the entry the dialog was opened from; popstate closes it
    return;
  }
  history.replaceState(null, '', withDetail(null));
  loading?.abort();
  dialog?.close();
}

if (dialog && body) {
  // Server-rendered open (a reload or a shared link): make it a real modal.
  if (dialog.open) {
    history.replaceState({ productDetail: detailOf(new URL(location.href)) ?? 0, depth: 0 } satisfies DetailState, '', location.href);
    show();
  }

  // Capture phase: decide before the page script's loading-bar listener sees the click.
  document.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target as Element | null;
      const closeLink = target?.closest?.('[data-dialog-close]');
      if (closeLink && dialog.contains(closeLink)) {
        event.preventDefault();
        close();
        return;
      }
      const link = target?.closest?.<HTMLElement>('[data-product-detail]');
      const row = link ? null : target?.closest?.<HTMLElement>('[data-product-row]');
      if (row && (target?.closest('a, button, input, select, summary') || String(getSelection() ?? ''))) return;
      const id = Number((link ?? row?.querySelector<HTMLElement>('[data-product-detail]'))?.dataset.productDetail);
      if (!id) return;
      event.preventDefault();
      open(id);
    },
    true,
  );

  // Escape and a click on the backdrop close it like 닫기 does.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close();
  });
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) close();
  });

  addEventListener('popstate', () => {
    const id = detailOf(new URL(location.href));
    if (closing) {
      // Landed on the first entry: it may itself show a product (a shared link); the list without it is what is left.
      closing = false;
      if (id !== null) history.replaceState(null, '', withDetail(null));
      loading?.abort();
      dialog.close();
      return;
    }
    if (id === null) {
      loading?.abort();
      dialog.close();
      return;
    }
    show();
    void load(id);
  });
}
