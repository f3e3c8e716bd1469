import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatsView } from './StatsView';
import { clientData, clientPage, clients, companies, latest, state, totalData } from './story-fixtures';

/**
 * The statistics screen in each state: 전체매출 with the chart, 거래처매출 (a page of the list, a name searched on the
 * server), a client's figures, loading, empty, failed. The list's own states are in ClientList's stories.
 */
const meta = {
  title: 'Islands/SalesStatistic/StatsView',
  component: StatsView,
  args: {
    state,
    data: totalData,
    latest,
    earliest: '2021-01',
    hrefOf: (s) => `/sales-statistic?tab=${s.tab}&page=${s.page}&institution=${s.institution}`,
    onChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof StatsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

export const Total: Story = {
  name: '전체매출',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '전체매출' })).toHaveAttribute('aria-current', 'true');
    const table = canvas.getByRole('table', { name: '제약사별 매출' });
    await expect(within(table).getAllByRole('row')).toHaveLength(companies.length + 2);
    await expect(within(table).getByText(won(companies[0]!.totalAmount))).toBeInTheDocument();
    const sum = companies.reduce((a, c) => a + c.totalAmount, 0);
    await expect(within(table).getByText(won(sum))).toBeInTheDocument();
    // The top five companies are drawn, the others are not.
    await expect(within(table).getAllByRole('checkbox', { checked: true })).toHaveLength(5);
    await expect(canvas.getByRole('list', { name: '범례' }).children).toHaveLength(5);
    await expect(canvas.getByText('2025년 11월 ~ 2026년 10월')).toBeInTheDocument();
    await expect(canvas.queryByText(/만원단위/)).toBeNull();
  },
};

export const Search: Story = {
  name: '검색 (월 누락 안내)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: '제약사명' })).toHaveAttribute('placeholder', '검색');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '시작 월' }), '');
    await userEvent.click(canvas.getByRole('button', { name: '조회' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('시작월과 종료월을 모두 입력해주세요.');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '시작 월' }), '3');
    await userEvent.type(canvas.getByRole('searchbox', { name: '제약사명' }), '한빛');
    await userEvent.click(canvas.getByRole('button', { name: '조회' }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...state, startMonth: '2025-03', keyword: '한빛' });
  },
};

export const Filtered: Story = {
  name: '키워드로 거른 표',
  args: { state: { ...state, keyword: '제약' } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '제약사별 매출' });
    const shown = companies.filter((c) => c.drugCompany.includes('제약'));
    for (const c of shown) await expect(within(table).getByRole('checkbox', { name: c.drugCompany })).toBeInTheDocument();
    await expect(within(table).queryByRole('checkbox', { name: '대성약품' })).toBeNull();
  },
};

export const Clients: Story = {
  name: '거래처매출 (첫 페이지)',
  args: { state: { ...state, tab: 'INDIVIDUAL' }, data: { clients: clientPage(1) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: '거래처명' })).toHaveAttribute('placeholder', '거래처명을 입력해주세요.');
    await expect(canvas.getByText('2025년 11월 ~ 2026년 10월 · 전체 47건')).toBeInTheDocument();
    const table = canvas.getByRole('table', { name: '거래처별 매출' });
    await expect(within(table).getAllByRole('link', { name: /선택$/ })).toHaveLength(20);
    await expect(within(table).getByRole('rowheader', { name: '이 페이지 합계' })).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('link', { name: '밝은안과의원 선택' }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...state, tab: 'INDIVIDUAL', institution: 'H31002' });
    // The pager's pages are links to the same list's other pages (ClientList's stories turn them).
    const pager = canvas.getByRole('navigation', { name: '거래처 목록 페이지' });
    await expect(within(pager).getByRole('link', { name: '페이지 1' })).toHaveAttribute('aria-current', 'page');
    await expect(within(pager).getByRole('link', { name: '페이지 3' })).toHaveAttribute(
      'href',
      '/sales-statistic?tab=INDIVIDUAL&page=3&institution=',
    );
  },
};

// The server filters the clients by name and pages the result: here the last of three pages of ‘의원’.
const found = clients.filter((c) => c.institutionName.includes('의원'));

export const ClientSearch: Story = {
  name: '거래처매출 (이름 검색, 마지막 페이지)',
  args: { state: { ...state, tab: 'INDIVIDUAL', keyword: '의원', page: 3 }, data: { clients: clientPage(3, found) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(`2025년 11월 ~ 2026년 10월 · ‘의원’ 검색 · 전체 ${found.length}건`);
    await expect(canvas.getByRole('searchbox', { name: '거래처명' })).toHaveValue('의원');
    const table = canvas.getByRole('table', { name: '거래처별 매출' });
    await expect(within(table).getAllByRole('link', { name: /선택$/ })).toHaveLength(found.length - 40);
    await expect(canvas.getByRole('link', { name: '페이지 3' })).toHaveAttribute('aria-current', 'page');
    // A new name is a new search: the list starts again at its first page.
    await userEvent.clear(canvas.getByRole('searchbox', { name: '거래처명' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: '거래처명' }), '강남');
    await userEvent.click(canvas.getByRole('button', { name: '조회' }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...state, tab: 'INDIVIDUAL', keyword: '강남', page: 1 });
  },
};

export const Client: Story = {
  name: '거래처 선택 후 (제약사별 매출과 그래프)',
  // Opened from a list filtered by the client's name: the name does not filter the client's drug companies.
  args: { state: { ...state, tab: 'INDIVIDUAL', institution: 'H31000', keyword: '서울' }, data: { ...clientData, clients: undefined } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The name comes from the client's own row (the list page is not needed for it).
    await expect(canvas.getByRole('heading', { name: '서울내과의원 제약사별 매출' })).toBeInTheDocument();
    const table = canvas.getByRole('table', { name: '거래처의 제약사별 매출' });
    await expect(within(table).getAllByRole('checkbox', { checked: true })).toHaveLength(3 + 1); // and 모두
    await userEvent.click(canvas.getByRole('link', { name: '거래처 목록으로' }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...state, tab: 'INDIVIDUAL', institution: '', keyword: '서울' });
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { data: null, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: '제약사별 매출' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('불러오는 중…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: '기간에 매출 없음',
  args: { data: { companies: [], monthly: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('검색 결과가 없습니다.')).toBeInTheDocument();
    await expect(canvas.getByText('이 기간에 정산된 매출이 없습니다. 기간을 바꿔 보세요.')).toBeInTheDocument();
  },
};

export const NoMatch: Story = {
  name: '검색 결과 없음',
  args: { state: { ...state, tab: 'INDIVIDUAL', keyword: '없는병원' }, data: { clients: clientPage(1, []) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('‘없는병원’에 맞는 거래처가 없습니다.')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent(/^2025년 11월 ~ 2026년 10월 · ‘없는병원’ 검색$/);
    await userEvent.click(canvas.getByRole('button', { name: '검색 지우기' }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...state, tab: 'INDIVIDUAL', keyword: '' });
  },
};

export const Failed: Story = {
  name: '불러오기 실패',
  args: { state: { ...state, tab: 'INDIVIDUAL' }, data: null, failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('거래처별 매출 통계 목록을 불러오는 중 오류가 발생했습니다.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
