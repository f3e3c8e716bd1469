import { bigint, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { members } from './schema-members';

// What each member stored on each day (src/server/files/upload-quota.ts): bytes and files taken from the daily quota when an
// upload is about to be stored, by an upsert that cannot pass the quota, so every instance sees the same counts.
// Deleting what was stored gives nothing back: the quota bounds the work of a day, not what is kept.

export const uploadUsage = pgTable(
  'upload_usage',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The day in Korean time (the quota starts again at midnight in Seoul). */
    day: date('day').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    files: integer('files').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);
