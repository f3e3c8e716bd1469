import { describe, expect, it } from 'vitest';
import { createProblem, updateProblem } from './request-check';

describe('request checks', () => {
  it('pass a whole request and name what the schema refuses', () => {
    expect(createProblem({ dealerId: 1, drugCompanyId: 7, partnerId: 3, prescriptionMonth: '2026-10-01' })).toBeUndefined();
    expect(createProblem({ dealerId: 1, drugCompanyId: 7, partnerId: 3, prescriptionMonth: '2026-13-01' })).toMatch(/처방월/);
    expect(updateProblem({ prescriptionPartnerId: 5, keepFileIds: [1, 2] })).toBeUndefined();
    expect(updateProblem({ prescriptionPartnerId: 0 })).toMatch(/실적/);
  });
});
