import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { readSettlementConsole } from '../../../lib/settlement-console-query';
import { type Call, mockServer } from '../../shared/story-server';
import { SettlementList } from './SettlementList';
import { keysetOf, MONTH, monthRows } from './story-fixtures';

const calls: Call[] = [];
const initialState = { ...readSettlementConsole(''), month: MONTH } as const;

/** 정산관리's list: a month's member settlements, the state filter and search in the URL, a page at a time. */
const meta = {
  title: 'Islands/Admin/SettlementList',
  component: SettlementList,
  args: { initialState, initialPage: keysetOf(monthRows, '105') },
  beforeEach: () => {
    calls.length = 0;
    return mockServer([['GET', /^\/v1\/admin\/settlements\/member-months$/, () => keysetOf(monthRows.slice(1, 2))]], calls)();
  },
} satisfies Meta<typeof SettlementList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  name: '목록 (미확정, 확정 준비, 확정)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '이서연(partner001)' })).toHaveAttribute('href', '/admin/settlements/1');
    await expect(canvas.getAllByText('확정 준비').length).toBeGreaterThan(0);
    await expect(canvas.getByText(/금액 변경됨/)).toBeVisible();
  },
};

export const Filtering: Story = {
  name: '상태로 거르기',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('확정 상태'), 'PREPARED');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('state')).toBe('PREPARED'));
    await expect(calls.at(-1)?.url.searchParams.get('month')).toBe(MONTH);
  },
};

export const NextPage: Story = {
  name: '다음 페이지',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('after')).toBe('105'));
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  beforeEach: mockServer([['GET', /^\/v1\/admin\/settlements\/member-months$/, 'never']]),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '검색' }));
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const Empty: Story = {
  name: '정산 없음',
  args: { initialPage: keysetOf([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/이 달에는 정산할 회원이 없습니다/)).toBeVisible();
  },
};

export const Failed: Story = {
  name: '불러오지 못함',
  args: { initialPage: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('정산 목록을 불러오는 중 오류가 발생했습니다');
  },
};
