import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_STAFF_TOTP_SECRET } from '../src/server/seed/staff';
import { TOTP_PERIOD_SECONDS, totpCode } from '../src/server/staff/totp';

// The second step of a demo staff account's sign-in, for tests that talk HTTP to a server in another process.
//
// The server accepts each 30-second step once per account, within one step either side of now. Test workers sign
// the same accounts in side by side, so they reserve steps: one small file per server and account, under a lock
// directory (mkdir is atomic across processes), holds the last step handed out. A reservation takes the earliest
// step that is still accepted and not handed out; when the window is spent it waits for the next step to open
// (at most one step). Sign-ins outside the tests (none in a test run) could still take a step: a refused code is
// retried once with a fresh reservation.

const PERIOD_MS = TOTP_PERIOD_SECONDS * 1000;
const DIR = join(tmpdir(), 'portal-staff-steps');
const STALE_LOCK_MS = 10_000;

const stepNow = () => Math.floor(Date.now() / PERIOD_MS);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function locked<T>(name: string, work: () => T): Promise<T> {
  mkdirSync(DIR, { recursive: true });
  const lock = join(DIR, `${name}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A holder that died leaves its lock behind: older than any reservation takes, it is taken over.
      try {
        if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      } catch {
        // Released between the two calls.
      }
      await pause(10);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The code of a step no other test has used for this account on this server (waits when the window is spent). */
async function reserveCode(server: string, account: string, secret = DEMO_STAFF_TOTP_SECRET): Promise<string> {
  const name = `${server}-${account}`.replace(/[^a-zA-Z0-9_-]/g, '_');
  const file = join(DIR, `${name}.json`);
  const step = await locked(name, () => {
    let last = -Infinity;
    try {
      last = Number(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      // No reservation yet.
    }
    // The previous step is still accepted (clock drift): it serves first, then now's, then the next one.
    const chosen = Math.max(stepNow() - 1, last + 1);
    writeFileSync(file, JSON.stringify(chosen));
    return chosen;
  });
  // Beyond the window: wait until the step before it is now's (at most one step), keeping a second of margin.
  const openAt = (step - 1) * PERIOD_MS + 1000;
  if (Date.now() < openAt) await pause(openAt - Date.now());
  return totpCode(secret, step * PERIOD_MS + PERIOD_MS / 2);
}

export interface StaffStep {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Posts a reserved code (and a second reserved one if the first is refused). */
export async function secondStep(
  server: string,
  account: string,
  post: (code: string) => Promise<StaffStep>,
  secret = DEMO_STAFF_TOTP_SECRET,
): Promise<StaffStep> {
  let last: StaffStep | null = null;
  for (let attempt = 0; attempt < 2; attempt++) {
    last = await post(await reserveCode(server, account, secret));
    if (last.status !== 401) return last;
  }
  return last!;
}

/** Both steps with fetch: the password, then the code; answers the second step's response (or the first's refusal). */
export async function fetchStaffLogin(baseUrl: string, userId: string, headers: Record<string, string> = {}, password = 'demo1234!') {
  const h = { 'content-type': 'application/json', ...headers };
  const first = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: h,
    body: JSON.stringify({ userId, password, device: null }),
  });
  if (first.status !== 200) return first;
  const body = (await first.clone().json()) as { secondFactorRequired?: boolean; challenge?: string };
  if (!body.secondFactorRequired) return first;
  let response: Response = first;
  await secondStep(baseUrl, userId, async (code) => {
    response = await fetch(`${baseUrl}/v1/auth/second-factor`, {
      method: 'POST',
      headers: h,
      body: JSON.stringify({ challenge: body.challenge, code }),
    });
    return { status: response.status, headers: response.headers, body: null };
  });
  return response;
}
