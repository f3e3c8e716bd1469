import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { BankPicker } from './BankPicker';

/** 정산은행: the 32 banks and 29 brokerages, searchable, under 은행 / 증권사 headings (kit Combobox with groups). */
const meta = {
  title: 'Islands/PartnerContract/BankPicker',
  component: BankPicker,
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
  args: { value: null, onValueChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <BankPicker
        {...args}
        value={value}
        onValueChange={(v) => {
          setValue(v);
          args.onValueChange(v);
        }}
      />
    );
  },
  decorators: [
    (Story) => (
      <div className={css({ maxW: '360px' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BankPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: '선택 전' };

export const Open: Story = {
  name: '목록 (은행 · 증권사)',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: '정산은행' }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(61));
    await expect(within(listbox).getByText('은행')).toBeInTheDocument();
    await expect(within(listbox).getByText('증권사')).toBeInTheDocument();
  },
};

export const Search: Story = {
  name: '검색해서 고르기',
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: '정산은행' });
    await userEvent.type(input, '카카오');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['카카오뱅크', '카카오페이증권']),
    );
    await userEvent.click(within(listbox).getByRole('option', { name: '카카오페이증권' }));
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('카카오페이증권'));
    await expect(input).toHaveValue('카카오페이증권');
  },
};

export const NotFound: Story = {
  name: '검색 결과 없음',
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: '정산은행' }), '없는은행');
    await expect(await screen.findByText('찾는 은행이나 증권사가 없습니다.')).toBeInTheDocument();
  },
};

export const Chosen: Story = { name: '선택됨', args: { value: '국민은행' } };
export const WithError: Story = { name: '오류', args: { errorText: '정산은행을 선택해 주세요.' } };
export const Disabled: Story = { name: '사용 불가', args: { value: '신한은행', disabled: true } };
