import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession, REFRESH_TOKEN_KEY, ROTATE_INTERVAL_MS, type SessionDeps } from './session';
import { createStaffIdle, idleSignInUrl, LAST_INPUT_KEY, STAFF_IDLE_MS } from './staff-idle';
import type { MemberDetails } from '../api/types';

const staff = { userId: 'demo_ops_members', name: '서지민', role: 'ADMIN', partnerContractStatus: 'NONE' } as MemberDetails;
const MINUTE = 60_000;

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

/** A staff tab: the session store with the idle gate, as src/browser/staff-idle.ts wires them. */
function staffTab(storage: Storage) {
  let n = 0;
  const auth = {
    publicKey: vi.fn(),
    login: vi.fn(),
    logout: vi.fn(async () => undefined),
    me: vi.fn(async () => staff),
    refresh: vi.fn(async () => ({ accessToken: 'a', refreshToken: `r${++n}`, deviceUuid: null })),
  };
  const session = createSession({ auth: auth as unknown as SessionDeps['auth'], storage: () => storage, now: () => Date.now() });
  const idle = createStaffIdle({ storage: () => storage, now: () => Date.now() });
  session.gateRotation((rotatedAt) => idle.activeSince(rotatedAt));
  return { session, idle, auth };
}

describe('the staff idle rule', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2031, 5, 1, 9));
  });
  afterEach(() => vi.useRealTimers());

  it('refreshes only after input since the last refresh; without input the token is left to lapse', async () => {
    const storage = memoryStorage();
    const { session, idle, auth } = staffTab(storage);
    await session.signedInWith('demo_ops_members', { accessToken: 'a', refreshToken: 'r0', deviceUuid: null });
    idle.start();
    // A click a moment after the sign-in: the next tick refreshes, once.
    vi.advanceTimersByTime(1000);
    idle.input();
    await vi.advanceTimersByTimeAsync(ROTATE_INTERVAL_MS * 3);
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    // Reading without touching anything for 10 minutes: no refresh at all.
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    // A key press: the next tick refreshes, once more.
    idle.input();
    await vi.advanceTimersByTimeAsync(ROTATE_INTERVAL_MS * 3);
    expect(auth.refresh).toHaveBeenCalledTimes(2);
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBe('r2');
    session.stopRotation();
  });

  it('lapses 15 minutes after the last input, and an input before that keeps it', async () => {
    const { idle } = staffTab(memoryStorage());
    expect(idle.lapsed()).toBe(false); // no input known yet: nothing to measure
    idle.start();
    vi.advanceTimersByTime(STAFF_IDLE_MS - 1);
    expect(idle.lapsed()).toBe(false);
    idle.input();
    vi.advanceTimersByTime(STAFF_IDLE_MS - 1);
    expect(idle.lapsed()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(idle.lapsed()).toBe(true);
    idle.clear();
    expect(idle.lapsed()).toBe(false);
  });

  it('input in another tab keeps this tab alive (shared through localStorage)', async () => {
    const storage = memoryStorage();
    const working = staffTab(storage);
    const reading = staffTab(storage);
    await reading.session.signedInWith('demo_ops_members', { accessToken: 'a', refreshToken: 'r0', deviceUuid: null });
    reading.idle.start();
    for (let minute = 1; minute <= 20; minute++) {
      vi.advanceTimersByTime(MINUTE - 10_000);
      working.idle.input();
      vi.advanceTimersByTime(10_000);
    }
    expect(reading.idle.lapsed()).toBe(false);
    expect(Number(storage.getItem(LAST_INPUT_KEY))).toBeGreaterThan(Date.now() - MINUTE);
    // The reading tab refreshes for the working one (the shared last input is newer than its last refresh).
    await vi.advanceTimersByTimeAsync(ROTATE_INTERVAL_MS);
    expect(reading.auth.refresh).toHaveBeenCalled();
    reading.session.stopRotation();
  });

  it('a new sign-in starts the clock again: the last input of an earlier session does not count', () => {
    const storage = memoryStorage();
    storage.setItem(LAST_INPUT_KEY, String(Date.now() - 3 * 60 * MINUTE));
    const { idle } = staffTab(storage);
    expect(idle.lapsed()).toBe(true);
    idle.start();
    expect(idle.lapsed()).toBe(false);
  });

  it('sends the lapsed staff member to the console sign-in with the reason, back to the page afterwards', () => {
    expect(idleSignInUrl('/admin/members?page=2')).toBe('/admin/login?reason=idle&redirectTo=%2Fadmin%2Fmembers%3Fpage%3D2');
  });
});
