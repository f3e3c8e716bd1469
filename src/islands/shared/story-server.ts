// The stories' server: replaces fetch and XMLHttpRequest (uploads go over XHR, with progress) for one story and answers
// by method and path, so a screen that reads and writes at one address can be shown in every state. Every call is
// recorded for the play function to check.

/** A call the stories' server received. */
export interface Call {
  method: string;
  url: URL;
  /** `url.pathname`, for short checks. */
  path: string;
  body: BodyInit | Document | null | undefined;
}

/** How a route answers: a body sent as JSON, a Response as it is, a status (an error), or 'never' (still loading). */
export type Answer = ((call: Call) => unknown) | number | 'never';
export type Route = [method: string, path: RegExp, answer: Answer];

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A refusal as the server answers it: `{ code, message }` in Korean. */
export const refusal = (status: number, code: string, message: string) => json(status, { code, message });

/** The answer of the first route of the call's method whose pattern matches its path; null: it never comes. */
async function answerOf(routes: Route[], call: Call): Promise<Response | null> {
  const route = routes.find(([method, pattern]) => method === call.method && pattern.test(call.path));
  if (!route) return json(404, { code: 'NOT_FOUND', message: '요청한 정보를 찾을 수 없습니다.' });
  const answer = route[2];
  if (answer === 'never') return null;
  if (typeof answer === 'number') return json(answer, { code: 'ERROR', message: '서버에 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.' });
  const body = answer(call);
  return body instanceof Response ? body : json(call.method === 'POST' ? 201 : body === undefined ? 204 : 200, body);
}

const callOf = (method: string, url: string | URL, body: Call['body']): Call => {
  const target = new URL(String(url), location.origin);
  return { method: method.toUpperCase(), url: target, path: target.pathname, body };
};

/** A story's `beforeEach`: serves `routes` until the story ends. An upload reports half, then all; 'never' stays at half. */
export function mockServer(routes: Route[], calls: Call[] = []) {
  return () => {
    const real = { fetch: globalThis.fetch, open: XMLHttpRequest.prototype.open, send: XMLHttpRequest.prototype.send };
    globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : null;
      const call = callOf(init?.method ?? request?.method ?? 'GET', request ? request.url : String(input), init?.body);
      calls.push(call);
      return (await answerOf(routes, call)) ?? new Promise<Response>(() => {});
    };
    const opened = new WeakMap<XMLHttpRequest, { method: string; url: string | URL }>();
    XMLHttpRequest.prototype.open = function open(this: XMLHttpRequest, method: string, url: string | URL) {
      opened.set(this, { method, url });
      real.open.call(this, method, url, true);
    } as typeof XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.send = function send(this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      const { method, url } = opened.get(this)!;
      const call = callOf(method, url, body);
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

/** The JSON part `request` of a multipart call, or a JSON body, as an object. */
export async function requestOf(call: Call | undefined): Promise<unknown> {
  const body = call?.body;
  if (body instanceof FormData) return JSON.parse(await (body.get('request') as Blob).text());
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}

/** A small file of the given name (and type), as a picker hands it over. */
export const fileOf = (name: string, type = 'application/pdf', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type });
