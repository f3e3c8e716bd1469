import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { IconButton } from './IconButton';
import { MenuIcon, SearchIcon, XIcon } from '../icons';

const row = css({ display: 'flex', gap: '3', alignItems: 'center' });

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { 'aria-label': '메뉴 열기', children: <MenuIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '메뉴 열기' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className={row}>
      <IconButton {...args} variant="solid" tone="brand" aria-label="검색">
        <SearchIcon />
      </IconButton>
      <IconButton {...args} variant="outline" aria-label="검색">
        <SearchIcon />
      </IconButton>
      <IconButton {...args} variant="ghost" aria-label="닫기">
        <XIcon />
      </IconButton>
      <IconButton {...args} variant="ghost" tone="danger" aria-label="삭제">
        <XIcon />
      </IconButton>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className={row}>
      <IconButton {...args} size="sm" variant="outline" />
      <IconButton {...args} size="md" variant="outline" />
      <IconButton {...args} size="lg" variant="outline" />
    </div>
  ),
};

export const States: Story = {
  render: (args) => (
    <div className={row}>
      <IconButton {...args} variant="outline" disabled />
      <IconButton {...args} variant="outline" loading />
    </div>
  ),
};
