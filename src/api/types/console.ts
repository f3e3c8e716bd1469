import type { AdminPermission, ConsoleQueue } from '../staff-enums';

// Response shapes of the console's own calls (/v1/admin/...). Timestamps are UTC, `yyyy-MM-ddTHH:mm:ss` like the
// contract's.

/** One queue of the dashboard: how many items wait and when the oldest of them joined (null when none waits). */
export interface ConsoleQueueFigure {
  queue: ConsoleQueue;
  count: number;
  oldestAt: string | null;
}

/** `GET /v1/admin/dashboard`: the queues the caller may work (by permission), in the dashboard's order. */
export interface ConsoleDashboard {
  queues: ConsoleQueueFigure[];
  /** What the caller holds (a SUPER_ADMIN: every permission), in the enum's order. */
  permissions: AdminPermission[];
}

/** `GET /v1/admin/me/security`: the caller's own second factor. */
export interface StaffSecurity {
  /** When the authenticator app was enrolled (null: not yet). */
  enrolledAt: string | null;
  recoveryCodesLeft: number;
}

/** `POST /v1/admin/me/recovery-codes`: ten new one-time codes, answered this once (only their hashes are kept). */
export interface RecoveryCodes {
  recoveryCodes: string[];
}
