import { Secret, TOTP } from 'otpauth';

// Time-based one-time passwords (RFC 6238): SHA-1, 6 digits, 30-second steps, as every authenticator app reads them.
// A code is accepted for its own step and one either side (clock drift), and each step only once (the caller stores
// the last accepted step).

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that still count (±30 s of clock drift). */
const WINDOW = 1;
const ISSUER = '메디판다 운영';

const totpOf = (secret: string, label = 'staff') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new random secret (160 bits, base32). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// address an authenticator app reads from the QR code. */
export const totpUri = (secret: string, userId: string) => totpOf(secret, userId).toString();

/** The code of a moment (tests and the demo's printed hint). */
export const totpCode = (secret: string, timestamp = Date.now()) => totpOf(secret).generate({ timestamp });

/** The 30-second step a code belongs to, if it is right within the window; null otherwise. */
export function acceptedStep(secret: string, code: string, timestamp = Date.now()): number | null {
  if (!new RegExp(`^[0-9]{${TOTP_DIGITS}}$`).test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS) + delta;
}
