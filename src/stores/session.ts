import { atom } from 'nanostores';
import type { RefreshRequest } from '../api/schema/auth';
import type { LoginResponse, MemberDetails, SecondFactorRequired } from '../api/types';
import { ApiError } from '../api/errors';

// Loading → signed in | signed out. The refresh token lives in localStorage and rotates every 60 s.

export type SessionState = { status: 'loading' } | { status: 'signedIn'; member: MemberDetails } | { status: 'signedOut' };

export const REFRESH_TOKEN_KEY = 'refreshToken';
/** The refresh call needs the login id next to the token, also when the session is gone. */
export const REFRESH_USER_KEY = 'refreshUserId';
export const ROTATED_AT_KEY = 'refreshTokenRotatedAt';
export const ROTATE_INTERVAL_MS = 60_000;
export const STAFF_SIGN_IN = 'STAFF_SIGN_IN';
const STAFF_SIGN_IN_MESSAGE = '운영자 계정은 운영자 로그인에서 인증 앱 코드와 함께 로그인해 주세요.';

export interface SessionDeps {
  auth: {
    publicKey(): Promise<unknown>;
    login(body: { userId: string; password: string; device: null; keepLogin: boolean }): Promise<LoginResponse | SecondFactorRequired>;
    logout(): Promise<unknown>;
    me(): Promise<MemberDetails>;
    refresh(body: RefreshRequest): Promise<LoginResponse>;
  };
  storage: () => Storage | undefined;
  now?: () => number;
  /** Serialises rotation across tabs (Web Locks) so two tabs never spend the same token. */
  withLock?: (fn: () => Promise<void>) => Promise<void>;
  intervalMs?: number;
}

const isNetworkFailure = (e: unknown) => (e as ApiError | undefined)?.status === 0;

export function createSession(deps: SessionDeps) {
  const $session = atom<SessionState>({ status: 'loading' });
  const interval = deps.intervalMs ?? ROTATE_INTERVAL_MS;
  const now = deps.now ?? Date.now;
  const withLock = deps.withLock ?? ((fn) => fn());
  let timer: ReturnType<typeof setInterval> | undefined;
  // Whether a tick may refresh, given when the last refresh was (the staff idle rule narrows it: staff-idle.ts).
  let mayRotate: (rotatedAt: number) => boolean = () => true;

  const store = {
    get: (key: string) => deps.storage()?.getItem(key) ?? null,
    set: (key: string, value: string) => deps.storage()?.setItem(key, value),
    remove: (...keys: string[]) => keys.forEach((k) => deps.storage()?.removeItem(k)),
  };

  function saveToken(userId: string, res: LoginResponse) {
    store.set(REFRESH_TOKEN_KEY, res.refreshToken);
    store.set(REFRESH_USER_KEY, userId);
    store.set(ROTATED_AT_KEY, String(now()));
  }

  function signOut() {
    stopRotation();
    store.remove(REFRESH_TOKEN_KEY, REFRESH_USER_KEY, ROTATED_AT_KEY);
    $session.set({ status: 'signedOut' });
  }

  function stopRotation() {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  }

  function startRotation() {
    if (timer === undefined && store.get(REFRESH_TOKEN_KEY))
      timer = setInterval(() => {
        if (mayRotate(Number(store.get(ROTATED_AT_KEY) ?? 0))) void rotate();
      }, interval);
  }

  /** One rotation: new token pair, old token dead. A refusal signs out; a lost connection waits for the next tick. */
  async function rotate(): Promise<boolean> {
    let ok = true;
    await withLock(async () => {
      const rotatedAt = Number(store.get(ROTATED_AT_KEY) ?? 0);
      if (now() - rotatedAt < interval / 2) return; // another tab rotated a moment ago
      const userId = store.get(REFRESH_USER_KEY) ?? '';
      try {
        saveToken(userId, await deps.auth.refresh({ userId, refreshToken: store.get(REFRESH_TOKEN_KEY) ?? '' }));
      } catch (e) {
        if (isNetworkFailure(e)) return;
        ok = false;
        signOut();
      }
    });
    return ok;
  }

  /** The server render knows the session; islands start from it instead of asking /v1/auth/me again. */
  function seed(member: MemberDetails | null) {
    if (member) {
      $session.set({ status: 'signedIn', member });
      startRotation();
    } else {
      stopRotation();
      $session.set({ status: 'signedOut' });
    }
  }

  /** Fetch the session; any failure leaves the user signed out. */
  async function load() {
    try {
      seed(await deps.auth.me());
    } catch {
      seed(null);
    }
  }

  /**
   * Signs in. `keepLogin` (「로그인 상태 유지」) asks the server for a 30-day session instead of a 12-hour one; the
   * password itself is never stored.
   */
  async function login(userId: string, password: string, keepLogin = false): Promise<MemberDetails> {
    await deps.auth.publicKey(); // Fetched at login; the password is sent as typed (over TLS)
    const res = await deps.auth.login({ userId, password, device: null, keepLogin });
    // Staff sign in with their second factor on the console's own sign-in page.
    if ('secondFactorRequired' in res) throw new ApiError(STAFF_SIGN_IN_MESSAGE, 403, STAFF_SIGN_IN);
    saveToken(userId, res);
    const member = await deps.auth.me();
    seed(member);
    return member;
  }

  /** A staff sign-in's second step gave the session (the console's sign-in): keep its token and load the member. */
  async function signedInWith(userId: string, res: LoginResponse): Promise<MemberDetails> {
    saveToken(userId, res);
    const member = await deps.auth.me();
    seed(member);
    return member;
  }

  /** Renew an expired access cookie with the stored refresh token (login page). */
  async function resume(): Promise<MemberDetails | null> {
    if (!store.get(REFRESH_TOKEN_KEY) || !store.get(REFRESH_USER_KEY)) return null;
    store.remove(ROTATED_AT_KEY);
    if (!(await rotate())) return null;
    try {
      const member = await deps.auth.me();
      seed(member);
      return member;
    } catch {
      return null;
    }
  }

  /** Clears the session even when the call fails. */
  async function logout() {
    try {
      await deps.auth.logout();
    } catch {
      // signed out locally all the same
    } finally {
      signOut();
    }
  }

  return {
    $session,
    seed,
    load,
    login,
    signedInWith,
    resume,
    rotate,
    logout,
    stopRotation,
    /** Narrows the timer's refreshes (not a resume's): `gate(rotatedAt)` false skips that tick. */
    gateRotation: (gate: (rotatedAt: number) => boolean) => void (mayRotate = gate),
    hasStoredToken: () => !!store.get(REFRESH_TOKEN_KEY),
  };
}

export type Session = ReturnType<typeof createSession>;
