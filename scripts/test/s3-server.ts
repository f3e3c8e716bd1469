import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';

// A throw-away S3-compatible server on a loopback port, for the object-storage tests: s3rver (pure JavaScript, files
// in a temporary folder) in a child process of its own, so what it holds never counts in the test's own memory.
// It accepts any access key; the tests use S3RVER / S3RVER.
//
//   npx node scripts/test/s3-server.ts   starts one with the bucket `portal-uploads`, prints its endpoint, stops on Ctrl-C

export interface S3TestServer {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** The UPLOADS_S3_* variables that point the portal at it. */
  env: Record<string, string>;
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>;
}

const SELF = fileURLToPath(import.meta.url);

/** Starts s3rver in a child process with one empty bucket. */
export async function startS3Server(bucket = 'portal-uploads'): Promise<S3TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 's3rver-'));
  const child = spawn(process.execPath, [SELF, '--child', dir, bucket], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('s3rver did not start within 20 s')), 20_000);
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before it listened`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      resolve(Number(line));
    });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      UPLOADS_S3_BUCKET: bucket,
      UPLOADS_S3_ENDPOINT: endpoint,
      UPLOADS_S3_REGION: 'us-east-1',
      UPLOADS_S3_ACCESS_KEY_ID: 'S3RVER',
      UPLOADS_S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The child: serves `dir` on a free loopback port and prints the port as its first line. */
async function serve(dir: string, bucket: string) {
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  console.log(port);
  process.once('SIGTERM', () => void server.close().finally(() => process.exit(0)));
}

if (process.argv[1] === SELF) {
  const [flag, dir, bucket] = process.argv.slice(2);
  if (flag === '--child' && dir && bucket) await serve(dir, bucket);
  else {
    const s3 = await startS3Server();
    console.log(`s3rver at ${s3.endpoint}, bucket ${s3.bucket}:`);
    for (const [name, value] of Object.entries(s3.env)) console.log(`  ${name}=${value}`);
    process.once('SIGINT', () => void s3.stop().finally(() => process.exit(0)));
  }
}
