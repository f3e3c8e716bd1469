// Responses of my page (`/v1/members/…`).

/** `GET/PATCH /v1/members/me/push-preferences`. */
export interface PushPreferences {
  allowNotice: boolean;
  allowSalesAgency: boolean;
  allowPrescription: boolean;
  allowSettlement: boolean;
  allowCommunity: boolean;
  /** Portal addition: reminders before compliance due dates (text message and the compliance page). */
  allowCompliance: boolean;
}

/** `POST /v1/members/available-nickname`. */
export interface NicknameAvailability {
  available: boolean;
  duplicated: boolean;
  /** The member changed their nickname less than a month ago. */
  recentlyChanged: boolean;
  changedAt?: string | null;
}

/** `GET /v1/members/me/password-check`: whether this session re-checked its password lately, and until when. */
export interface PasswordRecheck {
  checked: boolean;
  expiresAt: string | null;
}
