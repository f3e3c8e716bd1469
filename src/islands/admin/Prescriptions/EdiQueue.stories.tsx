import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EdiQueue } from './EdiQueue';
import { pageOf, queueItems } from './story-fixtures';

/**
 * EDI 접수·입력's queue: the open records oldest first with their age, who holds each 처리중 record (me, another, a
 * lapsed claim), the filters (settlement month, member search, 내가 처리 중, a member's or a company's chip), paging,
 * the empty queue, a search that found nothing, and a failed load.
 */
const meta = {
  title: 'Islands/Admin/Prescriptions/EdiQueue',
  component: EdiQueue,
  args: { state: { page: 1, keyword: '', filters: {} }, page: pageOf(queueItems, 4), latestMonth: '2026-12' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EdiQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  name: '처리할 실적',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: /연세바른내과의원/ })[0]).toHaveAttribute('href', '/admin/prescriptions/101');
    await expect(canvas.getByText('박운영')).toBeVisible();
    await expect(canvas.getByText('시간 지남')).toBeVisible();
  },
};

export const Paged: Story = { name: '여러 페이지', args: { page: pageOf(queueItems, 87), state: { page: 1, keyword: '', filters: {} } } };

export const Filtered: Story = {
  name: '제약사·정산월 필터',
  args: {
    state: { page: 1, keyword: '', filters: { company: '3', month: '2026-12' } },
    page: pageOf(
      queueItems.filter((r) => r.drugCompany.id === 3),
      3,
    ),
  },
};

export const Empty: Story = {
  name: '비어 있음',
  args: { page: pageOf([], 0) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('처리할 실적이 없습니다. 새로 접수되면 여기에 표시됩니다.')).toBeVisible();
  },
};

export const NothingFound: Story = {
  name: '검색 결과 없음',
  args: { state: { page: 1, keyword: 'zzz', filters: {} }, page: pageOf([], 0) },
};

export const Completed: Story = {
  name: '입력완료 탭',
  args: {
    state: { page: 1, keyword: '', filters: { status: 'COMPLETED' } },
    page: pageOf(queueItems.slice(0, 2).map((r) => ({ ...r, status: 'COMPLETED' as const, claim: null, amount: 2_310_500 }))),
  },
};

export const LoadFailed: Story = {
  name: '불러오기 실패',
  args: { page: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('실적 목록을 불러오지 못했습니다');
  },
};
