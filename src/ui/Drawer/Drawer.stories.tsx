import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { DrawerFrame } from './DrawerFrame';
import { IconButton } from '../IconButton/IconButton';
import { Link } from '../Link/Link';
import { MenuIcon } from '../icons';

const links = ['제품검색', '실적관리', '정산', '커뮤니티', '영업대행상품', '이벤트', '공지사항'];

const meta = {
  title: 'Components/Drawer',
  // Overlays (portals, focus traps) each get their own iframe on the docs page.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  component: DrawerFrame,
  args: {
    title: '전체 메뉴',
    trigger: (
      <IconButton aria-label="메뉴 열기">
        <MenuIcon />
      </IconButton>
    ),
    children: (
      <nav aria-label="주 메뉴">
        <ul className={css({ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: '1' })}>
          {links.map((l) => (
            <li key={l}>
              <Link href="#" tone="neutral" underline="none" className={css({ display: 'block', py: '2.5', textStyle: 'largeText.M' })}>
                {l}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    ),
  },
} satisfies Meta<typeof DrawerFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '메뉴 열기' }));
    const sheet = await screen.findByRole('dialog', { name: '전체 메뉴' });
    await expect(within(sheet).getByRole('link', { name: '정산' })).toBeInTheDocument();
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: '메뉴 열기' })).toHaveFocus());
  },
};

export const OpenRight: Story = { args: { defaultOpen: true } };
export const OpenLeft: Story = { args: { defaultOpen: true, side: 'left' } };

export const LongKoreanText: Story = {
  args: {
    defaultOpen: true,
    title: '전체 메뉴 — 계약회원 전용 메뉴 포함 (실적관리, 정산, 매출통계)',
    children: (
      <p className={css({ textStyle: 'mediumText.R', whiteSpace: 'normal', wordBreak: 'keep-all', m: 0 })}>
        계약회원은 실적(EDI) 입력, 소속 딜러 관리, 제약사별·딜러별 정산내역과 매출통계를 이용할 수 있습니다. 계약을 신청하려면
        마이페이지에서 계약하기를 눌러주세요.
      </p>
    ),
  },
};
