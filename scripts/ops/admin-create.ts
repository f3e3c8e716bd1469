// `npm run admin:create -- --user-id ID --name NAME [--email E] [--phone P] [--force-another]`: the first SUPER_ADMIN of
// the database `npm start` / `npm run serve` use (DATABASE_URL, else the embedded one in DATA_DIR, refused while a
// server holds it), migrated first; no demo data. Prints the one-time enrolment link (24 hours) with which the person
// sets the password and then enrols the second factor at the first sign-in. The link's host is ADMIN_ORIGIN when the
// console has a host of its own, else http://localhost:$PORT (4321, as `npm start`).
// Exit codes: 0 made, 1 failed (the database, the arguments), 2 refused (an active SUPER_ADMIN exists, bad input).
import { parseArgs } from 'node:util';
import { openDb } from '../../src/server/db';
import { dbOptionsFromEnv } from '../../src/server/runtime/database';
import { enrolmentUrl } from '../../src/server/staff/enrolment-links';
import { consoleOrigin, createFirstSuperAdmin, FirstAdminRefusal } from '../../src/server/staff/first-admin';

const USAGE = '사용법: npm run admin:create -- --user-id 아이디 --name 이름 [--email 이메일] [--phone 010-1234-5678] [--force-another]';

let values: Record<string, string | boolean | undefined>;
try {
  ({ values } = parseArgs({
    options: {
      'user-id': { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
      phone: { type: 'string' },
      'force-another': { type: 'boolean', default: false },
    },
  }));
} catch (err) {
  console.error(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
  process.exit(1);
}
if (typeof values['user-id'] !== 'string' || typeof values.name !== 'string') {
  console.error(USAGE);
  process.exit(1);
}

// Migrated, never seeded: this command adds the one account and nothing of the demo, whatever DEMO_MODE says.
const handle = await openDb(dbOptionsFromEnv()).catch((err: unknown) => {
  console.error(`데이터베이스를 열 수 없습니다: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
let code = 0;
try {
  const { member, link } = await createFirstSuperAdmin(handle.db, {
    userId: values['user-id'],
    name: values.name,
    email: typeof values.email === 'string' ? values.email : null,
    phone: typeof values.phone === 'string' ? values.phone : null,
    forceAnother: values['force-another'] === true,
  });
  const seoul = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Seoul' }).format(link.expiresAt);
  console.log(`슈퍼 관리자 ${member.userId} (${member.name})를 만들었습니다.`);
  console.log(`등록 링크 (한 번만 쓸 수 있고 ${seoul}까지 유효합니다):`);
  console.log(enrolmentUrl(consoleOrigin(), link.token));
  console.log('이 링크에서 비밀번호를 정한 뒤 인증 앱(TOTP)을 등록하면 로그인됩니다. 링크는 다시 표시되지 않습니다.');
} catch (err) {
  if (err instanceof FirstAdminRefusal) {
    console.error(`만들지 않았습니다: ${err.message}`);
    code = 2;
  } else {
    console.error(err);
    code = 1;
  }
} finally {
  await handle.close();
}
process.exit(code);
