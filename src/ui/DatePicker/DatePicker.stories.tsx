import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { DatePicker, MonthPicker } from './DatePicker';

const meta = {
  title: 'Components/DatePicker',
  // Overlays (portals, focus traps) each get their own iframe on the docs page.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  component: DatePicker,
  args: { label: '처방일', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className={css({ width: '280px', minHeight: '420px' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const openCalendar = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: '달력 열기' }));
  return screen.findByRole('grid');
};

export const Default: Story = {};

export const KoreanCalendar: Story = {
  name: 'Korean locale, week starts Sunday',
  args: { defaultValue: '2025-06-15' },
  play: async ({ canvasElement }) => {
    const grid = await openCalendar(canvasElement);
    const headers = [...grid.querySelectorAll('thead th')].map((h) => h.textContent);
    await expect(headers).toEqual(['일', '월', '화', '수', '목', '금', '토']);
    await expect(screen.getByRole('button', { name: /월 선택으로 전환/ })).toHaveTextContent('2025년 6월');
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: arrows move, Enter picks',
  args: { defaultValue: '2025-06-15' },
  play: async ({ canvasElement, args }) => {
    await openCalendar(canvasElement);
    const focusedDay = () => document.activeElement?.textContent;
    await waitFor(() => expect(focusedDay()).toBe('15'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(focusedDay()).toBe('16'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedDay()).toBe('23'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('2025-06-23'));
    await expect(within(canvasElement).getByRole('textbox', { name: '처방일' })).toHaveValue('2025-06-23');
  },
};

export const TypedInput: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '처방일' });
    await userEvent.type(input, '2025-01-31{Enter}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('2025-01-31'));
  },
};

export const UpperLimit: Story = {
  name: 'Range limit: nothing after 2099-12-31',
  args: { defaultValue: '2099-12-31' },
  play: async ({ canvasElement, args }) => {
    await openCalendar(canvasElement);
    await expect(screen.getByRole('button', { name: '다음 달' })).toBeDisabled();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('31'));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onValueChange).not.toHaveBeenCalledWith(expect.stringMatching(/^2100/));
  },
};

export const LowerLimit: Story = {
  name: 'Range limit: nothing before 1900-01-01',
  args: { defaultValue: '1900-01-01' },
  play: async ({ canvasElement, args }) => {
    await openCalendar(canvasElement);
    await expect(screen.getByRole('button', { name: '이전 달' })).toBeDisabled();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('1'));
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(args.onValueChange).not.toHaveBeenCalledWith(expect.stringMatching(/^1899/));
  },
};

export const TypedOutOfRange: Story = {
  name: 'Range limit: typed dates are kept inside the range',
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '처방일' });
    await userEvent.type(input, '2100-01-01{Enter}');
    await userEvent.tab();
    await expect(args.onValueChange).not.toHaveBeenCalledWith('2100-01-01');
  },
};

export const NarrowerRange: Story = {
  args: { defaultValue: '2025-06-15', min: '2025-06-10', max: '2025-06-20' },
  play: async ({ canvasElement }) => void (await openCalendar(canvasElement)),
};
export const WithError: Story = { args: { required: true, errorText: '처방일을 입력해주세요.' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '2025-06-15' } };

export const Month: StoryObj<typeof MonthPicker> = {
  name: 'MonthPicker',
  render: (args) => <MonthPicker {...args} label="처방월" />,
  args: { defaultValue: '2025-06', onValueChange: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '달력 열기' }));
    const grid = await screen.findByRole('grid');
    await userEvent.click(within(grid).getByText('7월'));
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('2025-07'));
    await expect(within(canvasElement).getByRole('textbox', { name: '처방월' })).toHaveValue('2025-07');
  },
};

export const MonthOpen: StoryObj<typeof MonthPicker> = {
  render: (args) => <MonthPicker {...args} label="정산월" />,
  args: { defaultValue: '2025-06' },
  play: async ({ canvasElement }) => void (await openCalendar(canvasElement)),
};
