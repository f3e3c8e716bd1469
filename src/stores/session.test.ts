import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession, REFRESH_TOKEN_KEY, REFRESH_USER_KEY, ROTATE_INTERVAL_MS, type SessionDeps } from './session';
import { ApiError } from '../api/errors';
import type { MemberDetails } from '../api/types';

const member = { userId: 'demo_partner', name: '김민준', partnerContractStatus: 'INDIVIDUAL' } as MemberDetails;

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
}

function setup(overrides: Partial<Record<keyof SessionDeps['auth'], ReturnType<typeof vi.fn>>> = {}) {
  const storage = new MemoryStorage();
  let n = 0;
  const auth = {
    publicKey: vi.fn(async () => ({ publicKey: 'PEM' })),
    login: vi.fn(async () => ({ accessToken: 'a', refreshToken: 'r0' })),
    logout: vi.fn(async () => undefined),
    me: vi.fn(async () => member),
    refresh: vi.fn(async () => ({ accessToken: 'a', refreshToken: `r${++n}` })),
    ...overrides,
  };
  const session = createSession({ auth: auth as unknown as SessionDeps['auth'], storage: () => storage, now: () => Date.now() });
  return { session, auth, storage };
}

describe('session store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts loading, then signs in: public key fetched first, refresh token stored', async () => {
    const { session, auth, storage } = setup();
    expect(session.$session.get()).toEqual({ status: 'loading' });
    await session.login('demo_partner', 'demo1234!');
    expect(auth.publicKey.mock.invocationCallOrder[0]!).toBeLessThan(auth.login.mock.invocationCallOrder[0]!);
    expect(auth.login).toHaveBeenCalledWith({ userId: 'demo_partner', password: 'demo1234!', device: null, keepLogin: false });
    expect(session.$session.get()).toEqual({ status: 'signedIn', member });
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBe('r0');
    session.stopRotation();
  });

  it('「로그인 상태 유지」 asks the server for a kept session and stores no password', async () => {
    const { session, auth, storage } = setup();
    await session.login('demo_partner', 'demo1234!', true);
    expect(auth.login).toHaveBeenCalledWith({ userId: 'demo_partner', password: 'demo1234!', device: null, keepLogin: true });
    const stored = Array.from({ length: storage.length }, (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i) ?? '')}`);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.join('\n')).not.toContain('demo1234!');
    expect(stored.join('\n')).not.toContain(btoa('demo1234!'));
    session.stopRotation();
  });

  it('rotates the refresh token every 60 seconds, each time with the newest token', async () => {
    const { session, auth, storage } = setup();
    await session.login('demo_partner', 'pw');
    await vi.advanceTimersByTimeAsync(ROTATE_INTERVAL_MS - 1);
    expect(auth.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(auth.refresh).toHaveBeenLastCalledWith({ userId: 'demo_partner', refreshToken: 'r0' });
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBe('r1');
    await vi.advanceTimersByTimeAsync(ROTATE_INTERVAL_MS);
    expect(auth.refresh).toHaveBeenLastCalledWith({ userId: 'demo_partner', refreshToken: 'r1' });
    expect(auth.refresh).toHaveBeenCalledTimes(2);
    session.stopRotation();
  });

  it('a refused rotation stops rotating, removes the token and clears the session', async () => {
    const refresh = vi.fn(async () => {
      throw new ApiError('로그인이 만료되었습니다.', 401, 'INVALID_REFRESH_TOKEN');
    });
    const { session, storage } = setup({ refresh });
    await session.login('demo_partner', 'pw');
    await vi.advanceTimersByTimeAsync(ROTATE_INTERVAL_MS);
    expect(session.$session.get()).toEqual({ status: 'signedOut' });
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(storage.getItem(REFRESH_USER_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(ROTATE_INTERVAL_MS * 3);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a lost connection keeps the session and tries again at the next tick', async () => {
    const refresh = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('서버에 연결할 수 없습니다.', 0, 'NETWORK'))
      .mockResolvedValue({ accessToken: 'a', refreshToken: 'r9' });
    const { session, storage } = setup({ refresh });
    await session.login('demo_partner', 'pw');
    await vi.advanceTimersByTimeAsync(ROTATE_INTERVAL_MS);
    expect(session.$session.get().status).toBe('signedIn');
    await vi.advanceTimersByTimeAsync(ROTATE_INTERVAL_MS);
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBe('r9');
    session.stopRotation();
  });

  it('logout clears the session even when the call fails', async () => {
    const { session, storage, auth } = setup({ logout: vi.fn(async () => Promise.reject(new Error('down'))) });
    await session.login('demo_partner', 'pw');
    await session.logout();
    expect(auth.logout).toHaveBeenCalled();
    expect(session.$session.get()).toEqual({ status: 'signedOut' });
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(ROTATE_INTERVAL_MS * 2);
  });

  it('a failed session fetch leaves the user signed out', async () => {
    const { session } = setup({ me: vi.fn(async () => Promise.reject(new ApiError('로그인이 필요합니다.', 401, 'UNAUTHENTICATED'))) });
    await session.load();
    expect(session.$session.get()).toEqual({ status: 'signedOut' });
  });

  it('seeds from the server render without asking /me again', () => {
    const { session, auth } = setup();
    session.seed(member);
    expect(session.$session.get()).toEqual({ status: 'signedIn', member });
    session.seed(null);
    expect(session.$session.get()).toEqual({ status: 'signedOut' });
    expect(auth.me).not.toHaveBeenCalled();
  });

  it('resumes with a stored refresh token after the access cookie expired', async () => {
    const { session, storage, auth } = setup();
    storage.setItem(REFRESH_TOKEN_KEY, 'old');
    storage.setItem(REFRESH_USER_KEY, 'demo_partner');
    expect(await session.resume()).toEqual(member);
    expect(auth.refresh).toHaveBeenCalledWith({ userId: 'demo_partner', refreshToken: 'old' });
    expect(session.$session.get().status).toBe('signedIn');
    session.stopRotation();
  });

  it('does not resume without a stored token', async () => {
    const { session, auth } = setup();
    expect(await session.resume()).toBeNull();
    expect(auth.refresh).not.toHaveBeenCalled();
  });
});
