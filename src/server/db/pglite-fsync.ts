import { fsyncSync } from 'node:fs';

// PGlite keeps its files with Emscripten's NODEFS: every write of the WASM PostgreSQL is a synchronous write() to the
// real file, so a committed transaction's WAL is in the kernel before the query answers, and a dying process (SIGKILL,
// a crash, the OOM killer) loses nothing committed. Nothing is ever fsync'ed, though: PGlite starts PostgreSQL with
// fsync off (`-F`), Emscripten's fdatasync() is a no-op and NODEFS has no fsync of its own, so a power loss or a kernel
// crash can lose the last seconds of commits. With PGLITE_FSYNC=1 the server turns fsync on, makes the WAL use
// fsync() (which Emscripten passes to the file system) and gives NODEFS a real fsync: each commit then waits for the
// disk, as PostgreSQL does by default.

/** Whether the embedded database syncs each commit to the disk (PGLITE_FSYNC=1). */
export const pgliteFsyncFromEnv = (env: NodeJS.ProcessEnv = process.env): boolean => env.PGLITE_FSYNC === '1';

/** The start parameters that make PostgreSQL sync the WAL at every commit. */
export function fsyncStartParams(defaults: readonly string[]): string[] {
  return [...defaults.filter((p) => p !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];
}

const WASI_EIO = 29;

/** Gives the PGlite instance's NODEFS an fsync that reaches the disk; throws when this PGlite has none to patch. */
export function syncNodefsToDisk(client: unknown): void {
  const nodefs = (client as { Module?: { NODEFS?: { stream_ops?: Record<string, unknown> } } }).Module?.NODEFS;
  if (!nodefs?.stream_ops) throw new Error('PGLITE_FSYNC=1: this PGlite version has no NODEFS file system to sync');
  nodefs.stream_ops.fsync = (stream: { nfd?: number }) => {
    if (stream.nfd === undefined) return 0;
    try {
      fsyncSync(stream.nfd);
      return 0;
    } catch {
      return WASI_EIO; // PostgreSQL stops rather than carry on after a failed sync, as it should
    }
  };
}
