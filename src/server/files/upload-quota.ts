import { and, eq, sql } from 'drizzle-orm';
import { UPLOAD_DAILY_MAX_BYTES, UPLOAD_DAILY_MAX_FILES } from '../../api/uploads';
import type { Db } from '../db';
import { uploadUsage } from '../db/schema';
import { ApiHttpError } from '../http';
import { bodySize } from './file-storage';

// The daily upload quota of a member: at most UPLOAD_DAILY_MAX_BYTES and UPLOAD_DAILY_MAX_FILES a day in Korean time,
// every kind of upload (posts, editor images, EDI records and zips, certificates, contract documents), editors
// included. The bytes and files of an upload are taken from the day's quota before they are stored, by one upsert
// that refuses to pass it (so concurrent uploads and several instances never overshoot), and given back only when
// storing them fails; deleting what was stored later gives nothing back, so upload-and-delete cannot repeat without
// end. A refusal is 429 naming when the quota starts again (midnight in Seoul), with Retry-After.

const GiB = 1024 * 1024 * 1024;
const seoulDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' });

/** The quota's day at `now`: the date in Seoul, `yyyy-MM-dd`. */
export const quotaDay = (now: Date = new Date()): string => seoulDate.format(now);

/** Seconds from `now` to the next midnight in Seoul (Korea keeps +09:00 all year). */
function secondsToMidnight(now: Date): number {
  const tomorrow = quotaDay(new Date(now.getTime() + 24 * 3600 * 1000));
  return Math.max(1, Math.ceil((Date.parse(`${tomorrow}T00:00:00+09:00`) - now.getTime()) / 1000));
}

const quotaExceeded = (now: Date) =>
  new ApiHttpError(
    429,
    'UPLOAD_QUOTA_EXCEEDED',
    `오늘 올린 파일과 합치면 하루에 올릴 수 있는 양(${UPLOAD_DAILY_MAX_BYTES / GiB}GB, ` +
      `${UPLOAD_DAILY_MAX_FILES.toLocaleString('ko-KR')}개)을 넘습니다. 한국 시간 내일 0시부터 다시 올릴 수 있습니다.`,
    { 'Retry-After': String(secondsToMidnight(now)) },
  );

/** Takes `bytes` and `files` from the member's quota of `day`; false when that would pass it (nothing is taken). */
async function take(db: Db, memberId: number, day: string, bytes: number, files: number): Promise<boolean> {
  if (bytes > UPLOAD_DAILY_MAX_BYTES || files > UPLOAD_DAILY_MAX_FILES) return false;
  const taken = await db
    .insert(uploadUsage)
    .values({ memberId, day, bytes, files })
    .onConflictDoUpdate({
      target: [uploadUsage.memberId, uploadUsage.day],
      set: { bytes: sql`${uploadUsage.bytes} + excluded.bytes`, files: sql`${uploadUsage.files} + excluded.files` },
      setWhere: sql`${uploadUsage.bytes} + excluded.bytes <= ${UPLOAD_DAILY_MAX_BYTES}
        and ${uploadUsage.files} + excluded.files <= ${UPLOAD_DAILY_MAX_FILES}`,
    })
    .returning({ memberId: uploadUsage.memberId });
  return taken.length > 0;
}

async function giveBack(db: Db, memberId: number, day: string, bytes: number, files: number): Promise<void> {
  await db
    .update(uploadUsage)
    .set({ bytes: sql`greatest(${uploadUsage.bytes} - ${bytes}, 0)`, files: sql`greatest(${uploadUsage.files} - ${files}, 0)` })
    .where(and(eq(uploadUsage.memberId, memberId), eq(uploadUsage.day, day)));
}

/**
 * Runs `store` (which stores `files` for the member) within the member's daily quota: 429 before anything is stored
 * when the files would pass it; their share is given back when `store` fails.
 */
export async function withinUploadQuota<T>(
  db: Db,
  memberId: number,
  files: readonly { bytes: Uint8Array | Blob }[],
  store: () => Promise<T>,
  now: Date = new Date(),
): Promise<T> {
  if (!files.length) return store();
  const day = quotaDay(now);
  const bytes = files.reduce((sum, f) => sum + bodySize(f.bytes), 0);
  if (!(await take(db, memberId, day, bytes, files.length))) throw quotaExceeded(now);
  try {
    return await store();
  } catch (err) {
    await giveBack(db, memberId, day, bytes, files.length).catch(() => undefined);
    throw err;
  }
}
