// The staff idle rule in the browser. A staff session lives 15 minutes without a refresh on the server (its access
// and refresh tokens alike), and the session store refreshes every 60 s for any open tab: left alone, an open console
// tab would keep its session for the whole 8 hours. So a staff tab refreshes only when there was input (a pointer or a
// key, in any tab of this site) since the last refresh: 15 minutes without input and the server lets the session
// lapse. The first input after that (or the first page opened) ends the session here too and goes to the console's
// sign-in, which says why. The time of the last input is shared by the tabs through localStorage (written at most
// every few seconds; a tab also knows its own latest input).

export const STAFF_IDLE_MS = 15 * 60_000;
export const LAST_INPUT_KEY = 'staffLastInputAt';
/** How often an input is written for the other tabs (every keystroke would be a write). */
const SHARE_EVERY_MS = 5_000;
/** What the console's sign-in says after an idle lapse (`?reason=idle`). */
export const IDLE_MESSAGE = '15분 동안 사용하지 않아 로그아웃되었습니다.';
export const IDLE_REASON = 'idle';

export interface StaffIdleDeps {
  storage: () => Storage | undefined;
  now?: () => number;
  idleMs?: number;
}

export function createStaffIdle(deps: StaffIdleDeps) {
  const now = deps.now ?? Date.now;
  const idleMs = deps.idleMs ?? STAFF_IDLE_MS;
  let mine = 0;
  let shared = 0;

  const stored = () => Number(deps.storage()?.getItem(LAST_INPUT_KEY)) || 0;
  /** The last input in any tab (0: none known). */
  const lastInput = () => Math.max(mine, stored());

  function share(at: number) {
    shared = at;
    deps.storage()?.setItem(LAST_INPUT_KEY, String(at));
  }

  return {
    lastInput,
    /** A pointer or key input now. */
    input() {
      mine = now();
      if (mine - shared >= SHARE_EVERY_MS) share(mine);
    },
    /** A sign-in just now: the clock starts (an old session's last input must not count against the new one). */
    start() {
      mine = now();
      share(mine);
    },
    /** 15 minutes without input in any tab: the session has lapsed on the server. */
    lapsed: () => {
      const last = lastInput();
      return last > 0 && now() - last >= idleMs;
    },
    /** The refresh gate: input since the last refresh (in any tab). */
    activeSince: (rotatedAt: number) => lastInput() > rotatedAt,
    /** Forgets the last input (after the lapse is handled, or at sign-out). */
    clear() {
      mine = 0;
      shared = 0;
      deps.storage()?.removeItem(LAST_INPUT_KEY);
    },
  };
}

export type StaffIdle = ReturnType<typeof createStaffIdle>;

/** The console's sign-in after a lapse: back to the page afterwards, with the reason to show. */
export const idleSignInUrl = (pathWithQuery: string) =>
  `/admin/login?reason=${IDLE_REASON}&redirectTo=${encodeURIComponent(pathWithQuery)}`;

/** The page's one idle watch, bound to localStorage. */
export const staffIdle = createStaffIdle({ storage: () => (typeof localStorage === 'undefined' ? undefined : localStorage) });
