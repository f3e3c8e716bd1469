import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Drawer } from './index';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { MenuIcon, XIcon } from '../icons';

/** The parts API: each part wears its slot of the `drawer` recipe; Root takes the `side` variant. */
const meta = {
  title: 'Components/Drawer/Parts',
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  component: Drawer.Root,
} satisfies Meta<typeof Drawer.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithFooter: Story = {
  name: 'Composed from parts, with a footer',
  render: () => (
    <Drawer.Root side="left">
      <Drawer.Trigger asChild>
        <IconButton aria-label="메뉴 열기">
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Drawer.Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>내 정보</Drawer.Title>
              <Drawer.CloseTrigger aria-label="메뉴 닫기">
                <XIcon />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body>
              <Drawer.Description>홍길동 님, 계약회원(개인)으로 로그인했습니다.</Drawer.Description>
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" tone="neutral" fullWidth>
                로그아웃
              </Button>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Drawer.Portal>
    </Drawer.Root>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '메뉴 열기' }));
    const sheet = await screen.findByRole('dialog', { name: '내 정보' });
    await expect(sheet.classList.contains('drawer__content')).toBe(true);
    await expect(
      document.querySelector('[data-scope="dialog"][data-part="positioner"]')?.classList.contains('drawer__positioner--side_left'),
    ).toBe(true);
    await expect(sheet).toHaveAccessibleDescription('홍길동 님, 계약회원(개인)으로 로그인했습니다.');
    await userEvent.click(within(sheet).getByRole('button', { name: '메뉴 닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
