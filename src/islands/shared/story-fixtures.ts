import type { Page } from '../../api/types';

// What the islands' stories share: a page of a list as the server answers it, and a stand-in for `fetch` so that
// nothing leaves the page. Each island's own demo data sits in its folder's story-fixtures.ts.

/** One page (0-based) of `all`, shaped like the server's paged answers. */
export function pageOf<T>(all: T[], page: number, size: number): Page<T> {
  const content = all.slice(page * size, page * size + size);
  return {
    content,
    totalElements: all.length,
    totalPages: Math.ceil(all.length / size),
    number: page,
    size,
    numberOfElements: content.length,
    first: page === 0,
    last: (page + 1) * size >= all.length,
    empty: content.length === 0,
    sort: { empty: true, sorted: false, unsorted: true },
  } as Page<T>;
}

/** How a mocked route answers a call (its URL and fetch options): the body to send as JSON, or a Response sent as it is. */
export type Answer = (url: URL, init?: RequestInit) => unknown;

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Replaces fetch for one story: the first route whose pattern matches the path answers (a thrown `status` number
 * answers that error; `'never'` never settles; an answer that is a Response is sent as it is); the real fetch comes
 * back afterwards. Every call is recorded.
 */
export function mockApi(routes: [RegExp, Answer | 'never' | number][], calls: URL[] = []) {
  return () => {
    const real = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.origin);
      calls.push(url);
      const route = routes.find(([pattern]) => pattern.test(url.pathname));
      if (!route) return json(404, { code: 'NOT_FOUND', message: '요청한 정보를 찾을 수 없습니다.' });
      const answer = route[1];
      if (answer === 'never') return new Promise<Response>(() => {});
      if (typeof answer === 'number')
        return json(answer, { code: 'ERROR', message: '서버에 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.' });
      const body = answer(url, init);
      return body instanceof Response ? body : json(200, body);
    };
    return () => {
      globalThis.fetch = real;
    };
  };
}
