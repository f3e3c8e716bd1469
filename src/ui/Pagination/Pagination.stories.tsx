import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { count: 237, pageSize: 10, defaultPage: 1, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '페이지 탐색' });
    const pager = within(nav);
    await expect(pager.getByRole('button', { name: '처음' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: '이전' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: /페이지 1/ })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(pager.getByRole('button', { name: '다음' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(pager.getByRole('button', { name: '마지막' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(24);
    await expect(pager.getByRole('button', { name: /페이지 24/ })).toHaveAttribute('aria-current', 'page');
  },
};
export const Middle: Story = { args: { defaultPage: 12 } };
export const FewPages: Story = { args: { count: 28 } };
export const SinglePage: Story = { args: { count: 3 } };
export const Empty: Story = { args: { count: 0 } };
export const LinkMode: Story = {
  name: 'Links (URL-driven lists)',
  args: { defaultPage: 3, getPageHref: (page: number) => `/community/anonymous?page=${page}` },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /페이지 4/ });
    await expect(link).toHaveAttribute('href', '/community/anonymous?page=4');
  },
};
