import { describe, expect, it } from 'vitest';
import { maskAccount, maskBirthDate, maskBusinessNumber, maskEmail, maskPhone } from './mask';

describe('masks', () => {
  it('keeps the first group and last four digits of a phone number', () => {
    expect(maskPhone('01012345678')).toBe('010-****-5678');
    expect(maskPhone('010-1234-5678')).toBe('010-****-5678');
    expect(maskPhone('0212345678')).toBe('02-****-5678');
    expect(maskPhone('')).toBe('');
  });
  it('keeps the last four digits of an account number', () => {
    expect(maskAccount('110-123-456789')).toBe('****6789');
  });
  it('keeps two letters of an e-mail address and its top-level domain', () => {
    expect(maskEmail('abcdef@example.com')).toBe('ab***@e***.com');
    expect(maskEmail('a@b.kr')).toBe('***@b***.kr');
    expect(maskEmail('nope')).toBe('***');
  });
  it('keeps the year of a birth date, the head of a business number', () => {
    expect(maskBirthDate('1990-05-17')).toBe('1990');
    expect(maskBusinessNumber('1234567890')).toBe('123-**-***90');
  });
});
