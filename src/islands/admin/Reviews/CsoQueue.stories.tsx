import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CsoQueue } from './CsoQueue';
import { csoQueueItems, pageOf, storyNow } from './story-fixtures';

/** CSO 신고증 심사's queue: the certificates waiting oldest first, a row link each, j / k, empty and failed. */
const meta = {
  title: 'Islands/Admin/Reviews/CsoQueue',
  component: CsoQueue,
  args: { state: { page: 1, keyword: '', filters: {} }, page: pageOf(csoQueueItems), now: storyNow },
} satisfies Meta<typeof CsoQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  name: '심사 대기',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /한지우/ })).toHaveAttribute('href', '/admin/cso-certificates/jiwoo_cso');
    await expect(canvas.getByText('이전 시스템')).toBeVisible();
    await userEvent.keyboard('jj');
    await expect(canvas.getByRole('link', { name: /정민서/ })).toHaveFocus();
  },
};

export const Searched: Story = {
  name: '검색',
  args: { state: { page: 1, keyword: '정민서', filters: {} }, page: pageOf(csoQueueItems.slice(1, 2)) },
};

export const Empty: Story = { name: '대기 없음', args: { page: pageOf([]) } };

export const Failed: Story = { name: '불러오기 실패', args: { page: null } };
