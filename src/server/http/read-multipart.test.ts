import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { MULTIPART_FILE_CUT, MULTIPART_MAX_BYTES, readMultipart } from './read-multipart';

const uploadsLeft = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('portal-upload-')).length;

/** A multipart request as a browser sends it (Request serialises FormData with raw UTF-8 names). */
const multipart = (form: FormData) => new Request('http://x/upload', { method: 'POST', body: form });

describe('readMultipart', () => {
  it('gives the fields and files in their order, files on disk with name, type and bytes, and removes them after', async () => {
    const before = await uploadsLeft();
    const sent = new FormData();
    sent.append('title', '제목 ✓');
    sent.append('files', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], '처방전_1.png', { type: 'image/png' }));
    sent.append('files', new File(['%PDF-1.7'], 'b.pdf', { type: 'application/pdf' }));
    const { form, dispose } = await readMultipart(multipart(sent));
    expect(form.get('title')).toBe('제목 ✓');
    const files = form.getAll('files') as File[];
    expect(files.map((f) => [f.name, f.type, f.size])).toEqual([
      ['처방전_1.png', 'image/png', 7],
      ['b.pdf', 'application/pdf', 8],
    ]);
    expect([...new Uint8Array(await files[0]!.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    expect(await uploadsLeft()).toBe(before + 1);
    await dispose();
    expect(await uploadsLeft()).toBe(before);
  });

  it('answers 400 in Korean for a cut-off body and leaves no files behind', async () => {
    const before = await uploadsLeft();
    const whole = multipart(
      (() => {
        const f = new FormData();
        f.append('files', new File([new Uint8Array(64 * 1024)], 'a.png', { type: 'image/png' }));
        return f;
      })(),
    );
    const bytes = new Uint8Array(await whole.arrayBuffer());
    const cut = new Request('http://x/upload', {
      method: 'POST',
      headers: { 'content-type': whole.headers.get('content-type')! },
      body: bytes.subarray(0, 40_000),
    });
    await expect(readMultipart(cut)).rejects.toMatchObject({ status: 400, message: expect.stringContaining('multipart') });
    expect(await uploadsLeft()).toBe(before);
  });

  it('answers 400 for a multipart type without a boundary', async () => {
    const request = new Request('http://x/upload', { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'x' });
    await expect(readMultipart(request)).rejects.toMatchObject({ status: 400 });
  });

  it('cuts a file one byte past the largest accepted size, so its route refuses it', async () => {
    const sent = new FormData();
    sent.append('file', new File([new Uint8Array(MULTIPART_FILE_CUT + 4096)], 'big.zip', { type: 'application/zip' }));
    const { form, dispose } = await readMultipart(multipart(sent));
    expect((form.get('file') as File).size).toBe(MULTIPART_FILE_CUT);
    await dispose();
  });

  it('answers 413 in Korean for a body past the largest request any route accepts, and leaves no files behind', async () => {
    const before = await uploadsLeft();
    const sent = new FormData();
    const part = new Uint8Array(30 * 1024 * 1024);
    for (let i = 0; i * part.length <= MULTIPART_MAX_BYTES; i++) sent.append('files', new File([part], `${i}.png`, { type: 'image/png' }));
    // Serialised first: the body then comes as bytes, like a request's from the network.
    const whole = new Response(sent);
    const request = new Request('http://x/upload', {
      method: 'POST',
      headers: { 'content-type': whole.headers.get('content-type')! },
      body: await whole.arrayBuffer(),
    });
    await expect(readMultipart(request)).rejects.toMatchObject({ status: 413, code: 'REQUEST_TOO_LARGE' });
    expect(await uploadsLeft()).toBe(before);
  });
});
