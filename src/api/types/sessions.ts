// Responses of the signed-in devices (`/v1/auth/sessions`).

/** One live session of the member: a login on a device, with every refresh since. */
export interface SessionDevice {
  /** The session's id (for `DELETE /v1/auth/sessions/{id}`). */
  id: string;
  /** The browser and system of the login, e.g. "Chrome · Windows"; null when not recognised. */
  device: string | null;
  /** When the member signed in there (UTC, yyyy-MM-ddTHH:mm:ss). */
  signedInAt: string;
  /** When that device last renewed its session (UTC). */
  lastUsedAt: string;
  /** The session this request belongs to. */
  current: boolean;
  /** 「로그인 상태 유지」 was ticked at the login: 30 days instead of 12 hours. */
  keepLogin: boolean;
}
