import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { copyStorage } from '../../src/server/files/storage-copy';
import { LocalFileStorage } from '../../src/server/files/storage';
import type { StorageInfo } from '../../src/server/files/file-storage';
import { s3ConfigFromEnv } from '../../src/server/files/storage-config';
import { S3FileStorage } from '../../src/server/files/storage-s3';

// `npm run storage:copy-to-s3 -- [--dry-run] [--from DIR] [--no-db]`: copies the uploads of the local folder
// (UPLOADS_DIR, else DATA_DIR/uploads, else ./.data/uploads) into the bucket that UPLOADS_S3_* name, with each file's
// type and original name from the database (DATABASE_URL, else the embedded database in DATA_DIR: stop the server
// first, the embedded database admits one process). Idempotent: objects already in the bucket with the same size are
// skipped, so it can run again after an interruption, and once more right before switching the server over.
// Exit code 0 when everything is in the bucket, 1 when some object failed, 2 for a usage problem.

const MB = 1024 * 1024;
const sizeOf = (bytes: number) => (bytes < MB ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / MB).toFixed(1)} MB`);

const { values: args } = parseArgs({
  options: { 'dry-run': { type: 'boolean' }, from: { type: 'string' }, 'no-db': { type: 'boolean' } },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const config = s3ConfigFromEnv();
if (!config) fail('UPLOADS_S3_BUCKET is not set: name the bucket (and UPLOADS_S3_ENDPOINT etc., see the README).');
const dataDir = process.env.DATA_DIR || './.data';
const from = args.from ?? (process.env.UPLOADS_DIR || join(dataDir, 'uploads'));
if (!existsSync(from)) fail(`No uploads folder at ${from}.`);

/** storage key → type and original name, from the rows that reference stored bytes. */
async function namesFromDatabase(): Promise<Map<string, StorageInfo>> {
  const query = `select storage_key, original_name, content_type from stored_files
    union all select storage_key, original_name, content_type from partner_contract_files`;
  type Row = { storage_key: string; original_name: string; content_type: string };
  let rows: Row[];
  if (process.env.DATABASE_URL) {
    const { default: postgres } = await import('postgres');
    const sql = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => undefined });
    rows = [...(await sql.unsafe<Row[]>(query))];
    await sql.end({ timeout: 5 });
  } else {
    if (!existsSync(join(dataDir, 'PG_VERSION'))) fail(`No embedded database in ${dataDir} (set DATA_DIR, or --no-db).`);
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(dataDir);
    rows = (await db.query<Row>(query)).rows;
    await db.close();
  }
  return new Map(rows.map((r) => [r.storage_key, { name: r.original_name, contentType: r.content_type }]));
}

const names = args['no-db'] ? new Map<string, StorageInfo>() : await namesFromDatabase();
const target = new S3FileStorage(config);
const dryRun = args['dry-run'] ?? false;
console.log(`${dryRun ? 'Dry run: would copy' : 'Copying'} ${from} → s3://${config.bucket}/${config.prefix}`);

const report = await copyStorage(new LocalFileStorage(from), target, {
  dryRun,
  describe: (key) => names.get(key),
  onProgress: ({ key, size, outcome, done, total, error }) => {
    const verb = outcome === 'copied' && dryRun ? 'would copy' : outcome;
    const why = error ? `: ${error instanceof Error ? error.message : String(error)}` : '';
    console.log(`[${done}/${total}] ${verb} ${key} (${sizeOf(size)})${why}`);
  },
});
target.client.destroy();

console.log(
  `${dryRun ? 'Would copy' : 'Copied'} ${report.copied} (${sizeOf(report.copiedBytes)}), ` +
    `skipped ${report.skipped} already in the bucket, ${report.failed.length} failed.`,
);
process.exit(report.failed.length ? 1 : 0);
