import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import type { DrugCompany } from '../../api/types';
import { CompanyPicker, type CompanyPickerProps } from './CompanyPicker';
import { companies } from './story-data';

/** The drug-company picker: search and add one company at a time; the chosen ones are chips with a remove button. */
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
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  args: { companies, onChange: fn() },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pick: Story = {
  name: '검색해서 추가',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: /거래제약사/ });
    await userEvent.type(input, '종근');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['종근당']),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const chips = await canvas.findByRole('list', { name: '선택한 거래제약사' });
    await expect(within(chips).getByText('종근당')).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith([companies[1]]);
    await waitFor(() => expect(input).toHaveValue(''));
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
    await step('a chosen company leaves the options', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: /거래제약사/ }));
      const listbox = await screen.findByRole('listbox');
      await waitFor(() =>
        expect(
          within(listbox)
            .getAllByRole('option')
            .map((o) => o.textContent),
        ).toEqual(['종근당', '대웅제약']),
      );
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    });
    await step('removing a chip by keyboard moves the focus to the next chip', async () => {
      const remove = canvas.getByRole('button', { name: '유한양행 빼기' });
      remove.focus();
      await waitFor(() => expect(remove).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await expect(within(chips).queryByText('유한양행')).not.toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: '보령 빼기' })).toHaveFocus();
    });
  },
};

export const Unavailable: Story = {
  name: '제약사 목록 오류',
  args: { companies: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: /거래제약사/ })).toBeDisabled();
  },
};

export const WithError: Story = {
  name: '선택 안 함',
  args: { errorText: '거래제약사를 1개 이상 선택해 주세요.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: /거래제약사/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('거래제약사를 1개 이상 선택해 주세요.')).toBeInTheDocument();
  },
};
