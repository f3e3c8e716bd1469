import { and, eq, sql } from 'drizzle-orm';
import { NAME_MAX } from '../../api/schema/limits';
import { dashedPhone, emailProblem } from '../../api/schema/member-rules';
import { staffUserIdProblem } from '../../api/schema/staff-rules';
import type { Db } from '../db';
import { members } from '../db/schema';
import { ApiHttpError } from '../http';
import { createStaffIn, type StaffCreation } from './accounts';

// The first SUPER_ADMIN of a production database (`npm run admin:create`): nobody can create staff before one exists,
// so this one is made from the server's own shell. It refuses while an active SUPER_ADMIN exists, unless asked for
// another on purpose; two runs at once are one after the other (an advisory lock for the transaction).

/** The console's origin for the printed link: its own host (ADMIN_ORIGIN), else this machine as `npm start` serves it. */
export const consoleOrigin = (env: NodeJS.ProcessEnv = process.env) =>
  env.ADMIN_ORIGIN?.trim().replace(/\/+$/, '') || `http://localhost:${env.PORT?.trim() || '4321'}`;

/** Why the command made nobody: said in Korean, exit code 2. */
export class FirstAdminRefusal extends Error {}

export interface FirstAdminInput {
  userId: string;
  name: string;
  email?: string | null;
  phone?: string | null;
  /** Another SUPER_ADMIN although one is active (a lost account, a second person). */
  forceAnother?: boolean;
}

export async function createFirstSuperAdmin(db: Db, input: FirstAdminInput): Promise<StaffCreation> {
  const userId = input.userId.trim();
  const name = input.name.trim();
  const idProblem = staffUserIdProblem(userId);
  if (idProblem) throw new FirstAdminRefusal(idProblem);
  if (!name || name.length > NAME_MAX) throw new FirstAdminRefusal(`이름은 1~${NAME_MAX}자로 입력해 주세요.`);
  const email = input.email?.trim() || '';
  if (email && emailProblem(email)) throw new FirstAdminRefusal(emailProblem(email)!);
  const phoneNumber = input.phone?.trim() ? dashedPhone(input.phone) : null;
  if (input.phone?.trim() && !phoneNumber)
    throw new FirstAdminRefusal('휴대폰 번호 형식이 올바르지 않습니다. 010-1234-5678처럼 입력해 주세요.');
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff:first-super-admin'))`);
      const [active] = await tx
        .select({ userId: members.userId })
        .from(members)
        .where(and(eq(members.role, 'SUPER_ADMIN'), eq(members.accountStatus, 'ACTIVATED')))
        .limit(1);
      if (active && !input.forceAnother)
        throw new FirstAdminRefusal(
          `이미 활성 슈퍼 관리자가 있습니다 (${active.userId}). 운영자는 콘솔의 운영자 관리에서 등록하세요. 그래도 슈퍼 관리자를 하나 더 만들려면 --force-another를 붙이세요.`,
        );
      return createStaffIn(tx, null, {
        userId,
        name,
        email,
        phoneNumber,
        status: true,
        permissions: [],
        role: 'SUPER_ADMIN',
        password: undefined,
      });
    });
  } catch (err) {
    if (err instanceof ApiHttpError) throw new FirstAdminRefusal(err.body.message);
    throw err;
  }
}
