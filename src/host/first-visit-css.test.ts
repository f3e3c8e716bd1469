import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { MAX_SEEN_SHEETS, SEEN_CSS_COOKIE, inlineUnseenSheets, seenSheets } from './first-visit-css';
import { finishPage } from './finish-page';

const site = '<link rel="stylesheet" href="/_astro/Footer.Bj9YU799.css">';
const islands = '<link rel="stylesheet" href="/_astro/ErrorBoundary.Dv9ReTCX.css">';
const head = `<head><meta charset="utf-8"><link rel="icon" href="/favicon.svg">${site}${islands}<style>.area{color:red}</style>`;
const css: Record<string, string> = { 'Footer.Bj9YU799.css': '.a{color:blue}', 'ErrorBoundary.Dv9ReTCX.css': '.b{margin:0}' };
const sheet = (file: string) => css[file] ?? null;

describe('seenSheets', () => {
  it('reads the hashes of the seen_css cookie among others', () => {
    expect(seenSheets(`access_token=x; ${SEEN_CSS_COOKIE}=Bj9YU799.Dv9ReTCX; theme=dark`)).toEqual(['Bj9YU799', 'Dv9ReTCX']);
  });

  it('takes nothing from a missing, empty or malformed cookie', () => {
    expect(seenSheets(null)).toEqual([]);
    expect(seenSheets('access_token=x')).toEqual([]);
    expect(seenSheets(`${SEEN_CSS_COOKIE}=`)).toEqual([]);
    expect(seenSheets(`${SEEN_CSS_COOKIE}=Bj9YU799.<script>`)).toEqual([]);
    expect(seenSheets(`${SEEN_CSS_COOKIE}=short`)).toEqual([]);
  });

  it(`keeps at most ${MAX_SEEN_SHEETS} hashes, the newest`, () => {
    const many = Array.from({ length: 20 }, (_, i) => `hash${String(i).padStart(4, '0')}`);
    expect(seenSheets(`${SEEN_CSS_COOKIE}=${many.join('.')}`)).toEqual(many.slice(-MAX_SEEN_SHEETS));
  });
});

describe('inlineUnseenSheets', () => {
  it('puts every stylesheet a new browser lacks inline, in its place, and names it to prefetch', () => {
    const page = inlineUnseenSheets(head, [], sheet);
    expect(page.head).toBe(
      '<head><meta charset="utf-8"><link rel="icon" href="/favicon.svg">' +
        '<style data-sheet="Footer.Bj9YU799.css">.a{color:blue}</style>' +
        '<style data-sheet="ErrorBoundary.Dv9ReTCX.css">.b{margin:0}</style><style>.area{color:red}</style>',
    );
    expect(page.inlined).toEqual(['Footer.Bj9YU799.css', 'ErrorBoundary.Dv9ReTCX.css']);
    expect(page.seen).toEqual(['Bj9YU799', 'Dv9ReTCX']);
  });

  it('links what the browser was sent before and inlines only the rest', () => {
    const page = inlineUnseenSheets(head, ['Bj9YU799'], sheet);
    expect(page.head).toContain(site);
    expect(page.head).toContain('<style data-sheet="ErrorBoundary.Dv9ReTCX.css">');
    expect(page.inlined).toEqual(['ErrorBoundary.Dv9ReTCX.css']);
    expect(page.seen).toEqual(['Bj9YU799', 'Dv9ReTCX']);
  });

  it('changes nothing for a browser that has every sheet', () => {
    expect(inlineUnseenSheets(head, ['Dv9ReTCX', 'Bj9YU799'], sheet)).toEqual({ head, inlined: [], seen: ['Dv9ReTCX', 'Bj9YU799'] });
  });

  it('keeps the link of a sheet it cannot read, and leaves other links alone', () => {
    const other =
      '<link rel="stylesheet" href="https://elsewhere.example/x.12345678.css"><link rel="stylesheet" href="/_astro/Gone.abcdefgh.css">';
    const page = inlineUnseenSheets(other, [], sheet);
    expect(page).toEqual({ head: other, inlined: [], seen: [] });
  });
});

describe('finishPage: the first-visit form of a rendered page', () => {
  let dir: string;
  const before = process.env.BUILD_DIR;
  const html = `<!doctype html><html lang="ko">${head}</head><body><main>본문</main></body></html>`;
  const page = (init?: ResponseInit) => new Response(html, { status: 200, headers: { 'content-type': 'text/html' }, ...init });
  /** A browser opening a page sends `Sec-Fetch-Dest: document`. */
  const open = (url: string, headers: Record<string, string> = {}) =>
    new Request(url, { headers: { 'sec-fetch-dest': 'document', ...headers } });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'first-visit-css-'));
    await mkdir(join(dir, 'client', '_astro'), { recursive: true });
    for (const [file, text] of Object.entries(css)) await writeFile(join(dir, 'client', '_astro', file), text);
    // A sheet that could close the <style> element stays a link.
    await writeFile(join(dir, 'client', '_astro', 'Odd.zzzzzzzz.css'), '.x::after{content:"</style>"}');
    process.env.BUILD_DIR = relative(process.cwd(), dir);
  });
  afterAll(async () => {
    process.env.BUILD_DIR = before;
    if (before === undefined) delete process.env.BUILD_DIR;
    await rm(dir, { recursive: true, force: true });
  });

  it('sends a first visit its stylesheets inline, a prefetch of each, and the cookie naming them', async () => {
    const res = await finishPage(open('http://127.0.0.1/terms'), page({ headers: { 'content-type': 'text/html', 'x-request-id': 'r1' } }));
    const text = await res.text();
    expect(text).not.toContain('<link rel="stylesheet"');
    expect(text).toContain('<style data-sheet="Footer.Bj9YU799.css">.a{color:blue}</style>');
    expect(text).toMatch(
      /<main>본문<\/main><link rel="prefetch" href="\/_astro\/Footer\.Bj9YU799\.css" as="style"><link rel="prefetch" href="\/_astro\/ErrorBoundary\.Dv9ReTCX\.css" as="style"><\/body><\/html>$/,
    );
    expect(res.headers.get('set-cookie')).toBe(`${SEEN_CSS_COOKIE}=Bj9YU799.Dv9ReTCX; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly`);
    expect(res.headers.get('x-request-id')).toBe('r1');
    expect(res.status).toBe(200);
  });

  it('marks the cookie Secure over https (behind a trusted proxy too)', async () => {
    const res = await finishPage(open('https://portal.example/terms'), page());
    expect(res.headers.get('set-cookie')).toMatch(/; Secure$/);
  });

  it('leaves a repeat visit as rendered, without a cookie', async () => {
    const res = await finishPage(open('http://127.0.0.1/terms', { cookie: `${SEEN_CSS_COOKIE}=Bj9YU799.Dv9ReTCX` }), page({ status: 404 }));
    expect(await res.text()).toBe(html);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.status).toBe(404);
  });

  it('keeps a stylesheet that could close its <style> as a link', async () => {
    const odd = '<html><head><link rel="stylesheet" href="/_astro/Odd.zzzzzzzz.css"></head><body></body></html>';
    const res = await finishPage(open('http://127.0.0.1/'), new Response(odd, { headers: { 'content-type': 'text/html' } }));
    expect(await res.text()).toBe(odd);
  });

  it('links the stylesheets for a client that is not a browser opening a page (no cache to fill, no paint to save)', async () => {
    for (const request of [new Request('http://127.0.0.1/terms'), open('http://127.0.0.1/terms', { 'sec-fetch-dest': 'empty' })]) {
      const res = await finishPage(request, page());
      expect(await res.text()).toBe(html);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('passes anything but HTML through untouched', async () => {
    const json = new Response('{"a":1}', { headers: { 'content-type': 'application/json' } });
    expect(await finishPage(open('http://127.0.0.1/x'), json)).toBe(json);
  });
});
