import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Menu } from './Menu';
import { Button } from '../Button/Button';
import { ChevronDownIcon, LogOutIcon, UserIcon } from '../icons';

const meta = {
  title: 'Components/Menu',
  // Overlays (portals, focus traps) each get their own iframe on the docs page.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  component: Menu.Root,
  args: { onSelect: fn() },
  render: (args) => (
    <Menu.Root {...args}>
      <Menu.Trigger asChild>
        <Button variant="ghost" tone="brand" endIcon={<ChevronDownIcon />}>
          홍길동님
        </Button>
      </Menu.Trigger>
      <Menu.Content>
        <Menu.ItemGroup>
          <Menu.ItemGroupLabel>내 계정</Menu.ItemGroupLabel>
          <Menu.Item value="mypage" asChild>
            <a href="/mypage/info">
              <UserIcon />
              마이페이지
            </a>
          </Menu.Item>
          <Menu.Item value="contract" asChild>
            <a href="/partner-contract">계약하기</a>
          </Menu.Item>
        </Menu.ItemGroup>
        <Menu.Separator />
        <Menu.Item value="logout" tone="danger" icon={<LogOutIcon />}>
          로그아웃
        </Menu.Item>
      </Menu.Content>
    </Menu.Root>
  ),
} satisfies Meta<typeof Menu.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '홍길동님' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    // Focus moves into the menu a frame after it opens; type only then.
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ value: 'logout' })));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const LongKoreanText: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Menu.Root {...args}>
      <Menu.Trigger asChild>
        <Button variant="outline">메뉴</Button>
      </Menu.Trigger>
      <Menu.Content>
        <Menu.Item value="a">거래처별 제품 정산승인내역 상세 보기</Menu.Item>
        <Menu.Item value="b">소속 딜러 관리 및 거래 제약사 추가</Menu.Item>
        <Menu.Item value="c" disabled>
          계약회원만 사용할 수 있는 메뉴입니다
        </Menu.Item>
      </Menu.Content>
    </Menu.Root>
  ),
};
