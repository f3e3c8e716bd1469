import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContractQueue } from './ContractQueue';
import { pageOf, queueItems, storyNow } from './story-fixtures';

/** 계약 심사's queue: tabs, search, rows as links with the wait's badge, the keys j / k, pages, empty and failed. */
const meta = {
  title: 'Islands/Admin/Reviews/ContractQueue',
  component: ContractQueue,
  args: { state: { page: 1, keyword: '', filters: {} }, page: pageOf(queueItems), now: storyNow },
} satisfies Meta<typeof ContractQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  name: '심사 대기',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '심사 대기' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: /오세린/ })).toHaveAttribute('href', '/admin/contracts/41');
    await expect(canvas.getByText('9일 전')).toBeVisible();
    await userEvent.keyboard('j');
    await expect(canvas.getByRole('link', { name: /오세린/ })).toHaveFocus();
    await userEvent.keyboard('j');
    await expect(canvas.getByRole('link', { name: /한결/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('link', { name: /오세린/ })).toHaveFocus();
  },
};

export const Decided: Story = {
  name: '반려 탭',
  args: {
    state: { page: 1, keyword: '', filters: { status: 'REJECTED' } },
    page: pageOf(queueItems.map((r) => ({ ...r, status: 'REJECTED' as const }))),
  },
};

export const ManyPages: Story = {
  name: '여러 페이지',
  args: { state: { page: 2, keyword: '', filters: {} }, page: pageOf(queueItems, 203, 1) },
};

export const Empty: Story = { name: '대기 없음', args: { page: pageOf([]) } };

export const NothingFound: Story = {
  name: '검색 결과 없음',
  args: { state: { page: 1, keyword: '없는회사', filters: { type: 'ORGANIZATION' } }, page: pageOf([]) },
};

export const Failed: Story = { name: '불러오기 실패', args: { page: null } };
