// `npm run db:backup [-- FOLDER]` and `npm run db:restore -- FOLDER`: the embedded database (DATA_DIR, default ./.data)
// and its uploads (UPLOADS_DIR), while the server is stopped (src/server/db/backup.ts). PostgreSQL: pg_dump (README).
import { join } from 'node:path';
import { backupEmbedded, defaultBackupDir, restoreEmbedded } from '../../src/server/db/backup.ts';

const [command, folder] = process.argv.slice(2);
const dataDir = process.env.DATA_DIR || './.data';
const paths = { dataDir, uploadsDir: process.env.UPLOADS_DIR || join(dataDir, 'uploads') };

try {
  if (process.env.DATABASE_URL)
    throw new Error('DATABASE_URL이 설정되어 있습니다. PostgreSQL은 pg_dump / pg_restore로 백업합니다 (README, "Backup and restore").');
  if (command === 'backup') {
    const target = folder ?? defaultBackupDir(dataDir);
    backupEmbedded(paths, target);
    console.log(`백업했습니다: ${target}`);
  } else if (command === 'restore') {
    if (!folder) throw new Error('백업 폴더를 지정해 주세요: npm run db:restore -- backups/portal-…');
    const aside = restoreEmbedded(paths, folder);
    console.log(`복원했습니다: ${folder} → ${dataDir}`);
    for (const dir of aside) console.log(`  이전 폴더는 ${dir} 에 남겨 두었습니다`);
  } else {
    throw new Error('사용법: db-backup.ts backup [폴더] | restore 폴더');
  }
} catch (err) {
  console.error(`실패: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
