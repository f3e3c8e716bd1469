import { describe, expect, it } from 'vitest';
import { requireSession } from './locals';
import type { MemberDetails } from '../api/types';

const page = (session: MemberDetails | null) => ({
  locals: { session, api: {} } as unknown as App.Locals,
  url: new URL('http://localhost/customer-service/inquiry'),
});

describe('requireSession', () => {
  it('returns the signed-in member', () => {
    const member = { userId: 'demo_member' } as MemberDetails;
    expect(requireSession(page(member))).toBe(member);
  });

  it('names the route table when a members-only page renders for nobody', () => {
    expect(() => requireSession(page(null))).toThrow(/\/customer-service\/inquiry .*src\/lib\/route-rules\.ts/);
  });
});
