import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrations, rowsOf } from '../../src/server/db/migrate';
import { openOwnDb } from '../pg/file-database';

// The unique-rules migration on a database that already broke the rules: a second live answer to an inquiry is
// soft-deleted (the first stays), and a nickname that differs from an earlier one only in letter case gets its id.

describe('migration 0011_unique_rules', () => {
  it('cleans up duplicates before it builds the unique indexes', async () => {
    const h = await openOwnDb();
    try {
      const db = h.db;
      const migration = migrations.find((m) => m.id === '0011_unique_rules');
      expect(migration).toBeDefined();
      await db.execute(sql`drop index board_posts_one_answer_key`);
      await db.execute(sql`drop index members_nickname_lower_key`);
      const person = sql`'x', '홍길동', 'a@example.com', '1990-01-01'`;
      await db.execute(sql`insert into members (user_id, nickname, password_hash, name, email, birth_date, phone_number) values
        ('m1', 'Racer', ${person}, '010-0000-0001'), ('m2', 'racer', ${person}, '010-0000-0002'), ('m3', 'Other', ${person}, '010-0000-0003')`);
      await db.execute(sql`insert into board_posts (id, board_type, title) overriding system value values
        (9001, 'INQUIRY', '문의'), (9002, 'INQUIRY', '답변 1'), (9003, 'INQUIRY', '답변 2')`);
      await db.execute(sql`update board_posts set parent_id = 9001 where id in (9002, 9003)`);
      for (const statement of migration!.statements) await db.execute(sql.raw(statement));
      const answers = rowsOf<{ id: number; live: boolean }>(
        await db.execute(sql`select id, deleted_at is null as live from board_posts where parent_id = 9001 order by id`),
      );
      expect(answers).toEqual([
        { id: 9002, live: true },
        { id: 9003, live: false },
      ]);
      const names = rowsOf<{ user_id: string; nickname: string; id: number }>(
        await db.execute(sql`select id, user_id, nickname from members order by id`),
      );
      expect(names.map((m) => m.nickname)).toEqual(['Racer', `racer${names[1]!.id}`, 'Other']);
    } finally {
      await h.close();
    }
  }, 60_000);
});
