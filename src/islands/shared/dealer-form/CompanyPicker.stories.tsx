import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { css } from 'styled-system/css';
import type { DrugCompany } from '../../../api/types';
import { CompanyPicker, type CompanyPickerProps } from './CompanyPicker';
import { companies } from './story-fixtures';

/** The drug-company picker: a search over checkboxes; the chosen companies are chips with a remove button. */
function Controlled(
  props: Omit<CompanyPickerProps, 'chosen' | 'onChange'> & { initial?: DrugCompany[]; onChange?: (c: DrugCompany[]) => void },
) {
  const [chosen, setChosen] = useState(props.initial ?? []);
  return (
    <div className={css({ maxW: '400px' })}>
      <CompanyPicker
        {...props}
        chosen={chosen}
        onChange={(next) => {
          setChosen(next);
          props.onChange?.(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Islands/DealerManager/CompanyPicker',
  component: Controlled,
  args: { companies, onChange: fn() },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pick: Story = {
  name: '검색해서 고르기',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '제약사 검색' }), '종근');
    const list = canvas.getByRole('list', { name: '거래제약사 목록' });
    await expect(
      within(list)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['종근당']);
    await userEvent.click(within(list).getByRole('checkbox', { name: '종근당' }));
    const chips = await canvas.findByRole('list', { name: '선택한 거래제약사' });
    await expect(within(chips).getByText('종근당')).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith([companies[1]]);
    await userEvent.clear(canvas.getByRole('searchbox', { name: '제약사 검색' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: '제약사 검색' }), '없는회사');
    await expect(canvas.getByText('‘없는회사’에 맞는 제약사가 없습니다.')).toBeInTheDocument();
  },
};

export const WithChosen: Story = {
  name: '선택한 제약사',
  args: { initial: [companies[0]!, companies[2]!, companies[4]!] },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const chips = canvas.getByRole('list', { name: '선택한 거래제약사' });
    await expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['한미약품', '유한양행', '보령']);
    await step('the chosen companies are checked in the list', async () => {
      await expect(canvas.getByRole('checkbox', { name: '유한양행' })).toBeChecked();
      await expect(canvas.getByRole('checkbox', { name: '종근당' })).not.toBeChecked();
    });
    await step('removing a chip by keyboard moves the focus to the next chip', async () => {
      const remove = canvas.getByRole('button', { name: '유한양행 빼기' });
      remove.focus();
      await userEvent.keyboard('{Enter}');
      await expect(within(chips).queryByText('유한양행')).not.toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: '보령 빼기' })).toHaveFocus();
      await expect(canvas.getByRole('checkbox', { name: '유한양행' })).not.toBeChecked();
    });
    await step('unchecking removes the chip too', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: '보령' }));
      await expect(
        within(chips)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['한미약품']);
    });
  },
};

export const Unavailable: Story = {
  name: '제약사 목록 오류',
  args: { companies: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('제약사 목록을 불러오지 못했습니다.');
  },
};

export const WithError: Story = {
  name: '선택 안 함',
  args: { errorText: '거래제약사를 1개 이상 선택해 주세요.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: /거래제약사/ })).toHaveAccessibleDescription(/거래제약사를 1개 이상 선택해 주세요./);
    await expect(canvas.getByRole('searchbox', { name: '제약사 검색' })).toHaveAttribute('aria-invalid', 'true');
  },
};
