import * as v from 'valibot';
import { app } from '../../../src/server/app';
import { ORIGIN } from '../helpers';
import { LoginResponse, MemberDetails, PublicKeyAnswer } from './wire-common';

// The app we replace, as our server sees it: a browser on the same origin whose one axios instance calls /v1 with
// cookies only (never an Authorization header), keeps the refresh token of the last LoginResponse (its localStorage)
// and rotates it, and opens downloads as plain links. Requests are built the way that app's generated client builds
// them: undefined and null parameters left out, arrays joined into one comma-separated value, booleans as text, axios'
// query encoding (`,` `:` `$` `[` `]` kept, space as `+`), JSON bodies, multipart `request` parts as JSON blobs.

export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;
export type Query = Record<string, QueryValue>;

/** A Chrome on Windows, as the desktop-only old app expects. */
const USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** "Fetch all" of the old screens: 2^31−1. */
export const FETCH_ALL = 2147483647;

/** axios' encoding of one query key or value. */
function axiosEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+')
    .replace(/%5B/gi, '[')
    .replace(/%5D/gi, ']');
}

export function legacyQuery(params: Query = {}): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    parts.push(`${axiosEncode(key)}=${axiosEncode(text)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A multipart part as the generated client appends it: a JSON blob (`filename="blob"`) or a file. */
export type Part = { name: string; json: unknown } | { name: string; file: File };

/** The `request` JSON blob plus file parts, in order. */
export function multipartOf(parts: readonly Part[]): FormData {
  const form = new FormData();
  for (const part of parts) {
    if ('json' in part) form.append(part.name, new Blob([JSON.stringify(part.json)], { type: 'application/json' }));
    else form.append(part.name, new File([part.file], part.file.name.normalize('NFC'), { type: part.file.type }));
  }
  return form;
}

/** The request line of each answer, for the messages of a failed check. */
const requestLines = new WeakMap<Response, string>();
const lineOf = (res: Response) => requestLines.get(res) ?? 'the answer';

/** Reads a 2xx JSON answer as the given wire type; anything else fails with the status and the server's words. */
export async function readAs<S extends v.GenericSchema>(schema: S, res: Response, what = lineOf(res)): Promise<v.InferOutput<S>> {
  const text = await res.text();
  if (res.status < 200 || res.status > 299) throw new Error(`${what}: HTTP ${res.status} ${text.slice(0, 300)}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${what}: the answer is not JSON: ${text.slice(0, 200)}`);
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) {
    const issues = parsed.issues.slice(0, 8).map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message} (got ${JSON.stringify(i.input)})`);
    throw new Error(`${what}: the answer does not match the old app's type:\n  ${issues.join('\n  ')}`);
  }
  return parsed.output;
}

/** A 2xx answer whose body the old app ignores (text or empty). */
export async function expectOk(res: Response, what = lineOf(res)): Promise<string> {
  const text = await res.text();
  if (res.status < 200 || res.status > 299) throw new Error(`${what}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return text;
}

export interface LegacyLoginOptions {
  /** The build flag VITE_APP_ENCRYPT_PASSWORD: RSA-OAEP SHA-256 with the key of GET /v1/auth/public-key. */
  encryptPassword?: boolean;
}

export class LegacyBrowser {
  /** Cookies of the origin (the access cookie among them), as the browser keeps them. */
  private readonly jar = new Map<string, string>();
  /** localStorage['refreshToken']. */
  refreshToken: string | null = null;
  /** The session of the app: the last GET /v1/auth/me. */
  me: v.InferOutput<typeof MemberDetails> | null = null;

  /** An axios call of the app (XMLHttpRequest, same origin). */
  async xhr(method: string, path: string, init: { query?: Query; json?: unknown; form?: FormData } = {}): Promise<Response> {
    const headers: Record<string, string> = {
      accept: 'application/json, text/plain, */*',
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'cors',
      'sec-fetch-dest': 'empty',
    };
    if (method !== 'GET' && method !== 'HEAD') headers.origin = ORIGIN;
    let body: BodyInit | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) body = init.form;
    return this.send(method, `${path}${legacyQuery(init.query)}`, headers, body);
  }

  /** A link the app opens in a new tab (downloads): a top-level navigation of the same site. */
  navigate(path: string, query: Query = {}): Promise<Response> {
    return this.send('GET', `${path}${legacyQuery(query)}`, {
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
      'sec-fetch-user': '?1',
      'upgrade-insecure-requests': '1',
    });
  }

  get = (path: string, query?: Query) => this.xhr('GET', path, { query });
  post = (path: string, json?: unknown, query?: Query) => this.xhr('POST', path, { json, query });
  put = (path: string, json?: unknown) => this.xhr('PUT', path, { json });
  patch = (path: string, json?: unknown) => this.xhr('PATCH', path, { json });
  delete = (path: string, query?: Query) => this.xhr('DELETE', path, { query });
  multipart = (method: string, path: string, parts: readonly Part[]) => this.xhr(method, path, { form: multipartOf(parts) });

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  private async send(method: string, pathAndQuery: string, headers: Record<string, string>, body?: BodyInit): Promise<Response> {
    const cookie = [...this.jar].map(([k, val]) => `${k}=${val}`).join('; ');
    const all: Record<string, string> = { 'user-agent': USER_AGENT, 'accept-language': 'ko-KR,ko;q=0.9', ...headers };
    if (cookie) all.cookie = cookie;
    if ('authorization' in all) throw new Error('the old app never sends an Authorization header');
    const res = await app.request(`${ORIGIN}${pathAndQuery}`, { method, headers: all, body });
    requestLines.set(res, `${method} ${pathAndQuery.split('?')[0] ?? ''}`);
    for (const line of res.headers.getSetCookie()) this.store(line);
    return res;
  }

  private store(setCookie: string) {
    const [pair, ...attributes] = setCookie.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (!pair || eq < 1) return;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attributes.some((a) => /^\s*max-age=(0|-\d+)\s*$/i.test(a)) || value === '';
    if (expired) this.jar.delete(name);
    else this.jar.set(name, value);
  }

  // ── the app's session (its auth context) ──────────────────────────────────────────────────────────────────

  /** getPublicKey, then login with `device: null`, keep the refresh token, then whoAmI. */
  async login(userId: string, password: string, options: LegacyLoginOptions = {}) {
    const key = await readAs(PublicKeyAnswer, await this.get('/v1/auth/public-key'), 'GET /v1/auth/public-key');
    const sent = options.encryptPassword ? await rsaEncrypt(key.publicKey, password) : password;
    const res = await this.post('/v1/auth/login', { userId, password: sent, device: null });
    const tokens = await readAs(LoginResponse, res, 'POST /v1/auth/login');
    this.refreshToken = tokens.refreshToken;
    await this.whoAmI();
    return tokens;
  }

  /** GET /v1/auth/me: the app's session (null on any error, as the app treats it). */
  async whoAmI() {
    const res = await this.get('/v1/auth/me');
    this.me = res.ok ? await readAs(MemberDetails, res, 'GET /v1/auth/me') : null;
    return this.me;
  }

  /** The rotation timer's call: `{ userId: me.userId, refreshToken: stored ?? '' }`; on failure the session is dropped. */
  async rotate() {
    const res = await this.post('/v1/auth/token/refresh', { userId: this.me?.userId, refreshToken: this.refreshToken ?? '' });
    if (!res.ok) {
      this.refreshToken = null;
      this.me = null;
      return null;
    }
    const tokens = await readAs(LoginResponse, res, 'POST /v1/auth/token/refresh');
    this.refreshToken = tokens.refreshToken;
    return tokens;
  }

  /** /logout: GET /v1/auth/logout, then the page reloads (whoAmI again); the stored refresh token stays. */
  async logout() {
    const res = await this.get('/v1/auth/logout');
    await this.whoAmI();
    return res;
  }
}

/** The app's password encryption: SPKI PEM imported for RSA-OAEP SHA-256, UTF-8 password, base64 ciphertext. */
export async function rsaEncrypt(pem: string, password: string): Promise<string> {
  const der = Buffer.from(pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, ''), 'base64');
  const key = await crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
  return Buffer.from(cipher).toString('base64');
}

/** A signed-in old app for a demo account. */
export async function signedIn(userId: string, password = 'demo1234!', options: LegacyLoginOptions = {}): Promise<LegacyBrowser> {
  const browser = new LegacyBrowser();
  await browser.login(userId, password, options);
  if (!browser.me) throw new Error(`${userId}: no session after login`);
  return browser;
}
