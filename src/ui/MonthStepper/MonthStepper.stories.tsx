import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MonthStepper } from './MonthStepper';

const href = (month: string) => `/settlement-list?settlementMonth=${month}`;

const meta = {
  title: 'Components/MonthStepper',
  component: MonthStepper,
  args: { month: '2025-10', href, label: '정산월' },
} satisfies Meta<typeof MonthStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Links mode: the arrows are plain links to the month before and after (works without JavaScript). */
export const Links: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: '정산월' }));
    await expect(nav.getByText('2025년 10월')).toBeVisible();
    await expect(nav.getByRole('link', { name: '이전 달, 2025년 09월' })).toHaveAttribute('href', href('2025-09'));
    await expect(nav.getByRole('link', { name: '다음 달, 2025년 11월' })).toHaveAttribute('href', href('2025-11'));
  },
};

/** Island mode: a plain click calls `onMonth` (the island pushes the URL); across a year too. */
export const WithHandler: Story = {
  args: { month: '2026-01', onMonth: fn() },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement);
    await userEvent.click(nav.getByRole('link', { name: '이전 달, 2025년 12월' }));
    await expect(args.onMonth).toHaveBeenLastCalledWith('2025-12');
    await userEvent.click(nav.getByRole('link', { name: '다음 달, 2026년 02월' }));
    await expect(args.onMonth).toHaveBeenLastCalledWith('2026-02');
  },
};

/** At the last month allowed the next arrow is dimmed and is no link. */
export const AtMax: Story = {
  args: { month: '2026-11', max: '2026-11' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement);
    await expect(nav.getByRole('link', { name: '이전 달, 2026년 10월' })).toBeVisible();
    await expect(nav.queryByRole('link', { name: /다음 달/ })).toBeNull();
  },
};
