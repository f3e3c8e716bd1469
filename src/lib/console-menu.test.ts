import { describe, expect, it } from 'vitest';
import { ConsoleQueue } from '../api/staff-enums';
import { ConsoleMenuGroup, consoleMenu, entryOf, entryOfQueue, groupedMenu, hrefOf, menuFor } from './console-menu';
import { accessFor, decide } from './route-rules';

const opsMembers = { role: 'ADMIN', permissions: ['MEMBER_MANAGEMENT', 'CONTRACT_MANAGEMENT'] } as const;
const editor = { role: 'ADMIN', permissions: ['CONTENT_MANAGEMENT', 'BANNER_MANAGEMENT'] } as const;

describe('the console menu table', () => {
  it('is the route table of the console: every entry is a route guarded by the permission the menu shows', () => {
    for (const entry of consoleMenu) {
      const href = hrefOf(entry);
      expect(accessFor(href), href).toBe(entry.permission ? `staff:${entry.permission}` : 'staff');
      expect(entryOf(href), href).toBe(entry);
    }
    expect(accessFor('/admin/login')).toBe('staff-guest');
    expect(accessFor('/admin/enrol')).toBe('public');
    expect(accessFor('/admin/nowhere')).toBeUndefined();
  });

  it('links each entry to its list, and a detail page belongs to its list', () => {
    expect(hrefOf({ pattern: '/admin/contracts(/:id)?' })).toBe('/admin/contracts');
    expect(hrefOf({ pattern: '/admin/staff(/new|/:id)?' })).toBe('/admin/staff');
    expect(entryOf('/admin/contracts/12')?.label).toBe('계약 심사');
    expect(entryOf('/admin/staff/new')?.label).toBe('운영자 관리');
    expect(entryOf('/admin/contracts/12/files')).toBeUndefined();
  });

  it('shows each staff member only the entries their permissions open', () => {
    const labels = (who: Parameters<typeof menuFor>[0]) => menuFor(who).map((e) => e.label);
    expect(labels(opsMembers)).toEqual(['대시보드', '계약 심사', 'CSO 신고증 심사', '회원관리', '계좌 변경 승인', '내 보안 설정']);
    expect(labels(editor)).toEqual(['대시보드', '내 보안 설정']);
    expect(labels({ role: 'SUPER_ADMIN' })).toEqual(consoleMenu.map((e) => e.label));
    expect(labels(null)).toEqual([]);
    // What the menu shows, the guard lets through; what it hides, the guard refuses.
    for (const entry of consoleMenu) {
      const shown = menuFor(editor).includes(entry);
      expect(decide(hrefOf(entry), 'NONE', editor).kind, entry.label).toBe(shown ? 'allow' : 'denied');
    }
  });

  it('groups the entries in the menu order, leaving out empty groups', () => {
    expect(groupedMenu(menuFor(editor)).map((g) => g.label)).toEqual(['홈', '내 계정']);
    const used = Object.keys(ConsoleMenuGroup).filter((g) => consoleMenu.some((e) => e.group === g));
    expect(groupedMenu(consoleMenu).map((g) => g.group)).toEqual(used);
  });

  it('has a list page for every dashboard queue', () => {
    for (const queue of ConsoleQueue.values) expect(entryOfQueue(queue), queue).toBeDefined();
    expect(hrefOf(entryOfQueue('BANK_ACCOUNT_CHANGES')!)).toBe('/admin/bank-changes');
    expect(entryOf('/admin/settlements/objections')?.queue).toBe('SETTLEMENT_OBJECTIONS');
  });
});
