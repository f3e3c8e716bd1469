import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs } from './Tabs';
import { Text } from '../Text/Text';

const items = [
  { value: 'total', label: '전체', content: <Text as="p">전체 매출 통계입니다.</Text> },
  { value: 'client', label: '거래처별', content: <Text as="p">거래처별 매출 통계입니다.</Text> },
  { value: 'chart', label: '차트', content: <Text as="p">월별 차트입니다.</Text> },
  { value: 'disabled', label: '준비중', content: null, disabled: true },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { items, 'aria-label': '매출통계 보기 방식', onValueChange: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: '전체' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(first);
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('tab', { name: '거래처별' });
    await waitFor(() => expect(second).toHaveFocus());
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('client');
    await waitFor(() => expect(canvas.getByRole('tabpanel', { name: '거래처별' })).toHaveTextContent('거래처별 매출 통계입니다.'));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: '차트' })).toHaveFocus());
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(first).toHaveFocus());
  },
};

export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '전체' }));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: '거래처별' })).toHaveFocus());
    await expect(canvas.getByRole('tab', { name: '거래처별' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: '거래처별' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const LongKoreanText: Story = {
  args: {
    items: [
      { value: 'a', label: '제약사별 정산내역 상세 조회', content: <Text as="p">첫 번째</Text> },
      { value: 'b', label: '딜러별 정산내역 및 이의신청 현황', content: <Text as="p">두 번째</Text> },
    ],
  },
};
