import { app } from '../../src/server/app';
import { call, login, ORIGIN } from './helpers';

// Helpers of the content tests: signed-in cookies per demo account, JSON calls and multipart requests.

export type Who =
  | 'demo_partner'
  | 'demo_org'
  | 'demo_cso'
  | 'demo_member'
  | 'demo_editor'
  | 'demo_admin'
  | 'demo_ops_members'
  | 'demo_ops_edi'
  | 'demo_ops_settlement'
  | 'demo_ops_settlement2'
  | 'demo_ops_cs';

// One sign-in per account and file, shared by callers that ask at once: a staff account's code of a 30-second step
// is accepted once, so twelve concurrent sign-ins of one account would all but one be refused.
const cookies = new Map<Who, Promise<string>>();

export function cookieOf(who: Who): Promise<string> {
  let known = cookies.get(who);
  if (!known) {
    known = login(who).then(({ cookie }) => {
      if (!cookie) throw new Error(`login ${who} failed`);
      return cookie;
    });
    known.catch(() => cookies.delete(who));
    cookies.set(who, known);
  }
  return known;
}

/** GET as a demo account (or signed out with null); answers status and parsed JSON (or text). */
export async function getAs<T = unknown>(who: Who | null, path: string): Promise<{ status: number; body: T; res: Response }> {
  const res = await call(path, { cookie: who ? await cookieOf(who) : null });
  const type = res.headers.get('content-type') ?? '';
  const body = (type.includes('json') ? await res.json() : await res.text()) as T;
  return { status: res.status, body, res };
}

export interface Upload {
  name: string;
  bytes: Uint8Array | string;
  type?: string;
}

/** A multipart body: the JSON part as a Blob of type application/json (like the client), files under `fileField`. */
export function multipart(jsonField: string | null, json: unknown, fileField: string, files: Upload[] = []): FormData {
  const form = new FormData();
  if (jsonField) form.append(jsonField, new Blob([JSON.stringify(json)], { type: 'application/json' }));
  for (const f of files) {
    const bytes = typeof f.bytes === 'string' ? new TextEncoder().encode(f.bytes) : f.bytes;
    form.append(fileField, new File([bytes as BlobPart], f.name, { type: f.type ?? 'application/octet-stream' }));
  }
  return form;
}

export async function send(who: Who | null, method: string, path: string, body?: FormData | string, headers: Record<string, string> = {}) {
  const h: Record<string, string> = { ...headers };
  if (who) h.cookie = await cookieOf(who);
  const res = await app.request(`${ORIGIN}${path}`, { method, headers: h, body });
  const type = res.headers.get('content-type') ?? '';
  const text = await res.text();
  const json = type.includes('json') && text ? (JSON.parse(text) as { code?: string; message?: string } & Record<string, unknown>) : null;
  return { status: res.status, text, json, res };
}

// Small real files.
export const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0,
]);
export const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
export const GIF = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;');
