import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { MonthSelect, type MonthSelectProps } from './MonthSelect';

const WHEN = `
**MonthSelect or MonthPicker?** \`MonthSelect\` is two native selects (year, month): about 1 KiB of JavaScript, the
phone's own wheel, nothing to load on demand. Use it in forms that must stay light, above all islands on a first
visit (EDI entry, start and end months of a statistics range). Use the Ark \`MonthPicker\` (DatePicker with
\`granularity="month"\`, ≈ 20 KiB with its date library) where a year grid of months is worth its weight: a screen that
already loads the DatePicker, or a picker that loads when opened. Both take and give \`yyyy-MM\`.

Months outside \`min\`–\`max\` are disabled; a year where the chosen month is no longer allowed clears the month, and
\`onChange\` gets \`''\` until a year and an allowed month are chosen. The selects are named after the label
(처방월 → 「처방 연도」, 「처방 월」).
`;

function Controlled(args: MonthSelectProps) {
  const [value, setValue] = useState(args.value);
  return (
    <MonthSelect
      {...args}
      value={value}
      onChange={(month) => {
        setValue(month);
        args.onChange(month);
      }}
    />
  );
}

const meta = {
  title: 'Components/MonthSelect',
  component: MonthSelect,
  parameters: { docs: { description: { component: WHEN } } },
  args: { id: 'month', label: '처방월', value: '', max: '2026-10', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div className={css({ width: '360px', maxWidth: '100%' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MonthSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '처방 연도' }), '2026년');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '처방 월' }), '09월');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-09');
  },
};

export const Chosen: Story = { args: { value: '2026-07' } };

export const WithRange: Story = {
  name: 'min and max: months outside are disabled',
  args: { label: '시작월', min: '2025-03', max: '2026-10', value: '2025-05', helpText: '2025년 3월부터 선택할 수 있습니다.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const years = canvas.getByRole('combobox', { name: '시작 연도' });
    await expect([...(years as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', '2026', '2025']);
    const month = canvas.getByRole<HTMLSelectElement>('combobox', { name: '시작 월' });
    await expect(month.querySelector('option[value="2"]')).toBeDisabled();
    await expect(month.querySelector('option[value="3"]')).toBeEnabled();
    // In 2026 May stays allowed; the months after `max` are not.
    await userEvent.selectOptions(years, '2026년');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-05');
    await expect(month.querySelector('option[value="11"]')).toBeDisabled();
  },
};

export const ClearsAMonthTheYearRefuses: Story = {
  args: { value: '2025-12' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '처방 연도' }), '2026년');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(canvas.getByRole('combobox', { name: '처방 월' })).toHaveValue('');
  },
};

export const WithError: Story = {
  args: { errorText: '처방월을 선택해 주세요.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const year = canvas.getByRole('combobox', { name: '처방 연도' });
    await expect(year).toHaveAttribute('aria-invalid', 'true');
    await expect(year).toHaveAccessibleDescription('처방월을 선택해 주세요.');
  },
};

export const Invalid: Story = { name: 'Invalid without a message', args: { invalid: true, value: '2026-03' } };

export const Disabled: Story = {
  args: { disabled: true, value: '2026-03' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: '처방 월' })).toBeDisabled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className={css({ display: 'grid', gap: '4' })}>
      <MonthSelect {...args} id="small" size="sm" label="작게" value="2026-03" />
      <MonthSelect {...args} id="medium" size="md" label="보통" value="2026-03" />
      <MonthSelect {...args} id="large" size="lg" label="크게" value="2026-03" />
    </div>
  ),
};

export const ResetFromOutside: Story = {
  name: 'A reset from outside clears both selects',
  render: (args) => {
    function Resettable() {
      const [value, setValue] = useState('2026-03');
      return (
        <div className={css({ display: 'grid', gap: '3' })}>
          <MonthSelect {...args} value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue('')}>
            초기화
          </button>
        </div>
      );
    }
    return <Resettable />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '초기화' }));
    await expect(canvas.getByRole('combobox', { name: '처방 연도' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: '처방 월' })).toHaveValue('');
  },
};
