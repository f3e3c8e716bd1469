import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// One process per embedded-database folder. PGlite's own postmaster.pid holds no real process id, so the process that
// opens the folder writes its id to `portal.pid` there and removes it on close. A second server, a backup or a restore
// is refused while that process lives; a file left by a killed process (its id no longer running, or now a program
// other than Node) is taken over.
// This file has no relative imports: the backup script loads it directly.

export const PID_FILE = 'portal.pid';

/** The id of another live process using `dir`, or null. */
export function dataDirOwner(dir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dir, PID_FILE), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  return runsNode(pid) ? pid : null;
}

/** False when the id was reused by a program that is not Node (e.g. after a container restart); true if unknown. */
function runsNode(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

/** Marks `dir` as used by this process; throws when another live process uses it. */
export function claimDataDir(dir: string): void {
  const owner = dataDirOwner(dir);
  if (owner !== null) {
    throw new Error(`데이터베이스 폴더 ${dir}를 프로세스 ${owner}가 사용 중입니다. 서버를 먼저 멈춰 주세요 (${PID_FILE}).`);
  }
  writeFileSync(join(dir, PID_FILE), `${process.pid}\n`);
}

/** Gives `dir` up (only when this process holds it). */
export function releaseDataDir(dir: string): void {
  try {
    if (Number(readFileSync(join(dir, PID_FILE), 'utf8').trim()) === process.pid) rmSync(join(dir, PID_FILE), { force: true });
  } catch {
    // no file: nothing to give up
  }
}
