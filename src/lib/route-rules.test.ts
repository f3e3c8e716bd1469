import { describe, expect, it } from 'vitest';
import { consoleRefused, decide, movedPath, needsPasswordRecheck, safeRedirect } from './route-rules';
import { recheckUrl } from './sign-in-urls';

describe('route rules', () => {
  it('lets everyone see public pages and unknown paths (404)', () => {
    for (const p of ['/', '/login', '/terms', '/privacy', '/partnership', '/mypage/guard', '/nope'])
      expect(decide(p, null)).toEqual({ kind: 'allow' });
  });
  it('lets only signed-out visitors join or recover an account; members go home', () => {
    for (const p of ['/signup', '/find-account', '/find-password']) {
      expect(decide(p, null)).toEqual({ kind: 'allow' });
      expect(decide(p, 'NONE')).toEqual({ kind: 'home' });
      expect(decide(p, 'INDIVIDUAL')).toEqual({ kind: 'home' });
    }
  });
  it('sends signed-out visitors of member pages to login', () => {
    for (const p of [
      '/products',
      '/events/3',
      '/customer-service/inquiry/1/edit',
      '/prescriptions',
      '/community/anonymous/new',
      '/notifications',
    ]) {
      expect(decide(p, null)).toEqual({ kind: 'login' });
    }
  });
  it('keeps the performance and settlement groups for contract members', () => {
    for (const p of ['/prescriptions', '/dealers', '/settlement-drug-company', '/settlement-list', '/sales-statistic']) {
      expect(decide(p, 'INDIVIDUAL').kind).toBe('allow');
      expect(decide(p, 'ORGANIZATION').kind).toBe('allow');
      expect(decide(p, 'CSO')).toEqual({ kind: 'denied', reason: 'contract' });
      expect(decide(p, 'NONE')).toEqual({ kind: 'denied', reason: 'contract' });
    }
  });
  it('guards every anonymous board route, not only the list', () => {
    for (const p of ['/community/anonymous', '/community/anonymous/7', '/community/anonymous/new', '/community/anonymous/7/edit']) {
      expect(decide(p, 'NONE')).toEqual({ kind: 'denied', reason: 'cso' });
      expect(decide(p, 'CSO').kind).toBe('allow');
      expect(decide(p, 'INDIVIDUAL').kind).toBe('allow');
    }
    expect(decide('/community/mr_cso_matching/3', 'NONE').kind).toBe('allow');
  });
  it('opens the compliance center to CSO and contract members only', () => {
    for (const p of ['/compliance', '/compliance/expenditures']) {
      for (const type of ['CSO', 'INDIVIDUAL', 'ORGANIZATION'] as const) expect(decide(p, type).kind).toBe('allow');
      expect(decide(p, 'NONE')).toEqual({ kind: 'denied', reason: 'cso' });
      expect(decide(p, null)).toEqual({ kind: 'login' });
    }
  });
  it('keeps writing notices for content editors; the notice detail stays a member page', () => {
    for (const p of ['/customer-service/notice/new', '/customer-service/notice/12/edit']) {
      expect(decide(p, null)).toEqual({ kind: 'login' });
      for (const type of ['INDIVIDUAL', 'ORGANIZATION', 'CSO', 'NONE'] as const) {
        expect(decide(p, type, { role: 'USER' })).toEqual({ kind: 'denied', reason: 'editor' });
      }
      expect(decide(p, 'NONE', { role: 'ADMIN', permissions: ['CONTENT_MANAGEMENT'] }).kind).toBe('allow');
      expect(decide(p, 'NONE', { role: 'SUPER_ADMIN' }).kind).toBe('allow');
      // Staff without the content permission are not editors.
      expect(decide(p, 'NONE', { role: 'ADMIN', permissions: ['MEMBER_MANAGEMENT'] })).toEqual({ kind: 'denied', reason: 'editor' });
    }
    expect(decide('/customer-service/notice/12', 'NONE', { role: 'USER' }).kind).toBe('allow');
    expect(decide('/customer-service/notice', 'CSO').kind).toBe('allow');
  });
  it('opens the console to staff only, each page to the permission it needs', () => {
    const ops = { role: 'ADMIN', permissions: ['MEMBER_MANAGEMENT'] } as const;
    expect(decide('/admin', null)).toEqual({ kind: 'staffLogin' });
    expect(decide('/admin', 'INDIVIDUAL', { role: 'USER' })).toEqual({ kind: 'denied', reason: 'staff' });
    expect(decide('/admin', 'NONE', ops).kind).toBe('allow');
    expect(decide('/admin/members', 'NONE', ops).kind).toBe('allow');
    expect(decide('/admin/staff', 'NONE', ops)).toEqual({ kind: 'denied', reason: 'permission' });
    expect(decide('/admin/staff', 'NONE', { role: 'SUPER_ADMIN' }).kind).toBe('allow');
    expect(decide('/admin/login', null).kind).toBe('allow');
    expect(decide('/admin/login', 'NONE', ops)).toEqual({ kind: 'console' });
    expect(decide('/admin/login', 'INDIVIDUAL', { role: 'USER' }).kind).toBe('allow');
  });
  it('refuses the console on the partners host when it has a host of its own', () => {
    expect(consoleRefused('/admin', 'https://portal.example', 'https://ops.example')).toBe(true);
    expect(consoleRefused('/admin/members', 'https://ops.example', 'https://ops.example/')).toBe(false);
    expect(consoleRefused('/products', 'https://portal.example', 'https://ops.example')).toBe(false);
    expect(consoleRefused('/admin', 'https://portal.example', undefined)).toBe(false);
  });
  it('honours only same-origin paths as redirectTo', () => {
    expect(safeRedirect('/products?page=2')).toBe('/products?page=2');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', null, '/login?x=1']) {
      expect(safeRedirect(bad)).toBe('/');
    }
  });
});

describe('password re-check of personal screens', () => {
  it('guards the my-page screens and the partner contract, not the guard itself', () => {
    for (const p of ['/mypage/info', '/mypage/notification', '/mypage/devices', '/mypage/withdraw', '/mypage/info/', '/partner-contract'])
      expect(needsPasswordRecheck(p)).toBe(true);
    for (const p of ['/mypage/guard', '/mypage', '/mypage/infox', '/partner-contractx', '/partner-contract/x'])
      expect(needsPasswordRecheck(p)).toBe(false);
    expect(recheckUrl('/mypage/info?tab=1')).toBe('/mypage/guard?next=%2Fmypage%2Finfo%3Ftab%3D1');
  });
});

describe('moved addresses', () => {
  it('sends the old matching board and its sub-paths to the underscore route', () => {
    expect(movedPath('/community/mr-cso-matching')).toBe('/community/mr_cso_matching');
    expect(movedPath('/community/mr-cso-matching/')).toBe('/community/mr_cso_matching/');
    expect(movedPath('/community/mr-cso-matching/123')).toBe('/community/mr_cso_matching/123');
    expect(movedPath('/community/mr-cso-matching/new')).toBe('/community/mr_cso_matching/new');
    expect(movedPath('/community/mr-cso-matching/123/edit')).toBe('/community/mr_cso_matching/123/edit');
  });

  it('leaves everything else alone', () => {
    for (const path of [
      '/community/mr_cso_matching',
      '/community/mr-cso-matchingx',
      '/community',
      '/mr-cso-matching',
      '/x/community/mr-cso-matching',
    ]) {
      expect(movedPath(path)).toBeNull();
    }
  });
});
