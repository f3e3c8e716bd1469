import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotificationBell } from './NotificationBell';

/** The header's bell for signed-in members: how many notifications are unread, leading to /notifications (plain HTML). */
const meta = {
  title: 'Islands/Notifications/NotificationBell',
  component: NotificationBell,
  args: { count: 3 },
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  name: '읽지 않은 알림 3개',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = canvas.getByRole('link', { name: '알림 3개 읽지 않음' });
    await expect(bell).toHaveAttribute('href', '/notifications');
    await expect(canvas.getByTestId('notification-count')).toHaveTextContent('3');
  },
};

export const Many: Story = {
  name: '100개 이상',
  args: { count: 128 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The figure stops at 99+; the name says the whole count.
    await expect(canvas.getByRole('link', { name: '알림 128개 읽지 않음' })).toBeVisible();
    await expect(canvas.getByTestId('notification-count')).toHaveTextContent('99+');
  },
};

export const AllRead: Story = {
  name: '모두 읽음',
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '알림' })).toBeVisible();
    await expect(canvas.queryByTestId('notification-count')).not.toBeInTheDocument();
  },
};

export const CountUnknown: Story = {
  name: '개수를 읽지 못함',
  args: { count: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The count could not be read: the bell still leads to the list, without a figure.
    await expect(canvas.getByRole('link', { name: '알림' })).toHaveAttribute('href', '/notifications');
    await expect(canvas.queryByTestId('notification-count')).not.toBeInTheDocument();
  },
};

export const OnTheList: Story = {
  name: '알림 화면에서',
  args: { count: 2, current: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '알림 2개 읽지 않음' })).toHaveAttribute('aria-current', 'page');
  },
};
