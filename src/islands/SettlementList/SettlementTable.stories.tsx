import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettlementTable } from './SettlementTable';
import { pageOf } from '../shared/story-fixtures';
import { confirmedSettlements, settlements, unconfirmedSettlements } from './story-fixtures';

/** The dealers' settlements of a month in each state: filled with a selected row, loading, empty and failed. */
const meta = {
  title: 'Islands/SettlementList/SettlementTable',
  component: SettlementTable,
  args: {
    state: { month: '2026-10', page: 1, searchType: 'drugCompanyName', keyword: '' },
    page: { ...pageOf(settlements, 0, 10), totalElements: 15, totalPages: 2 },
    total: 2_221_122,
    selectedId: null,
    onChange: fn(),
    onRetry: fn(),
    onSelect: fn(),
  },
} satisfies Meta<typeof SettlementTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: '목록',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: /2026년 10월 딜러별 정산내역/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).getByText('정산요청')).toBeVisible();
    await expect(within(table).getByText('이의신청')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('처방금액 합계 : 2,221,122원 (15건)');
    await expect(canvas.getByRole('link', { name: '파일다운로드' })).toHaveAttribute(
      'href',
      '/v1/settlements/excel-download?startMonth=2026-10-01&endMonth=2026-10-01',
    );
    await userEvent.click(within(table).getAllByRole('button', { name: '김민수' })[1]!);
    await expect(args.onSelect).toHaveBeenCalledWith(settlements[1]);
    await userEvent.click(canvas.getByRole('link', { name: '페이지 2' }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...args.state, page: 2 });
  },
};

export const Selected: Story = {
  name: '선택된 행',
  args: { selectedId: 162 },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows[3]).toHaveAttribute('aria-selected', 'true');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'false');
    await expect(within(rows[3]!).getByRole('button', { name: '이서연' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Search: Story = {
  name: '검색 항목과 안내 문구',
  args: { state: { month: '2026-10', page: 1, searchType: 'dealerName', keyword: '김민수' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const keyword = canvas.getByRole('searchbox', { name: '검색어' });
    await expect(keyword).toHaveAttribute('placeholder', '딜러명을 검색하세요.');
    await expect(canvas.getByRole('link', { name: '파일다운로드' })).toHaveAttribute('href', expect.stringContaining('dealerName='));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '검색 항목' }), '제약사명');
    await expect(keyword).toHaveAttribute('placeholder', '제약사명을 검색하세요.');
    await userEvent.clear(keyword);
    await userEvent.type(keyword, '한빛');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    await expect(args.onChange).toHaveBeenCalledWith({ month: '2026-10', page: 1, searchType: 'drugCompanyName', keyword: '한빛' });
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { page: null, total: null, loading: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  name: '정산내역 없음',
  args: { page: pageOf([], 0, 10), total: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2026년 10월 정산내역이 없습니다.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '이전 달 보기' }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...args.state, month: '2026-09' });
  },
};

export const Failed: Story = {
  name: '불러오기 실패',
  args: { page: null, total: null, failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('정산내역 목록을 불러오는 중 오류가 발생했습니다.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Confirmed: Story = {
  name: '확정된 달: 정산서와 답변',
  args: { page: { ...pageOf(confirmedSettlements, 0, 10), totalElements: 5, totalPages: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /딜러별 정산내역/ })).toHaveTextContent('확정');
    await expect(canvas.getByRole('link', { name: '정산서(PDF)' })).toHaveAttribute(
      'href',
      '/v1/settlements/statement.pdf?settlementMonth=2026-10',
    );
    const table = canvas.getByRole('table', { name: /2026년 10월 딜러별 정산내역/ });
    await expect(within(table).getByText('지급완료')).toBeVisible();
    await expect(within(table).getByText('이의신청 거절')).toBeVisible();
  },
};

export const Unconfirmed: Story = {
  name: '확정 전: 정산서 없음',
  args: { page: { ...pageOf(unconfirmedSettlements, 0, 10), totalElements: 5, totalPages: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /딜러별 정산내역/ })).toHaveTextContent('미확정');
    await expect(canvas.queryByRole('link', { name: '정산서(PDF)' })).toBeNull();
    await expect(canvas.getByText('정산서(PDF)는 정산이 확정되면 받을 수 있습니다.')).toBeVisible();
  },
};

export const AddedFee: Story = {
  name: '확정된 달: 추가수수료 포함 정산금액 합계',
  args: {
    page: {
      ...pageOf(confirmedSettlements, 0, 10),
      totalElements: 5,
      totalPages: 1,
      totals: {
        prescriptionAmount: 2_221_122,
        feeAmount: 752_410,
        extraFeeAmount: 12_300,
        addedFeeAmount: 123_457,
        totalAmount: 888_167,
        supplyAmount: 807_424,
        taxAmount: 80_743,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/정산금액 합계/)).toHaveTextContent('정산금액 합계 : 888,167원 (추가수수료 123,457원 포함)');
  },
};
