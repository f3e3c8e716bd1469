// `npm run seed:scale -- --member demo_org --institutions 3000 --months 36 --lines 6`: one member's EDI records at scale.
// `npm run seed:scale -- --platform --members 2000 [--institutions 20 --months 24 --lines 5]`: many contract partners.
// The database of `npm start` (DATABASE_URL, else the embedded one in DATA_DIR, refused while a server holds it),
// migrated first; the demo data must be there (the catalogue, and demo_org for --member). Idempotent: a second run
// with the same numbers adds nothing (src/server/seed/scale*.ts).
import { sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { openDb } from '../../src/server/db';
import { dbOptionsFromEnv } from '../../src/server/runtime/database';
import { ScaleRefusal, type OnProgress, type ScaleCounts } from '../../src/server/seed/scale';
import { growMember } from '../../src/server/seed/scale-member';
import { growPlatform, MAX_SCALE_MEMBERS, SCALE_PASSWORD, scaleUserId } from '../../src/server/seed/scale-platform';

const PROGRESS_EVERY_MS = 5_000;
/** Since the process started: loading the server's modules through Vite takes a few seconds of it. */
const seconds = () => `${process.uptime().toFixed(1)}초`;
const n = (value: number) => value.toLocaleString('en-US');

const { values } = parseArgs({
  options: {
    member: { type: 'string' },
    platform: { type: 'boolean', default: false },
    members: { type: 'string', default: '2000' },
    institutions: { type: 'string' },
    months: { type: 'string' },
    lines: { type: 'string' },
  },
});

function whole(name: string, value: string | undefined, fallback: number, max: number): number {
  const parsed = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > max) throw new ScaleRefusal(`--${name}는 1에서 ${n(max)} 사이의 정수입니다.`);
  return parsed;
}

let lastProgress = Date.now();
const onProgress: OnProgress = (p) => {
  if (Date.now() - lastProgress < PROGRESS_EVERY_MS) return;
  lastProgress = Date.now();
  console.log(`  … ${Math.round(p.share * 100)}% · 실적 ${n(p.records)} · 제품줄 ${n(p.lines)} · ${seconds()}`);
};

function summary(c: ScaleCounts): string {
  const parts = [
    `회원 ${n(c.members)}`,
    `딜러 ${n(c.dealers)}`,
    `거래처 ${n(c.institutions)}`,
    `실적 ${n(c.records)}`,
    `제품줄 ${n(c.lines)}`,
    `정산 ${n(c.settlements)} (답변 ${n(c.answered)})`,
  ];
  return parts.join(' · ');
}

const stop = new AbortController();
process.once('SIGINT', () => {
  console.log('중단합니다: 지금 묶음까지 쓰고 멈춥니다 (다시 실행하면 이어서 채웁니다).');
  stop.abort();
});

try {
  if (!values.platform && !values.member) {
    throw new ScaleRefusal(
      '사용법: npm run seed:scale -- --member demo_org [--institutions 3000 --months 36 --lines 6] | --platform [--members 2000]',
    );
  }
  const platform = values.platform;
  const months = whole('months', values.months, platform ? 24 : 36, 120);
  const lines = whole('lines', values.lines, platform ? 5 : 6, 50);
  const institutions = whole('institutions', values.institutions, platform ? 20 : 3000, 100_000);
  const memberCount = whole('members', values.members, 2000, MAX_SCALE_MEMBERS);
  // A folder another process holds, an unreachable PostgreSQL: said as is.
  const handle = await openDb(dbOptionsFromEnv()).catch((err: unknown) => {
    throw new ScaleRefusal(`데이터베이스를 열 수 없습니다: ${err instanceof Error ? err.message : String(err)}`);
  });
  try {
    const where = handle.kind === 'postgres' ? `PostgreSQL ${handle.location}` : `PGlite ${handle.location}`;
    if (platform) {
      console.log(
        `규모 데이터: 계약 파트너 ${n(memberCount)}명 (${scaleUserId(1)}…) × 거래처 ${institutions} × ${months}개월 × 제품 ${lines}줄 → ${where}`,
      );
    } else {
      console.log(`규모 데이터: ${values.member}에 거래처 ${n(institutions)} × ${months}개월 × 제품 ${lines}줄 → ${where}`);
    }
    const profile = { institutions, months, lines, signal: stop.signal };
    const counts = platform
      ? await growPlatform(handle.db, { ...profile, members: memberCount }, onProgress)
      : await growMember(handle.db, { ...profile, userId: values.member as string }, onProgress);
    const added = counts.members + counts.institutions + counts.records + counts.lines + counts.settlements + counts.answered;
    // A bulk load leaves the planner's statistics and the visibility map behind until autovacuum comes by: a page read
    // right after would be planned for the tables as they were (a member's 100 rows, not 100,000) and read the heap.
    if (added) await handle.db.execute(sql`vacuum analyze`);
    console.log(added ? `추가했습니다: ${summary(counts)} · ${seconds()}` : `이미 모두 있습니다: 추가한 것이 없습니다 · ${seconds()}`);
    if (counts.records) console.log('  실적은 묶음으로 넣었고 처방 이미지(EDI 파일)는 없습니다. 금액과 정산은 제품줄과 상태에서 나옵니다.');
    if (platform && counts.members) console.log(`  로그인: ${scaleUserId(1)} … ${scaleUserId(memberCount)} / ${SCALE_PASSWORD}`);
  } finally {
    await handle.close();
  }
} catch (err) {
  if (err instanceof ScaleRefusal) console.error(`실패: ${err.message}`);
  else if (stop.signal.aborted) console.error(`중단했습니다 · ${seconds()}`);
  else console.error(err);
  process.exit(1);
}
