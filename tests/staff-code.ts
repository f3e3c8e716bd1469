import { DEMO_STAFF_TOTP_SECRET } from '../src/server/seed/staff';
import { totpCode } from '../src/server/staff/totp';

// The second step of a demo staff account's sign-in against a running server, for tests that talk HTTP to a server
// in another process. Each 30-second step is accepted once per account, so a refused code is retried with the next
// step's (accepted within the ±1 step window) before giving up.

export interface StaffStep {
  status: number;
  headers: Headers;
  body: unknown;
}

export async function secondStep(post: (code: string) => Promise<StaffStep>, secret = DEMO_STAFF_TOTP_SECRET): Promise<StaffStep> {
  let last: StaffStep | null = null;
  for (const ahead of [0, 30_000]) {
    last = await post(totpCode(secret, Date.now() + ahead));
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
  await secondStep(async (code) => {
    response = await fetch(`${baseUrl}/v1/auth/second-factor`, {
      method: 'POST',
      headers: h,
      body: JSON.stringify({ challenge: body.challenge, code }),
    });
    return { status: response.status, headers: response.headers, body: null };
  });
  return response;
}
