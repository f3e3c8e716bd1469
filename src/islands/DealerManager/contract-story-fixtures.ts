import type { DealerContract, ProductSummary } from '../../api/types';
import { pageOf } from '../shared/story-fixtures';
import { dealers } from './story-fixtures';

// Sample data of the contract stories on a fixed day: 김민준(한미약품) has three versions (today's may still be deleted,
// the older two are kept by law), and the catalogue products of 한미약품. A stand-in server answers fetch and the
// upload's XMLHttpRequest (with progress), recording every call.

export const today = '2026-11-27';
export const kim = dealers[0]!;

const HANMI = '한미약품';
const product = (id: number, productName: string): ProductSummary => ({
  id,
  productCode: String(640000000 + id),
  productName,
  manufacturerName: HANMI,
});

export const products: ProductSummary[] = [
  product(101, '아모잘탄정5/50밀리그램'),
  product(102, '로수젯정10/10밀리그램'),
  product(103, '에소메졸캡슐20밀리그램'),
  product(104, '몬테잘츄정5밀리그램'),
  product(105, '한미탐스캡슐0.2밀리그램'),
  product(106, '아모디핀정5밀리그램'),
];

const contract = (over: Partial<DealerContract> & Pick<DealerContract, 'id' | 'version' | 'startDate'>): DealerContract => ({
  endDate: null,
  rates: [],
  fileUrl: `/v1/files/${500 + over.id}?name=contract.pdf`,
  fileName: `재위탁계약서_${over.version}차.pdf`,
  createdByName: '홍길동',
  createdAt: `${over.startDate}T01:30:00Z`,
  retainUntil: null,
  deletable: false,
  lockedReason: null,
  ...over,
});

const rate = (p: ProductSummary, feeRate: number) => ({ productId: p.id, productName: p.productName!, feeRate });

/** Newest first, as the server answers. */
export const contracts: DealerContract[] = [
  contract({
    id: 3,
    version: 3,
    startDate: today,
    rates: [rate(products[0]!, 12.5), rate(products[1]!, 10), rate(products[2]!, 8.25)],
    createdAt: '2026-11-27T02:10:00Z',
    deletable: true,
  }),
  contract({
    id: 2,
    version: 2,
    startDate: '2026-03-01',
    endDate: '2026-11-26',
    rates: [rate(products[0]!, 11), rate(products[1]!, 9.5)],
    retainUntil: '2031-11-26',
    lockedReason: '법정 보존 기간(2031년 11월 26일까지)이라 삭제할 수 없습니다.',
  }),
  contract({
    id: 1,
    version: 1,
    startDate: '2025-10-12',
    endDate: '2026-02-28',
    rates: [rate(products[0]!, 10)],
    retainUntil: '2031-02-28',
    lockedReason: '법정 보존 기간(2031년 2월 28일까지)이라 삭제할 수 없습니다.',
  }),
];

/** The server's reason once the row's re-delegation notice is sent (today's version is then kept too). */
export const NOTICE_SENT_REASON = '재위탁 통보를 마친 계약은 삭제할 수 없습니다. 바뀐 내용은 새 버전으로 등록해 주세요.';

/** The versions after the notice was sent: none may be deleted. */
export const kept: DealerContract[] = contracts.map((c) =>
  c.deletable ? { ...c, deletable: false, lockedReason: NOTICE_SENT_REASON } : c,
);

/** A call the stories' server received. */
export interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: BodyInit | Document | null | undefined;
}

/** How a route answers: a body sent as JSON, a Response as it is, a status (an error), or 'never' (still loading). */
type Answer = ((call: Call) => unknown) | number | 'never';
export type Route = [method: string, path: RegExp, answer: Answer];

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A refusal as the server answers it: `{ code, message }` in Korean. */
export const refusal = (status: number, code: string, message: string) => json(status, { code, message });

/** The catalogue search of the stories: 한미약품's products whose name holds `productName`. */
export const productRoute: Route = [
  'GET',
  /^\/v1\/products$/,
  (call) => {
    const keyword = call.search.get('productName') ?? '';
    const found = products.filter((p) => p.manufacturerName === call.search.get('manufacturerName') && p.productName!.includes(keyword));
    return pageOf(found, 0, Number(call.search.get('size') ?? 10));
  },
];

async function answerOf(routes: Route[], call: Call): Promise<Response | null> {
  const route = routes.find(([method, pattern]) => method === call.method && pattern.test(call.path));
  if (!route) return json(404, { code: 'NOT_FOUND', message: '요청한 정보를 찾을 수 없습니다.' });
  const answer = route[2];
  if (answer === 'never') return null;
  if (typeof answer === 'number') return json(answer, { code: 'ERROR', message: '서버에 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.' });
  const body = answer(call);
  return body instanceof Response ? body : json(call.method === 'POST' ? 201 : body === undefined ? 204 : 200, body);
}

/**
 * Replaces fetch and XMLHttpRequest (the contract upload goes over XHR and reports progress: half, then all) for one
 * story; every call is recorded in `calls`. An upload answered 'never' stays at half.
 */
export function mockContracts(routes: Route[], calls: Call[] = []) {
  return () => {
    const real = { fetch: globalThis.fetch, open: XMLHttpRequest.prototype.open, send: XMLHttpRequest.prototype.send };
    globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : null;
      const url = new URL(request ? request.url : String(input), location.origin);
      const call = {
        method: (init?.method ?? request?.method ?? 'GET').toUpperCase(),
        path: url.pathname,
        search: url.searchParams,
        body: init?.body,
      };
      calls.push(call);
      return (await answerOf(routes, call)) ?? new Promise<Response>(() => {});
    };
    const opened = new WeakMap<XMLHttpRequest, { method: string; url: URL }>();
    XMLHttpRequest.prototype.open = function open(this: XMLHttpRequest, method: string, url: string | URL) {
      opened.set(this, { method: method.toUpperCase(), url: new URL(String(url), location.origin) });
      real.open.call(this, method, url, true);
    } as typeof XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.send = function send(this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      const { method, url } = opened.get(this)!;
      const call = { method, path: url.pathname, search: url.searchParams, body };
      calls.push(call);
      const progress = (loaded: number) =>
        this.upload.onprogress?.call(this, new ProgressEvent('progress', { loaded, total: 100, lengthComputable: true }));
      setTimeout(() => progress(50), 10);
      void answerOf(routes, call).then(async (response) => {
        if (!response) return;
        Object.defineProperty(this, 'status', { value: response.status });
        Object.defineProperty(this, 'responseText', { value: await response.text() });
        setTimeout(() => {
          progress(100);
          this.onload?.call(this, new ProgressEvent('load'));
        }, 30);
      });
    };
    return () => {
      globalThis.fetch = real.fetch;
      XMLHttpRequest.prototype.open = real.open;
      XMLHttpRequest.prototype.send = real.send;
    };
  };
}

/** The JSON part `request` of a multipart call. */
export const requestOf = async (call: Call | undefined) =>
  JSON.parse(await ((call?.body as FormData).get('request') as Blob).text()) as unknown;

/** A small file of the given name (and type), as a picker hands it over. */
export const fileOf = (name: string, type = 'application/pdf', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type });
