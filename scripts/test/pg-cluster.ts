import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

// A throw-away PostgreSQL cluster on a loopback port, for the tests that need a real server (the API suite on
// PostgreSQL, two instances, the crash test). Debian's binaries (apt-get install postgresql; scripts/test/postgres.sh
// does it in CI) or any on PATH. PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres`
// user the Debian package creates. Trust authentication on 127.0.0.1 only: nothing but this machine can reach it.
//
//   node scripts/test/pg-cluster.ts   starts one, prints its URL, stops and deletes it on Ctrl-C

export interface PgCluster {
  /** postgres://portal@127.0.0.1:<port>/portal */
  url: string;
  port: number;
  /** A URL for another database of the same cluster. */
  urlFor(database: string): string;
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>;
}

export interface PgClusterOptions {
  port?: number;
  /** fsync and synchronous_commit off (default): fast, and the tests never crash the database server itself. */
  durable?: boolean;
}

/** The folder with initdb / pg_ctl, or null when PostgreSQL is not installed. */
export function findPgBin(): string | null {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv && existsSync(join(fromEnv, 'pg_ctl'))) return fromEnv;
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => existsSync(join(base, v, 'bin', 'pg_ctl')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(base, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' });
  const found = which.stdout.trim();
  return which.status === 0 && found ? found.replace(/\/pg_ctl$/, '') : null;
}

export async function startPgCluster(options: PgClusterOptions = {}): Promise<PgCluster> {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql, or set PG_BIN to the folder with pg_ctl)');
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  const asRoot = process.getuid?.() === 0;
  // As root every command runs as `postgres`, which must be able to enter the folder.
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args];
    execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'], cwd: tmpdir() });
  };
  if (asRoot) {
    chmodSync(dir, 0o755);
    execFileSync('chown', ['postgres:postgres', dir]);
  }
  const data = join(dir, 'data');
  try {
    run('initdb', ['-D', data, '-U', 'portal', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const settings = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${dir}`,
      '-c max_connections=300',
      '-c shared_buffers=64MB',
      ...(options.durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    ];
    run('pg_ctl', ['-D', data, '-o', settings.join(' '), '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
    run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'portal', 'portal']);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (err as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`could not start PostgreSQL: ${stderr || String(err)}`, { cause: err });
  }
  let stopped = false;
  const urlFor = (database: string) => `postgres://portal@127.0.0.1:${port}/${database}`;
  return {
    url: urlFor('portal'),
    port,
    urlFor,
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cluster = await startPgCluster({ port: process.env.PG_PORT ? Number(process.env.PG_PORT) : undefined });
  console.log(cluster.url);
  const stop = () => void cluster.stop().finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  setInterval(() => undefined, 1 << 30);
}
