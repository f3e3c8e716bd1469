import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CompanyFigures } from './CompanyFigures';
import { companies, monthly, state, totalData } from './story-fixtures';

/** The chart and its table: lines keyed by company name, toggled by the rows' checkboxes; tooltips on hover and focus. */
const meta = {
  title: 'Islands/SalesStatistic/CompanyFigures',
  component: CompanyFigures,
  args: { state, data: totalData, onClearKeyword: fn() },
} satisfies Meta<typeof CompanyFigures>;
export default meta;
type Story = StoryObj<typeof meta>;

const lines = (root: HTMLElement) => [...root.querySelectorAll('g[data-series]')].map((g) => g.getAttribute('data-series'));

export const Several: Story = {
  name: '여러 제약사',
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(lines(canvasElement)).toHaveLength(5));
    expect(lines(canvasElement)).toEqual(companies.slice(0, 5).map((c) => c.drugCompany));
    // Every month of the range has a tick; the screen-reader table has a row per month.
    const table = within(canvasElement).getByRole('table', { name: '그래프의 월별 정산(합계)금액(VAT포함)' });
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
  },
};

export const ToggledOff: Story = {
  name: '선 끄고 켜기',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = companies[1]!.drugCompany;
    await waitFor(() => expect(lines(canvasElement)).toContain(name));
    await userEvent.click(canvas.getByRole('checkbox', { name }));
    await waitFor(() => expect(lines(canvasElement)).not.toContain(name));
    await expect(canvas.getByRole('list', { name: '범례' })).not.toHaveTextContent(name);
    // A company outside the top five is added by name.
    const other = companies[6]!.drugCompany;
    await userEvent.click(canvas.getByRole('checkbox', { name: other }));
    await waitFor(() => expect(lines(canvasElement)).toContain(other));
  },
};

export const NoneTicked: Story = {
  name: '모두 끔',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: '표의 제약사 모두 그래프에 표시' });
    await userEvent.click(all); // some ticked → all
    await userEvent.click(all); // all → none
    await expect(canvas.getByText('아래 표에서 제약사를 선택하면 월별 추이가 그래프로 표시됩니다.')).toBeInTheDocument();
    expect(lines(canvasElement)).toHaveLength(0);
  },
};

export const OneMonth: Story = {
  name: '한 달',
  args: {
    state: { ...state, startMonth: '2026-10', endMonth: '2026-10' },
    data: { companies, monthly: monthly.filter((r) => r.settlementMonth.startsWith('2026-10')) },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('g[data-series] circle').length).toBeGreaterThan(0));
    await expect(within(canvasElement).getAllByText('2026년 10월').length).toBeGreaterThan(0);
  },
};

export const Tooltip: Story = {
  name: '툴팁 (키보드)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const top = companies[0]!.drugCompany;
    const chart = canvas.getByRole('application', { name: /제약사별 월 정산금액 그래프/ });
    await waitFor(() => expect(lines(canvasElement)).toHaveLength(5));
    chart.focus();
    const tip = await canvas.findByRole('status');
    const last = monthly.find((r) => r.drugCompany === top && r.settlementMonth.startsWith('2026-10'))?.totalAmount ?? 0;
    await expect(tip).toHaveTextContent(top);
    await expect(tip).toHaveTextContent(`2026년 10월 · ${last.toLocaleString('ko-KR')}원`);
    await userEvent.keyboard('{ArrowDown}');
    await expect(tip).toHaveTextContent(companies[1]!.drugCompany);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tip).toHaveTextContent('2026년 09월');
  },
};
