import type { Meta, StoryObj } from '@storybook/react-vite';
import { listRegion } from 'styled-system/recipes';
import { expect, within } from 'storybook/test';
import { NotificationList } from './NotificationList';
import { longNotification, notificationItems } from './story-fixtures';

/** 알림: the member's notifications newest first, the unread ones marked; every state of the list (plain HTML). */
const meta = {
  title: 'Islands/Notifications/NotificationList',
  component: NotificationList,
  args: { items: notificationItems, total: notificationItems.length, retryHref: '/notifications', firstPageHref: '/notifications' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '960px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Mixed: Story = {
  name: '읽은 알림과 읽지 않은 알림',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: '알림 목록' })).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    // Newest first; the unread ones say so to screen readers.
    await expect(items[0]).toHaveTextContent('정산 확정읽지 않음2026년 11월 23일 10:20 · 운영팀정산이 확정되었습니다');
    await expect(items.filter((li) => li.hasAttribute('data-unread'))).toHaveLength(3);
    await expect(within(items[3]!).queryByText('읽지 않음')).not.toBeInTheDocument();
    // One that leads somewhere is a link marked for the page script; one that does not has its own 읽음 button.
    const settlement = canvas.getByRole('link', { name: /정산이 확정되었습니다/ });
    await expect(settlement).toHaveAttribute('href', '/settlement-list');
    await expect(settlement).toHaveAttribute('data-unread');
    await expect(canvas.getByRole('link', { name: /파트너 계약이 승인되었습니다/ })).not.toHaveAttribute('data-unread');
    await expect(canvas.getByRole('button', { name: '서비스 점검 안내 읽음' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /서비스 점검 안내/ })).not.toBeInTheDocument();
  },
};

export const AllRead: Story = {
  name: '모두 읽음',
  args: { items: notificationItems.map((n) => ({ ...n, readAt: n.readAt ?? '2026-11-23T03:00:00' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('읽지 않음')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem').filter((li) => li.hasAttribute('data-unread'))).toHaveLength(0);
  },
};

export const LongText: Story = {
  name: '긴 제목과 내용',
  args: { items: [longNotification, ...notificationItems.slice(0, 2)], total: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/사업자등록증의 상호와 신청서의 상호가/)).toBeVisible();
    await expect(canvas.getByText('계약 반려')).toBeVisible();
  },
};

export const Empty: Story = {
  name: '알림 없음',
  args: { items: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('새 알림이 없습니다.')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const PastTheEnd: Story = {
  name: '빈 페이지',
  args: { items: [], total: 25, firstPageHref: '/notifications' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('이 페이지에는 알림이 없습니다.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '첫 페이지로' })).toHaveAttribute('href', '/notifications');
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  // The next page is on its way (a pager link was used): src/browser/list.ts marks the list's region busy and dims it.
  // Dimmed on purpose while it waits, so its text is not held to the contrast ratio (the list itself is, above).
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } } },
  decorators: [
    (Story) => (
      <section aria-label="알림" aria-busy="true" className={listRegion()}>
        <Story />
      </section>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '알림' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('list', { name: '알림 목록' })).toBeVisible();
  },
};

export const Failed: Story = {
  name: '불러오지 못함',
  args: { items: null, total: 0, retryHref: '/notifications?page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('알림 목록을 불러오는 중 오류가 발생했습니다.');
    await expect(canvas.getByRole('link', { name: '다시 시도' })).toHaveAttribute('href', '/notifications?page=2');
  },
};
