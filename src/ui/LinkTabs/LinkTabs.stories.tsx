import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkTabs, isLinkTabActive } from './LinkTabs';

const settlement = [
  { label: '제약사별 정산내역', href: '/settlement-drug-company' },
  { label: '딜러별 정산내역', href: '/settlement-list' },
  { label: '매출통계', href: '/sales-statistic' },
];

const meta = {
  title: 'Components/LinkTabs',
  component: LinkTabs,
  args: { items: settlement, currentPath: '/settlement-list', 'aria-label': '정산' },
} satisfies Meta<typeof LinkTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '정산' });
    const current = within(nav).getByRole('link', { name: '딜러별 정산내역' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: '매출통계' })).not.toHaveAttribute('aria-current');
    // Active on the target itself and below it, not on a mere prefix.
    await expect(isLinkTabActive(settlement[1]!, '/settlement-list/12')).toBe(true);
    await expect(isLinkTabActive(settlement[1]!, '/settlement-list-old')).toBe(false);
  },
};

export const Performance: Story = {
  args: {
    'aria-label': '실적관리',
    currentPath: '/prescriptions',
    items: [
      { label: '실적입력(EDI)', href: '/prescriptions' },
      { label: '소속딜러 관리', href: '/dealers' },
    ],
  },
};

export const Community: Story = {
  args: {
    'aria-label': '커뮤니티',
    currentPath: '/community/anonymous/31',
    items: [
      { label: '신규처 매칭', href: '/community/mr-cso-matching' },
      { label: '익명게시판', href: '/community/anonymous' },
    ],
  },
};

export const LongKoreanText: Story = {
  args: {
    currentPath: '/a',
    items: [
      { label: '제약사별 정산내역 상세 및 이의신청 내역', href: '/a' },
      { label: '딜러별 정산내역', href: '/b' },
    ],
  },
};
