import type { FileStorage, StorageInfo } from './file-storage';

// Copying every object of one storage into another (the local uploads folder into a bucket, when a deployment moves
// to object storage). Idempotent: an object the target already holds with the same size is skipped, so an
// interrupted copy is simply run again. Objects are streamed one by one (a few at a time), never held whole.

export interface CopyOptions {
  /** Only report what would be copied. */
  dryRun?: boolean;
  /** The type and original name to keep with an object (from the database rows), when known. */
  describe?: (key: string) => StorageInfo | undefined;
  /** Called after each object: copied, skipped (already there) or failed. */
  onProgress?: (event: CopyEvent) => void;
  /** Objects in flight at once (default 4). */
  concurrency?: number;
}

export interface CopyEvent {
  key: string;
  size: number;
  outcome: 'copied' | 'skipped' | 'failed';
  /** Objects done so far, of `total`. */
  done: number;
  total: number;
  error?: unknown;
}

export interface CopyReport {
  /** Objects copied (or, in a dry run, that would be). */
  copied: number;
  copiedBytes: number;
  skipped: number;
  failed: string[];
}

export async function copyStorage(from: FileStorage, to: FileStorage, options: CopyOptions = {}): Promise<CopyReport> {
  const present = new Map<string, number>();
  for await (const object of to.list()) present.set(object.key, object.size);
  const objects = [];
  for await (const object of from.list()) objects.push(object);

  const report: CopyReport = { copied: 0, copiedBytes: 0, skipped: 0, failed: [] };
  let done = 0;
  const copyOne = async (key: string, size: number) => {
    let outcome: CopyEvent['outcome'] = 'copied';
    let error: unknown;
    if (present.get(key) === size) outcome = 'skipped';
    else if (!options.dryRun) {
      try {
        const body = await from.open(key);
        if (!body) throw new Error('the object disappeared while copying');
        await to.put(key, body, options.describe?.(key));
      } catch (err) {
        outcome = 'failed';
        error = err;
      }
    }
    if (outcome === 'copied') {
      report.copied++;
      report.copiedBytes += size;
    } else if (outcome === 'skipped') report.skipped++;
    else report.failed.push(key);
    options.onProgress?.({ key, size, outcome, done: ++done, total: objects.length, error });
  };

  const queue = objects.values();
  const worker = async () => {
    for (const object of queue) await copyOne(object.key, object.size);
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return report;
}
