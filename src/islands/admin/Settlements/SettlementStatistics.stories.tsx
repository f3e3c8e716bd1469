import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SettlementStatistics } from './SettlementStatistics';
import { pageOf, statistics, topMembers } from './story-fixtures';

/** 정산 통계: a range of months, totals by month and drug company, the top members and the .xlsx link. */
const meta = {
  title: 'Islands/Admin/SettlementStatistics',
  component: SettlementStatistics,
  args: { startMonth: '2026-01', endMonth: '2026-03', statistics, topMembers },
} satisfies Meta<typeof SettlementStatistics>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Range: Story = {
  name: '기간 통계',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '엑셀 다운로드' })).toHaveAttribute(
      'href',
      '/v1/admin/settlements/statistics.xlsx?startMonth=2026-01&endMonth=2026-03',
    );
    await expect(canvas.getByText('2026년 01월 ~ 2026년 03월 합계')).toBeVisible();
  },
};

export const Empty: Story = {
  name: '정산 없는 기간',
  args: { statistics: { ...statistics, months: [], drugCompanies: [] }, topMembers: pageOf([], 0, 0, 10) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('이 기간에는 정산이 없습니다.').length).toBe(2);
  },
};

export const Refused: Story = {
  name: '기간이 너무 김',
  args: { statistics: null, topMembers: null, problem: '기간은 36개월까지 볼 수 있습니다.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('36개월까지');
  },
};

export const Failed: Story = {
  name: '불러오지 못함',
  args: { statistics: null, topMembers: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('정산 통계를 불러오지 못했습니다');
  },
};
