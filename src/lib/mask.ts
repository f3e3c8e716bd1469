// Personal fields as operator screens show them by default: enough to tell two people apart on the phone, not enough
// to call, mail or pay them. Revealing one value is its own audited call.

/** 010-1234-5678 → 010-****-5678 (any number: the first group and the last four stay). */
export function maskPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 7) return digits ? '****' : '';
  const head = digits.startsWith('02') ? '02' : digits.slice(0, 3);
  return `${head}-****-${digits.slice(-4)}`;
}

/** 110-123-456789 → ****6789 */
export function maskAccount(account: string | null | undefined): string {
  const digits = (account ?? '').replace(/\D/g, '');
  return digits ? `****${digits.slice(-4)}` : '';
}

/** abcdef@example.com → ab***@e***.com */
export function maskEmail(email: string | null | undefined): string {
  const value = email ?? '';
  const at = value.lastIndexOf('@');
  if (at < 1) return value ? '***' : '';
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, Math.min(2, local.length - 1))}***@${host.slice(0, 1)}***${tld}`;
}

/** 1990-05-17 → 1990 */
export const maskBirthDate = (date: string | null | undefined): string => (date ?? '').slice(0, 4);

/** 123-45-67890 → 123-**-***90 */
export function maskBusinessNumber(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length === 10 ? `${digits.slice(0, 3)}-**-***${digits.slice(-2)}` : digits ? '****' : '';
}
