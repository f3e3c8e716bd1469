import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkPager } from './LinkPager';

type Props = Parameters<typeof LinkPager>[0];

/** Holds the page like an island does, so a click moves the pager. */
function Stateful({ page: first, onPage, ...props }: Props) {
  const [page, setPage] = useState(first);
  return (
    <LinkPager
      {...props}
      page={page}
      onPage={(next) => {
        onPage(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/LinkPager',
  component: LinkPager,
  render: (args) => <Stateful {...args} />,
  args: { total: 237, page: 1, size: 10, label: '목록 페이지', onPage: fn() },
} satisfies Meta<typeof LinkPager>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {
  name: 'Links (URL-driven lists)',
  args: { page: 3, href: (page: number) => `/settlement-list?page=${page}` },
  play: async ({ canvasElement, args }) => {
    const pager = within(within(canvasElement).getByRole('navigation', { name: '목록 페이지' }));
    await expect(pager.getByRole('link', { name: '페이지 4' })).toHaveAttribute('href', '/settlement-list?page=4');
    await expect(pager.getByRole('link', { name: '페이지 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(pager.getByRole('link', { name: '다음' }));
    await expect(args.onPage).toHaveBeenLastCalledWith(4);
    await expect(pager.getByRole('link', { name: '페이지 4' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Buttons: Story = {
  name: 'Buttons (a panel list without a URL)',
  play: async ({ canvasElement, args }) => {
    const pager = within(within(canvasElement).getByRole('navigation', { name: '목록 페이지' }));
    await expect(pager.queryAllByRole('link')).toHaveLength(0);
    await expect(pager.getByRole('button', { name: '처음' })).toBeDisabled();
    await userEvent.click(pager.getByRole('button', { name: '페이지 2' }));
    await expect(args.onPage).toHaveBeenLastCalledWith(2);
    await expect(pager.getByRole('button', { name: '페이지 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(pager.getByRole('button', { name: '마지막' }));
    await expect(args.onPage).toHaveBeenLastCalledWith(24);
    await expect(pager.getByRole('button', { name: '다음' })).toBeDisabled();
  },
};

export const SinglePage: Story = {
  name: 'One page (hidden)',
  args: { total: 7 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
