import { describe, expect, it } from 'vitest';
import { acceptedStep, newTotpSecret, totpCode, totpUri } from './totp';

describe('TOTP', () => {
  // RFC 6238 appendix B, SHA-1 secret "12345678901234567890": 59 s → 94287082 (8 digits); its last 6 are 287082.
  const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  it('computes the codes of RFC 6238', () => {
    expect(totpCode(rfcSecret, 59_000)).toBe('287082');
    expect(totpCode(rfcSecret, 1_111_111_109_000)).toBe('081804');
  });
  it('accepts a code for its step and one either side, and names the step', () => {
    const t = 1_111_111_109_000;
    const step = Math.floor(t / 30_000);
    expect(acceptedStep(rfcSecret, '081804', t)).toBe(step);
    expect(acceptedStep(rfcSecret, totpCode(rfcSecret, t - 30_000), t)).toBe(step - 1);
    expect(acceptedStep(rfcSecret, totpCode(rfcSecret, t + 30_000), t)).toBe(step + 1);
    expect(acceptedStep(rfcSecret, totpCode(rfcSecret, t - 90_000), t)).toBeNull();
    for (const bad of ['', '12345', '1234567', 'abcdef', '08180４']) expect(acceptedStep(rfcSecret, bad, t)).toBeNull();
  });
  it('makes 160-bit secrets and an otpauth address naming the account', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totpUri(secret, 'ops_kim')).toMatch(/^otpauth:\/\/totp\/.+ops_kim\?.*secret=/);
  });
});
