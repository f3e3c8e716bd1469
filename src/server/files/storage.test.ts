import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalFileStorage } from './storage';
import { newStorageKey } from './file-storage';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function storage() {
  const dir = mkdtempSync(join(tmpdir(), 'storage-test-'));
  dirs.push(dir);
  return new LocalFileStorage(dir);
}

async function text(stream: ReadableStream<Uint8Array> | null) {
  return stream ? new Response(stream).text() : null;
}

describe('LocalFileStorage', () => {
  it('puts, opens, lists by prefix and removes', async () => {
    const files = storage();
    const a = newStorageKey('inquiry', 'PNG', new Date(Date.UTC(2026, 10, 1)));
    const b = newStorageKey('edi', 'zip');
    expect(a).toMatch(/^inquiry\/2026\/11\/[0-9a-f-]{36}\.png$/);
    await files.put(a, new TextEncoder().encode('첫 파일'));
    await files.put(b, new TextEncoder().encode('zip'));
    expect(await text(await files.open(a))).toBe('첫 파일');

    const listed = [];
    for await (const object of files.list('inquiry/')) listed.push(object);
    expect(listed).toEqual([{ key: a, size: 10, modifiedAt: expect.any(Date) }]);

    await files.remove(a);
    await files.remove(a);
    expect(await files.open(a)).toBeNull();
    const all = [];
    for await (const object of files.list()) all.push(object.key);
    expect(all).toEqual([b]);
  });

  it('streams a body in through a temporary file and leaves nothing when the stream fails', async () => {
    const files = storage();
    const key = newStorageKey('edi', 'pdf');
    await files.put(key, new Blob(['%PDF-', ' streamed']).stream());
    expect(await text(await files.open(key))).toBe('%PDF- streamed');
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('half'));
        controller.error(new Error('connection lost'));
      },
    });
    const other = newStorageKey('edi', 'pdf');
    await expect(files.put(other, broken)).rejects.toThrow('connection lost');
    expect(await files.open(other)).toBeNull();
    expect(readdirSync(join(files.root, other, '..'))).toEqual([key.split('/').at(-1)]);
  });

  it('removes the temporary files of puts that died, once old enough', async () => {
    const files = storage();
    const key = newStorageKey('attachment', 'pdf');
    await files.put(key, new TextEncoder().encode('kept'));
    mkdirSync(join(files.root, 'edi/2026/11'), { recursive: true });
    const part = join(files.root, 'edi/2026/11', `x.png.part-${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`);
    writeFileSync(part, 'half a file');
    const hourAgo = new Date(Date.now() - 3_600_000);
    expect(await files.removeAbandonedParts(hourAgo)).toBe(0);
    utimesSync(part, new Date(hourAgo.getTime() - 1000), new Date(hourAgo.getTime() - 1000));
    expect(await files.removeAbandonedParts(hourAgo)).toBe(1);
    expect(await text(await files.open(key))).toBe('kept');
  });

  it('refuses keys that leave the folder', async () => {
    const files = storage();
    await expect(files.put('../x.txt', new Uint8Array())).rejects.toThrow('invalid storage key');
    await expect(files.open('a/../../x')).rejects.toThrow('invalid storage key');
  });
});
