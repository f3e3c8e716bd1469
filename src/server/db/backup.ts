import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { claimDataDir, PID_FILE, releaseDataDir } from './data-dir-lock.ts';

// Backup and restore of the embedded database (`npm run db:backup`, `npm run db:restore`): a copy of the PGlite folder
// taken while no process uses it (the folder lock of data-dir-lock.ts is held for the copy, so a server cannot start
// halfway), with the uploads folder. A restore never overwrites: the current folders are moved aside with a time stamp
// and the copy is put in their place under the same lock. PostgreSQL is backed up with pg_dump (README).
// This file imports with extensions: the script runs it under plain Node.

export interface EmbeddedPaths {
  dataDir: string;
  uploadsDir: string;
}

const MANIFEST = 'portal-backup.json';

interface Manifest {
  createdAt: string;
  /** Uploads kept in `uploads/` beside `data/` (they lived outside the data folder). */
  separateUploads: boolean;
}

const inside = (child: string, parent: string) => !relative(resolve(parent), resolve(child)).startsWith('..');
const stamp = (at = new Date()) => at.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');

/** The default backup folder: `backups/portal-YYYYMMDD-HHMMSS` beside the data folder. */
export const defaultBackupDir = (dataDir: string, at = new Date()) => join(dirname(resolve(dataDir)), 'backups', `portal-${stamp(at)}`);

/** Copies the database folder (and the uploads) to `target`, which must not exist yet. */
export function backupEmbedded(paths: EmbeddedPaths, target: string): void {
  const { dataDir, uploadsDir } = paths;
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new Error(`${dataDir}에 내장 데이터베이스가 없습니다.`);
  if (existsSync(target)) throw new Error(`${target} 폴더가 이미 있습니다. 새 폴더를 지정해 주세요.`);
  claimDataDir(dataDir);
  try {
    mkdirSync(target, { recursive: true });
    const skipLock = (source: string) => basename(source) !== PID_FILE;
    cpSync(dataDir, join(target, 'data'), { recursive: true, filter: skipLock });
    const separateUploads = !inside(uploadsDir, dataDir) && existsSync(uploadsDir);
    if (separateUploads) cpSync(uploadsDir, join(target, 'uploads'), { recursive: true });
    const manifest: Manifest = { createdAt: new Date().toISOString(), separateUploads };
    writeFileSync(join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  } catch (err) {
    rmSync(target, { recursive: true, force: true });
    throw err;
  } finally {
    releaseDataDir(dataDir);
  }
}

/**
 * Puts the backup in `source` in place of the database folder (and the uploads); answers where the folders it replaced
 * were moved. Refused while a process uses the database folder.
 */
export function restoreEmbedded(paths: EmbeddedPaths, source: string): string[] {
  const { dataDir, uploadsDir } = paths;
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(join(source, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new Error(`${source}는 이 포털의 백업이 아닙니다 (${MANIFEST} 없음).`);
  }
  if (!existsSync(join(source, 'data', 'PG_VERSION'))) throw new Error(`${source}에 데이터베이스 폴더가 없습니다.`);
  mkdirSync(dataDir, { recursive: true });
  claimDataDir(dataDir);
  const suffix = `.before-restore-${stamp()}`;
  const movedAside: string[] = [];
  try {
    // The copy is made beside the folder first, so the swap itself is two renames.
    const incoming = `${resolve(dataDir)}.restoring`;
    rmSync(incoming, { recursive: true, force: true });
    cpSync(join(source, 'data'), incoming, { recursive: true });
    renameSync(dataDir, `${resolve(dataDir)}${suffix}`);
    movedAside.push(`${resolve(dataDir)}${suffix}`);
    renameSync(incoming, dataDir);
    if (manifest.separateUploads) {
      if (existsSync(uploadsDir)) {
        renameSync(uploadsDir, `${resolve(uploadsDir)}${suffix}`);
        movedAside.push(`${resolve(uploadsDir)}${suffix}`);
      }
      cpSync(join(source, 'uploads'), uploadsDir, { recursive: true });
    }
  } finally {
    for (const dir of [dataDir, ...movedAside]) releaseDataDir(dir);
  }
  return movedAside;
}
