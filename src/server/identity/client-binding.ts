import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { secure } from '../auth/cookies';
import { LEGACY_SIGNUP_SECONDS, PENDING_SECONDS } from './results';

// Binds an identity verification to the browser that started it. POST /v1/kmc/auth/request puts a fresh random nonce
// in an HttpOnly cookie and stores only its SHA-256 with the verification; the old app's sign-up (no certNum, found by
// phone number) may use only a verification whose hash is its cookie's. So knowing a person's name, birth date and
// phone number is not enough to claim the verification that person just finished in their own browser.
// - Fresh on every request, never taken from the browser: a nonce planted in a victim's browser is overwritten at the
//   start of the victim's verification, so whoever planted it cannot claim that verification.
// - SameSite=Strict, Path=/v1/members: only the sign-up reads it, and the sign-up is the app's own same-origin call.
//   The popup never needs it (the provider's cross-site post back to /launch would not carry it even under Lax).
// - Max-Age: the longest a verification started now can still serve a legacy sign-up (pending, then answered).

export const IDENTITY_CLIENT_COOKIE = 'identity_client';
export const IDENTITY_CLIENT_PATH = '/v1/members';
export const IDENTITY_CLIENT_SECONDS = PENDING_SECONDS + LEGACY_SIGNUP_SECONDS;

/** 256 random bits, base64url (43 characters). */
const NONCE = /^[A-Za-z0-9_-]{43}$/;

export const hashClientNonce = (nonce: string) => createHash('sha256').update(nonce).digest('hex');

/** Gives this browser a new nonce for the verification being started; answers the hash to store with it. */
export function bindIdentityClient(c: Context): string {
  const nonce = randomBytes(32).toString('base64url');
  setCookie(c, IDENTITY_CLIENT_COOKIE, nonce, {
    httpOnly: true,
    sameSite: 'Strict',
    path: IDENTITY_CLIENT_PATH,
    secure: secure(c),
    maxAge: IDENTITY_CLIENT_SECONDS,
  });
  return hashClientNonce(nonce);
}

/** The hash of this request's nonce, or null when it has none (or not one the server could have issued). */
export function identityClientHash(c: Context): string | null {
  const nonce = getCookie(c, IDENTITY_CLIENT_COOKIE);
  return nonce && NONCE.test(nonce) ? hashClientNonce(nonce) : null;
}

/** Forgets the nonce once its verification is used (a new verification gives a new one). */
export function unbindIdentityClient(c: Context): void {
  deleteCookie(c, IDENTITY_CLIENT_COOKIE, { httpOnly: true, sameSite: 'Strict', path: IDENTITY_CLIENT_PATH, secure: secure(c) });
}
