import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { BankPicker } from './BankPicker';

/** 정산은행: the chosen institution and 은행 선택, which opens 기관선택 (은행 32 / 증권사 29 tabs, searchable). */
const meta = {
  title: 'Islands/PartnerContract/BankPicker',
  component: BankPicker,
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
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
export const Chosen: Story = { name: '선택됨', args: { value: '국민은행' } };
export const WithError: Story = { name: '오류', args: { errorText: '정산은행을 선택해 주세요.' } };
export const Disabled: Story = { name: '사용 불가', args: { value: '신한은행', disabled: true } };

export const Banks: Story = {
  name: '기관선택: 은행',
  args: { defaultOpen: true, value: '카카오뱅크' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '기관선택' });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(32));
    await expect(within(dialog).getByRole('button', { name: '카카오뱅크' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Brokerages: Story = {
  name: '기관선택: 증권사',
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '기관선택' });
    await userEvent.click(within(dialog).getByRole('tab', { name: /증권사/ }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(29));
  },
};

export const SearchAndPick: Story = {
  name: '검색해서 고르기',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '은행 선택' }));
    const dialog = await screen.findByRole('dialog', { name: '기관선택' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: '은행·증권사 검색' }), '카카오');
    await expect(within(dialog).getByRole('tab', { name: '증권사 1' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '카카오뱅크' }));
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('카카오뱅크'));
    await expect(canvas.getByRole('textbox', { name: /정산은행/ })).toHaveValue('카카오뱅크');
  },
};

export const NotFound: Story = {
  name: '검색 결과 없음',
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '기관선택' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: '은행·증권사 검색' }), '없는은행');
    await expect(await within(dialog).findByText('‘없는은행’에 맞는 은행이 없습니다.')).toBeInTheDocument();
  },
};
