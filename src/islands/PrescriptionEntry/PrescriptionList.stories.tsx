import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PrescriptionList } from './PrescriptionList';
import { pageOf } from '../shared/story-fixtures';
import { records } from './story-fixtures';

/** The member's EDI records in each state: filled, loading, empty (first visit and no results) and failed. */
const meta = {
  title: 'Islands/PrescriptionEntry/PrescriptionList',
  component: PrescriptionList,
  args: {
    state: { page: 1, searchType: 'institutionName', keyword: '' },
    page: { ...pageOf(records, 0, 10), totalElements: 34, totalPages: 4 },
    onChange: fn(),
    onRetry: fn(),
    onOpen: fn(),
  },
} satisfies Meta<typeof PrescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: '목록',
  args: { openId: 600 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '실적(EDI) 목록' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(within(table).getAllByText('김민수(한빛제약)').length).toBeGreaterThan(0);
    await expect(within(table).getAllByText('2026년 10월').length).toBe(4);
    await expect(within(table).getAllByText('접수대기').length).toBeGreaterThan(0);
    await expect(canvas.getByText('전체 34건')).toBeInTheDocument();
    // The open record's name is marked; another opens on a click.
    await expect(canvas.getByRole('button', { name: records[0]!.institutionName })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: records[1]!.institutionName }));
    await expect(args.onOpen).toHaveBeenCalledWith(599);
    // Pages are links; a click becomes a state change.
    await userEvent.click(canvas.getByRole('link', { name: '페이지 2' }));
    await expect(args.onChange).toHaveBeenCalledWith({ page: 2, searchType: 'institutionName', keyword: '' });
  },
};

export const Search: Story = {
  name: '검색 항목과 안내 문구',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const keyword = canvas.getByRole('searchbox', { name: '검색어' });
    await expect(keyword).toHaveAttribute('placeholder', '거래처명을 검색하세요.');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '검색 항목' }), '딜러명');
    await expect(keyword).toHaveAttribute('placeholder', '딜러명을 검색하세요.');
    await userEvent.type(keyword, '김민수');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    await expect(args.onChange).toHaveBeenCalledWith({ page: 1, searchType: 'dealerName', keyword: '김민수' });
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { page: null, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: '실적(EDI) 목록' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('불러오는 중…');
  },
};

export const Empty: Story = {
  name: '빈 목록',
  args: { page: pageOf([], 0, 10) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('아직 등록한 실적(EDI)이 없습니다.')).toBeInTheDocument();
  },
};

export const NoResults: Story = {
  name: '검색 결과 없음',
  args: { page: pageOf([], 0, 10), state: { page: 1, searchType: 'dealerName', keyword: '최' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('‘최’에 맞는 실적이 없습니다.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '검색 지우기' }));
    await expect(args.onChange).toHaveBeenCalledWith({ page: 1, searchType: 'dealerName', keyword: '' });
  },
};

export const Failed: Story = {
  name: '불러오기 실패',
  args: { page: null, failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('처방내역 목록을 불러오는 중 오류가 발생했습니다.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
