import { authApi } from '../api/auth';
import { http } from '../lib/browser-api';
import { createSession } from './session';
import type { MemberDetails } from '../api/types';

/** The page's one session store, bound to the browser client and localStorage. */
export const session = createSession({
  auth: authApi(http),
  storage: () => (typeof localStorage === 'undefined' ? undefined : localStorage),
  withLock: (fn) => (typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request('refresh-token', fn) : fn()),
});

export const $session = session.$session;

let booted = false;
/** Seeds the store once from the JSON the server render put in the page (#session-data). */
export function bootSession() {
  if (booted || typeof document === 'undefined') return;
  booted = true;
  const el = document.getElementById('session-data');
  if (!el) return void session.load();
  const member = JSON.parse(el.textContent || 'null') as MemberDetails | null;
  session.seed(member);
}
