import { describe, expect, it } from 'vitest';
import { AUDIT_PERIOD_MAX_DAYS } from '../../api/schema/records';
import { addDays } from '../../lib/compliance-rules';
import { defaultPeriod, hasErrors, PERIOD_MAX_YEARS, periodErrors } from './audit-pack-form';

const today = '2026-11-27';

describe('the audit pack’s period', () => {
  it('starts on 1 January five years back and ends today, and that period is accepted', () => {
    expect(defaultPeriod(today)).toEqual({ from: '2021-01-01', to: today });
    expect(periodErrors(defaultPeriod(today), today)).toEqual({});
    expect(PERIOD_MAX_YEARS).toBe(10);
  });

  it('asks for both days, and not for a day after today', () => {
    expect(periodErrors({ from: null, to: null }, today)).toEqual({ from: '시작일을 선택해 주세요.', to: '종료일을 선택해 주세요.' });
    expect(periodErrors({ from: '2026-01-01', to: '2026-11-28' }, today)).toEqual({ to: '종료일은 오늘 이후일 수 없습니다.' });
  });

  it('refuses an end before the start and a period longer than the schema allows, in the form’s words', () => {
    const reversed = periodErrors({ from: '2026-05-01', to: '2026-04-30' }, today);
    expect(reversed).toEqual({ period: '기간을 10년 이내로, 종료일이 시작일 이후가 되게 골라 주세요.' });
    const longest = { from: addDays(today, -(AUDIT_PERIOD_MAX_DAYS - 1)), to: today };
    expect(hasErrors(periodErrors(longest, today))).toBe(false);
    expect(periodErrors({ ...longest, from: addDays(longest.from, -1) }, today).period).toMatch(/^기간을 10년 이내로/);
  });

  it('names the field a malformed day is in', () => {
    expect(periodErrors({ from: '2026-02-30', to: today }, today)).toEqual({
      from: '시작일은(는) 1900~2099년의 yyyy-MM-dd 형식 날짜여야 합니다.',
    });
  });
});
