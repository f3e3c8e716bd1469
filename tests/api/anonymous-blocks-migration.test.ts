import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrations, rowsOf } from '../../src/server/db/migrate';
import { openOwnDb } from '../pg/file-database';

// The anonymous-blocks migration on a database as it was before it: earlier blocks become blocks without a scope
// (they hide what the member writes under their nickname), the database then keeps one block of each kind, and a
// nickname that is another member's login id gets its member's id appended.

describe('migration 0012_anonymous_blocks', () => {
  it('keeps earlier blocks as nickname blocks, holds one block of each kind, and frees login ids from nicknames', async () => {
    const h = await openOwnDb();
    try {
      const db = h.db;
      const migration = migrations.find((m) => m.id === '0012_anonymous_blocks');
      expect(migration).toBeDefined();
      // Back to the table as it was.
      await db.execute(sql`drop index member_blocks_named_key`);
      await db.execute(sql`drop index member_blocks_scoped_key`);
      await db.execute(sql`alter table member_blocks drop column scope_post_id`);
      await db.execute(
        sql`alter table member_blocks add constraint member_blocks_blocker_id_blocked_id_pk primary key (blocker_id, blocked_id)`,
      );
      const person = sql`'x', '홍길동', 'a@example.com', '1990-01-01'`;
      await db.execute(sql`insert into members (user_id, nickname, password_hash, name, email, birth_date, phone_number) values
        ('alpha1', 'Bravo2', ${person}, '010-0000-0001'), ('bravo2', '브라보', ${person}, '010-0000-0002'),
        ('charlie3', 'charlie3', ${person}, '010-0000-0003')`);
      const ids = rowsOf<{ id: number; user_id: string }>(await db.execute(sql`select id, user_id from members order by id`));
      const [a, b] = ids.map((r) => r.id) as [number, number];
      await db.execute(sql`insert into member_blocks (blocker_id, blocked_id) values (${a}, ${b})`);
      await db.execute(sql`insert into board_posts (id, board_type, title, member_id, hidden_nickname) overriding system value
        values (9101, 'ANONYMOUS', '익명 글', ${b}, true)`);

      for (const statement of migration!.statements) await db.execute(sql.raw(statement));

      const blocks = rowsOf<{ scope: number | null }>(await db.execute(sql`select scope_post_id as scope from member_blocks`));
      expect(blocks).toEqual([{ scope: null }]);
      await expect(db.execute(sql`insert into member_blocks (blocker_id, blocked_id) values (${a}, ${b})`)).rejects.toThrow();
      await db.execute(sql`insert into member_blocks (blocker_id, blocked_id, scope_post_id) values (${a}, ${b}, 9101)`);
      await expect(
        db.execute(sql`insert into member_blocks (blocker_id, blocked_id, scope_post_id) values (${a}, ${b}, 9101)`),
      ).rejects.toThrow();
      // A block goes with the thread it was made in.
      await db.execute(sql`delete from board_posts where id = 9101`);
      expect(rowsOf(await db.execute(sql`select 1 from member_blocks`))).toHaveLength(1);

      const names = rowsOf<{ user_id: string; nickname: string }>(await db.execute(sql`select user_id, nickname from members order by id`));
      expect(names).toEqual([
        { user_id: 'alpha1', nickname: `Bravo2${a}` },
        { user_id: 'bravo2', nickname: '브라보' },
        { user_id: 'charlie3', nickname: 'charlie3' },
      ]);
    } finally {
      await h.close();
    }
  }, 60_000);
});
