// The server-rendered Astro copies of kit components must stay in step with the React kit: the same parts in the
// same order (data-scope/data-part, as Ark writes them) wearing the same recipe classes. Tags and behaviour may differ
// (the copies use links and a native <dialog> so that they work without JavaScript).
import { describe, expect, test } from 'vitest';
import { experimental_AstroContainer } from 'astro/container';
import { renderToString } from 'react-dom/server';
import ListPager from '../components/list/ListPager.astro';
import ProductDetailDialog from '../components/products/ProductDetailDialog.astro';
import { Pagination } from './Pagination/Pagination';
import { DialogFrame } from './Dialog/DialogFrame';

type Part = { part: string; classes: string[] };

/** Every element with data-scope, in document order, with the classes of that scope's recipes (utilities dropped). */
function parts(html: string, ignore: string[] = []): Part[] {
  const found: Part[] = [];
  for (const [, attrs = ''] of html.matchAll(/<[a-z][\w-]*\s([^>]*)>/g)) {
    const attr = (name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attrs)?.[1];
    const scope = attr('data-scope');
    const part = attr('data-part');
    if (!scope || !part || ignore.includes(part)) continue;
    const classes = (attr('class') ?? '').split(/\s+/).filter((c) => c.startsWith(scope));
    found.push({ part: `${scope}:${part}`, classes: classes.sort() });
  }
  return found;
}

const container = await experimental_AstroContainer.create();

describe('ListPager.astro ↔ Pagination (link mode)', () => {
  const cases = [
    { name: 'middle page with ellipsis', total: 95, page: 3 },
    { name: 'first page', total: 45, page: 1 },
    { name: 'last page of many', total: 300, page: 30 },
  ];
  for (const { name, total, page } of cases) {
    test(name, async () => {
      const href = (p: number) => `/products?page=${p}`;
      const astro = await container.renderToString(ListPager, { props: { total, page, size: 10, href, label: '목록 페이지' } });
      const react = renderToString(<Pagination count={total} page={page} getPageHref={href} aria-label="목록 페이지" />);
      expect(parts(astro).length).toBeGreaterThan(5);
      expect(parts(astro)).toEqual(parts(react));
    });
  }
});

describe('ProductDetailDialog.astro ↔ DialogFrame', () => {
  test('open with a message, size lg', async () => {
    const astro = await container.renderToString(ProductDetailDialog, {
      props: {
        details: null,
        error: '제품 정보를 불러오지 못했습니다.',
        closeHref: '/products',
        detailHref: (id: number) => `/products?detail=${id}`,
      },
    });
    const react = renderToString(
      <DialogFrame open size="lg" title="대체가능 의약품 보기">
        <p>제품 정보를 불러오지 못했습니다.</p>
      </DialogFrame>,
    );
    // The native <dialog> paints its own backdrop (::backdrop), so the copy has no backdrop element.
    const reactParts = parts(react, ['backdrop']);
    expect(reactParts.map((p) => p.part)).toContain('dialog:body');
    expect(parts(astro)).toEqual(reactParts);
  });
});
