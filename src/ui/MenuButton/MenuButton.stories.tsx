import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { button } from 'styled-system/recipes';
import { MenuButton } from './MenuButton';

const WHEN = `
**MenuButton or Menu?** \`MenuButton\` is a button and a short list of commands on plain elements (≈ 1 KiB): the ARIA
menu-button keys (Enter, Space or ↓ open on the first item, ↑ on the last; ↑ ↓ Home End move; Escape closes and gives
focus back to the button; Tab and a click outside close). It looks like the Ark \`Menu\`. Use it in islands that must
stay light (the ⋯ menus of a community post and its comments). Use the Ark \`Menu\` where typeahead, groups and a list
that flips to stay on screen are worth its ≈ 20 KiB.
`;

const dots = (
  <svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth="3"
    strokeLinecap="round"
    aria-hidden="true"
  >
    <path d="M5 12h.01M12 12h.01M19 12h.01" />
  </svg>
);

const meta = {
  title: 'Components/MenuButton',
  component: MenuButton,
  parameters: { docs: { description: { component: WHEN } } },
  args: {
    label: '게시글 메뉴',
    children: dots,
    buttonClassName: button({ variant: 'ghost', tone: 'neutral', size: 'md', iconOnly: true }),
    items: [
      { value: 'report', label: '신고하기', tone: 'danger' },
      { value: 'block', label: '차단하기', tone: 'danger' },
    ],
    onSelect: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ textAlign: 'right', width: '320px', minHeight: '160px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MenuButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { name: '닫힘' };

export const OpenWithKeys: Story = {
  name: '열림: 키보드로 고르기',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: '게시글 메뉴' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: '신고하기' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: '차단하기' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: '차단하기' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('block');
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await expect(canvas.getByRole('menu', { name: '게시글 메뉴' })).toBeVisible();
  },
};

export const AuthorWithLink: Story = {
  name: '열림: 링크와 명령 (작성자)',
  args: {
    items: [
      { value: 'edit', label: '수정하기', href: '#edit' },
      { value: 'delete', label: '삭제하기', tone: 'danger' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '게시글 메뉴' }));
    await expect(canvas.getByRole('menuitem', { name: '수정하기' })).toHaveAttribute('href', '#edit');
  },
};

export const DisabledItem: Story = {
  name: '열림: 신고 완료 (비활성 항목)',
  args: {
    items: [
      { value: 'report', label: '신고 완료', disabled: true },
      { value: 'block', label: '차단하기', tone: 'danger' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '게시글 메뉴' }));
    const done = canvas.getByRole('menuitem', { name: '신고 완료' });
    await expect(done).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(done);
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(canvas.getByRole('menu')).toBeVisible();
  },
};

export const Disabled: Story = { name: '비활성 (하이드레이션 전)', args: { disabled: true } };
