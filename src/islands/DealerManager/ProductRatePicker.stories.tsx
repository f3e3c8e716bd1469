import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import type { ProductSummary } from '../../api/types';
import { pageOf } from '../shared/story-fixtures';
import type { RateRow } from './contract-form';
import { productRoute, products } from './contract-story-fixtures';
import { type Call, mockServer, refusal, type Route } from '../shared/story-server';
import { ProductRatePicker, type ProductRatePickerProps } from './ProductRatePicker';

/** The picker with its rows held here, as the form holds them. */
function Controlled(props: Omit<ProductRatePickerProps, 'rows' | 'onChange' | 'idOf'> & { onChange?: (rows: RateRow[]) => void }) {
  const [rows, setRows] = useState<RateRow[]>([]);
  return (
    <div className={css({ maxW: '640px' })}>
      <ProductRatePicker
        {...props}
        rows={rows}
        idOf={(part) => `story-${part}`}
        onChange={(next) => {
          setRows(next);
          props.onChange?.(next);
        }}
      />
    </div>
  );
}

/**
 * 품목별 수수료율 on its own: the catalogue search of the dealer's drug company in its states (none matching, a
 * catalogue larger than shown, failed and tried again) and a dealer row without a drug company.
 */
const meta = {
  title: 'Islands/DealerManager/ProductRatePicker',
  component: Controlled,
  args: { companyName: '한미약품', errors: {}, onChange: fn() },
  beforeEach: mockServer([productRoute]),
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoMatch: Story = {
  name: '맞는 품목 없음',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: '아모잘탄정5/50밀리그램' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: '한미약품 품목 검색' }), '없는약');
    await expect(await canvas.findByText('‘없는약’에 맞는 품목이 없습니다.')).toBeVisible();
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** 45 products of 한미약품: the first page of 30 is shown, with how many there are. */
const many: ProductSummary[] = Array.from({ length: 45 }, (_, i) => ({
  ...products[i % products.length]!,
  id: 200 + i,
  productName: `한미제품${String(i + 1).padStart(2, '0')}정`,
}));
const manyRoute: Route = ['GET', /^\/v1\/products$/, (call) => pageOf(many, 0, Number(call.url.searchParams.get('size')))];

export const Many: Story = {
  name: '품목이 많을 때',
  beforeEach: mockServer([manyRoute]),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('45개 중 30개를 보여 드립니다. 제품명으로 찾아 주세요.')).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(30);
    await userEvent.click(canvas.getByRole('checkbox', { name: '한미제품02정' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ productId: 201, productName: '한미제품02정', rate: '' }]);
    const picked = canvas.getByRole('table', { name: '고른 품목과 수수료율' });
    await userEvent.type(within(picked).getByRole('textbox', { name: '한미제품02정 수수료율(%)' }), '12,5%');
    await expect(within(picked).getByRole('textbox', { name: '한미제품02정 수수료율(%)' })).toHaveValue('12.5');
  },
};

/** The catalogue as productRoute answers it. */
const catalogue = productRoute[2] as (call: Call) => unknown;
let asked = 0;
export const Failed: Story = {
  name: '품목 불러오기 실패',
  beforeEach: () => {
    asked = 0;
    return mockServer([
      ['GET', /^\/v1\/products$/, (call) => (asked++ ? catalogue(call) : refusal(500, 'ERROR', '서버에 문제가 생겼습니다.'))],
    ])();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('품목을 불러오지 못했습니다.');
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByRole('checkbox', { name: '로수젯정10/10밀리그램' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

export const NoCompany: Story = {
  name: '제약사 없는 딜러',
  args: { companyName: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('이 딜러의 제약사를 알 수 없어 품목을 고를 수 없습니다.');
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: /품목별 수수료율/ })).toBeVisible();
  },
};
