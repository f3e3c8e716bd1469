import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { BoardSortType } from '@/api/enums';
import { Select, enumOptions } from './Select';

const options = enumOptions(BoardSortType);

const meta = {
  title: 'Components/Select',
  // Overlays (portals, focus traps) each get their own iframe on the docs page.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  component: Select,
  args: { label: '정렬', options, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className={css({ width: '280px' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: '정렬' });
    await expect(trigger).toHaveTextContent('선택해주세요');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await userEvent.click(within(listbox).getByRole('option', { name: '인기순' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('VIEWS');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('인기순');
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: open, arrows, Enter, Escape',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: '정렬' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    // Focus moves into the list a frame after it opens; type only then.
    await waitFor(() => expect(listbox).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const reopened = await screen.findByRole('listbox');
    await waitFor(() => expect(reopened).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

export const WithValue: Story = { args: { defaultValue: 'LIKES' } };
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: '정렬' }));
    await screen.findByRole('listbox');
  },
};
export const Sizes: Story = {
  render: (args) => (
    <div className={css({ display: 'grid', gap: '4' })}>
      <Select {...args} size="sm" label="작게 (sm)" />
      <Select {...args} size="md" label="보통 (md)" />
      <Select {...args} size="lg" label="크게 (lg)" />
    </div>
  ),
};
export const WithError: Story = { args: { required: true, errorText: '정렬 기준을 선택해주세요.' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'LATEST' } };
export const LongKoreanText: Story = {
  args: {
    label: '거래처 정렬 기준 (정산금액 또는 거래처명)',
    options: [
      { value: 'a', label: '거래처명 오름차순 (가나다순으로 정렬합니다)' },
      { value: 'b', label: '정산금액 내림차순 (금액이 큰 거래처부터 보여줍니다)' },
    ],
    defaultValue: 'b',
  },
};
