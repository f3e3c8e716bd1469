import { describe, expect, it } from 'vitest';
import { IdentityVerificationError, personOf } from './verify-identity';

describe('verifyIdentity helpers', () => {
  it('turns the contract result into a person (dashes, yyyy-MM-dd, 0 = male)', () => {
    expect(personOf('c', { status: 'SUCCESS', name: '홍길동', phone: '01012345678', birth: '19910203', gender: '0' })).toEqual({
      certNum: 'c',
      name: '홍길동',
      birthDate: '1991-02-03',
      gender: 'MALE',
      phoneNumber: '010-1234-5678',
    });
    expect(personOf('c', { status: 'SUCCESS', name: '김하늘', phone: '0101234567', birth: '19900412', gender: '1' })).toMatchObject({
      gender: 'FEMALE',
      phoneNumber: '010-123-4567',
    });
    expect(personOf('c', { status: 'SUCCESS', name: '', phone: '01012345678', birth: '19910203' })).toBeNull();
    expect(personOf('c', { status: 'SUCCESS', name: '홍길동', phone: '123', birth: '19910203' })).toBeNull();
  });

  it('says every failure in Korean', () => {
    for (const reason of ['blocked', 'cancelled', 'failed', 'expired'] as const) {
      expect(new IdentityVerificationError(reason).message).toMatch(/[가-힣]/);
    }
  });
});
