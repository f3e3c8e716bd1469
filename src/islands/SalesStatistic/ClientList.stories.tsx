import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClientList } from './ClientList';
import { clientPage, clients, state } from './story-fixtures';

/** 거래처매출's client list, a page at a time: the pager, the totals row, loading, and the empty states. */
const meta = {
  title: 'Islands/SalesStatistic/ClientList',
  component: ClientList,
  args: {
    state: { ...state, tab: 'INDIVIDUAL' },
    page: clientPage(1),
    hrefOf: (s) => `/sales-statistic?tab=${s.tab}&page=${s.page}&institution=${s.institution}`,
    onChange: fn(),
  },
} satisfies Meta<typeof ClientList>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (root: HTMLElement) => within(within(root).getByRole('table', { name: '거래처별 매출' })).getAllByRole('row');
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

export const LastPage: Story = {
  name: '마지막 페이지',
  args: { state: { ...state, tab: 'INDIVIDUAL', page: 3 }, page: clientPage(3) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // 7 clients, the header and this page's totals.
    await expect(rowsOf(canvasElement)).toHaveLength(7 + 2);
    const sum = clients.slice(40).reduce((a, c) => a + c.totalAmount, 0);
    await expect(canvas.getByRole('rowheader', { name: '이 페이지 합계' })).toBeInTheDocument();
    await expect(canvas.getByText(won(sum))).toBeInTheDocument();
    const pager = canvas.getByRole('navigation', { name: '거래처 목록 페이지' });
    await expect(within(pager).getByRole('link', { name: '페이지 3' })).toHaveAttribute('aria-current', 'page');
    await expect(within(pager).getByRole('link', { name: '페이지 2' })).toHaveAttribute(
      'href',
      '/sales-statistic?tab=INDIVIDUAL&page=2&institution=',
    );
    await userEvent.click(within(pager).getByRole('link', { name: '이전' }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...state, tab: 'INDIVIDUAL', page: 2 });
  },
};

export const OnePage: Story = {
  name: '한 페이지 (합계, 페이지 없음)',
  args: { page: clientPage(1, clients.slice(0, 6)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rowsOf(canvasElement)).toHaveLength(6 + 2);
    await expect(canvas.getByRole('rowheader', { name: '합계' })).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const LoadingNext: Story = {
  name: '다음 페이지 불러오는 중',
  args: { state: { ...state, tab: 'INDIVIDUAL', page: 2 }, loading: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '거래처별 매출' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).queryByRole('link')).toBeNull();
    // The pager already shows the page asked for.
    await expect(within(canvasElement).getByRole('link', { name: '페이지 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LoadingFirst: Story = {
  name: '처음 불러오는 중',
  args: { page: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: '거래처별 매출' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const NoClients: Story = {
  name: '기간에 매출 없음',
  args: { page: clientPage(1, []) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('검색 결과가 없습니다.')).toBeInTheDocument();
    await expect(canvas.getByText('이 기간에 정산된 매출이 없습니다. 기간을 바꿔 보세요.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const PastTheEnd: Story = {
  name: '없는 페이지',
  args: { state: { ...state, tab: 'INDIVIDUAL', page: 9 }, page: clientPage(9) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('이 페이지에 거래처가 없습니다.')).toBeInTheDocument();
    await expect(canvas.getByText('거래처는 3페이지까지 있습니다.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '첫 페이지로' }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...state, tab: 'INDIVIDUAL', page: 1 });
  },
};
