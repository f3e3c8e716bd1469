import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../src/server/db';
import { members, staffAudit } from '../../src/server/db/schema';
import { completeEnrolment, enrolmentInfo } from '../../src/server/staff/enrolment';

// `npm run admin:create` on a production database (an embedded one in a folder of its own, no demo data): it makes the
// first SUPER_ADMIN and prints its one-time enrolment link; the link sets the password once; a second run refuses with
// exit code 2 while an active SUPER_ADMIN exists, and --force-another makes another on purpose.

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'portal-admin-create-'));
const withoutVitest = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function adminCreate(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [join(root, 'scripts', 'build', 'vite-run.mjs'), 'scripts/ops/admin-create.ts', ...args], {
    cwd: root,
    env: { ...withoutVitest(), DEMO_MODE: '', DATABASE_URL: '', DATA_DIR: dataDir, ADMIN_ORIGIN: '', PORT: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
  child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

const linkIn = (stdout: string) => /http:\/\/\S+\/admin\/enrol\?token=([A-Za-z0-9_-]{43})/.exec(stdout);

describe('npm run admin:create', () => {
  it('makes the first SUPER_ADMIN with a link that works once, then refuses a second', async () => {
    const first = await adminCreate(['--user-id', 'first_boss', '--name', '김대표', '--email', 'boss@example.kr']);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('슈퍼 관리자 first_boss (김대표)를 만들었습니다.');
    const link = linkIn(first.stdout);
    expect(link?.[0]).toMatch(/^http:\/\/localhost:4321\/admin\/enrol\?token=/);
    const token = link![1]!;

    const again = await adminCreate(['--user-id', 'second_boss', '--name', '이둘째']);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('이미 활성 슈퍼 관리자가 있습니다 (first_boss)');
    expect(linkIn(again.stdout)).toBeNull();

    const bad = await adminCreate(['--user-id', 'x', '--name', '가']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('아이디는 4~20자로 입력해 주세요.');

    const another = await adminCreate(['--user-id', 'second_boss', '--name', '이둘째', '--phone', '01055556666', '--force-another'], {
      ADMIN_ORIGIN: 'https://console.example.kr/',
    });
    expect(another.code).toBe(0);
    expect(linkIn(another.stdout)).toBeNull();
    expect(another.stdout).toMatch(/https:\/\/console\.example\.kr\/admin\/enrol\?token=[A-Za-z0-9_-]{43}/);

    // The same folder as the server would open it: no demo data, two SUPER_ADMINs, the link good for one password.
    const handle = await openDb({ dataDir });
    try {
      const rows = await handle.db.select().from(members);
      expect(rows.map((r) => [r.userId, r.role, r.accountStatus, r.phoneNumber]).sort()).toEqual([
        ['first_boss', 'SUPER_ADMIN', 'ACTIVATED', 'staff-first_boss'],
        ['second_boss', 'SUPER_ADMIN', 'ACTIVATED', '010-5555-6666'],
      ]);
      expect(await enrolmentInfo(handle.db, token)).toMatchObject({ valid: true, userId: 'first_boss', name: '김대표' });
      const challenge = await completeEnrolment(handle.db, { token, password: 'First!2345', deviceLabel: null });
      expect(challenge.enrolmentRequired).toBe(true);
      expect(await enrolmentInfo(handle.db, token)).toEqual({ valid: false, problem: 'USED' });
      await expect(completeEnrolment(handle.db, { token, password: 'Again!2345', deviceLabel: null })).rejects.toMatchObject({
        status: 409,
      });
      const audit = await handle.db.select().from(staffAudit).where(eq(staffAudit.targetId, 'first_boss'));
      expect(audit.map((r) => r.action).sort()).toEqual(['STAFF_CREATED', 'STAFF_PASSWORD_SET']);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
