import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductDialog } from './ProductDialog';
import { mockApi } from '../shared/story-fixtures';
import { clientShares, settlementRoutes, settlements } from './story-fixtures';

/** 정산승인내역 상세(거래처별 제품): the header, the lines sorted as the label says, rates as the API sends them. */
const meta = {
  title: 'Islands/SettlementList/ProductDialog',
  component: ProductDialog,
  args: { settlement: settlements[0]!, partner: clientShares[0]!, onClose: fn() },
  beforeEach: mockApi(settlementRoutes),
} satisfies Meta<typeof ProductDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const amounts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[3]!.textContent);

export const Default: Story = {
  name: '제품별 정산내역',
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: '정산승인내역 상세(거래처별 제품)' }));
    await expect(dialog.getByText('23353833')).toBeVisible();
    await expect(dialog.getByText('2026-10')).toBeVisible();
    const table = dialog.getByRole('table');
    await expect(await within(table).findByText('30.42%')).toBeVisible();
    await expect(within(table).getByText('1.5%')).toBeVisible();
    await expect(within(table).getByText('반품 1건 차감')).toBeVisible();
    await expect(amounts(table)).toEqual(['439,845원', '83,956원', '29,700원', '3,616원']);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: '정렬기준' }), '처방금액 낮은순');
    await expect(amounts(table)).toEqual(['3,616원', '29,700원', '83,956원', '439,845원']);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: '정렬기준' }), '제품명순');
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('보령알렌드론산정');
  },
};

export const Failed: Story = {
  name: '불러오기 실패',
  beforeEach: mockApi([[/./, 500]]),
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: '정산승인내역 상세(거래처별 제품)' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('제품별 정산내역을 불러오는 중 오류가 발생했습니다.');
  },
};
