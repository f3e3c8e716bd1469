import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { fields, hasControl, id, isCalendarDay, paging, queryBool, queryEnumList, queryInstant, queryText, requiredLine } from './common';

const messageOf = (schema: v.GenericSchema, value: unknown) => {
  const r = v.safeParse(schema, value);
  return r.success ? null : r.issues[0]?.message;
};

describe('request schema building blocks', () => {
  it('refuses control characters; multi-line text keeps tabs and line breaks', () => {
    expect(hasControl('a\u0000b')).toBe(true);
    expect(hasControl('a\u0085')).toBe(true);
    expect(hasControl('가나\t다')).toBe(true);
    expect(hasControl('가나\t다\r\n', true)).toBe(false);
    expect(hasControl('a\u0007', true)).toBe(true);
  });

  it('days are real calendar days of 1900–2099', () => {
    for (const ok of ['1900-01-01', '2024-02-29', '2099-12-31']) expect(isCalendarDay(ok), ok).toBe(true);
    for (const bad of ['0000-01-01', '1899-12-31', '2100-01-01', '2023-02-29', '2024-02-30', '2024-13-01', '2024-1-01', ''])
      expect(isCalendarDay(bad), bad).toBe(false);
    expect(messageOf(queryInstant('시작 시각(startAt)'), '0000-01-01T00:00:00Z')).toMatch(/시작 시각\(startAt\)/);
    expect(v.parse(queryInstant('t'), '2026-11-22T09:00:00+09:00')?.toISOString()).toBe('2026-11-22T00:00:00.000Z');
  });

  it('ids are positive int32', () => {
    expect(v.parse(id('번호'), 2 ** 31 - 1)).toBe(2 ** 31 - 1);
    for (const bad of [0, -1, 1.5, 2 ** 31, Number.NaN, '1']) expect(messageOf(id('번호'), bad), String(bad)).toMatch(/번호/);
  });

  it('query values: blank is "not set", text or typed values both work', () => {
    const q = fields({
      ...paging(),
      flag: queryBool('flag'),
      kinds: queryEnumList('kinds', ['A', 'B'] as const),
      text: queryText('검색어'),
    });
    expect(v.parse(q, { page: '2', size: '100', flag: 'false', kinds: 'A,B,A', text: '  가  ' })).toEqual({
      page: 2,
      size: 100,
      flag: false,
      kinds: ['A', 'B'],
      text: '가',
    });
    expect(v.parse(q, { page: 2, flag: true, kinds: ['B'], text: '' })).toEqual({ page: 2, flag: true, kinds: ['B'], text: undefined });
    expect(v.parse(q, { page: '', kinds: ',' })).toEqual({ page: undefined, kinds: undefined });
    expect(messageOf(q, { size: '101' })).toBe('페이지 크기(size)은(는) 1 이상 100 이하의 정수여야 합니다.');
    expect(messageOf(q, { flag: 'yes' })).toMatch(/flag 값은 true 또는 false/);
    expect(messageOf(q, { kinds: 'A,C' })).toMatch(/kinds/);
    expect(messageOf(q, { page: ['1', '2'] })).toMatch(/page/);
  });

  it('a missing field answers with its own Korean message', () => {
    const body = fields({ title: requiredLine('제목(title)', 10, '제목을 입력해 주세요.') });
    expect(messageOf(body, {})).toBe('제목을 입력해 주세요.');
    expect(messageOf(body, 'text')).toMatch(/JSON 객체/);
    expect(messageOf(body, { title: 'x'.repeat(11) })).toBe('제목(title)은(는) 10자 이내로 입력해 주세요.');
  });
});
