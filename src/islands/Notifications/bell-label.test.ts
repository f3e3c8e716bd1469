import { describe, expect, it } from 'vitest';
import { bellFigure, bellLabel } from './bell-label';

describe('the bell', () => {
  it('names the whole unread count and shows at most 99+', () => {
    expect(bellLabel(3)).toBe('알림 3개 읽지 않음');
    expect(bellLabel(1200)).toBe('알림 1,200개 읽지 않음');
    expect(bellFigure(3)).toBe('3');
    expect(bellFigure(99)).toBe('99');
    expect(bellFigure(100)).toBe('99+');
  });
  it('says only 알림 when nothing is unread or the count is unknown', () => {
    expect(bellLabel(0)).toBe('알림');
    expect(bellLabel(null)).toBe('알림');
    expect(bellFigure(0)).toBeNull();
    expect(bellFigure(null)).toBeNull();
  });
});
