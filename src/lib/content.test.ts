import { describe, expect, it } from 'vitest';
import { bannerHref, isNew, routeId } from './content';

describe('content rules', () => {
  it('NEW for seven days', () => {
    const now = Date.parse('2026-11-22T03:00:00Z');
    expect(isNew('2026-11-15T03:00:00', now)).toBe(true);
    expect(isNew('2026-11-15T02:59:59', now)).toBe(false);
  });
  it('route ids', () => {
    expect(routeId('12')).toBe(12);
    for (const bad of ['0', '-1', 'abc', '1.5', '9999999999', undefined]) expect(routeId(bad)).toBeNull();
  });
  it('banner links: internal paths, web addresses (https added), never script URLs', () => {
    expect(bannerHref('/events')).toEqual({ href: '/events', external: false });
    expect(bannerHref('www.example.com/x')).toEqual({ href: 'https://www.example.com/x', external: true });
    expect(bannerHref('http://example.com')).toEqual({ href: 'http://example.com/', external: true });
    expect(bannerHref('javascript:alert(1)')).toBeNull();
    expect(bannerHref('//evil.example')).toBeNull();
  });
});
