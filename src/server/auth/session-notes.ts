import type { DbHandle } from '../db';
import { describeError } from '../http';
import { logger } from '../runtime/logger';
import { announceForgetsWith, applyForgetNote } from './sessions';

// Several instances on one PostgreSQL each keep the short per-process session cache of sessions.ts. What one of them
// forgets (a logout, a revoked token family, a rotation, a member's changed status or data) it announces on one
// channel (NOTIFY) that every instance LISTENs to, so that a sign-out on one instance holds on all of them at once
// rather than after the cache time. The embedded database has one process: nothing to announce. If LISTEN is not
// possible (e.g. a pooler in transaction mode), the cache time alone bounds what another instance may still believe.

export const SESSION_NOTES_CHANNEL = 'portal_session_forget';

/** Joins the channel when the database can carry notes; answers how to leave it. Never fails the start-up. */
export async function shareSessionForgets(handle: DbHandle): Promise<() => Promise<void>> {
  const { listen, notify } = handle;
  if (!listen || !notify) return async () => undefined;
  try {
    const unlisten = await listen(SESSION_NOTES_CHANNEL, applyForgetNote);
    announceForgetsWith((note) => notify(SESSION_NOTES_CHANNEL, note));
    return async () => {
      announceForgetsWith(null);
      await unlisten().catch(() => undefined);
    };
  } catch (err) {
    logger.warn(
      { error: describeError(err) },
      'session notes unavailable: a sign-out elsewhere may hold here only after the session cache time',
    );
    return async () => undefined;
  }
}
