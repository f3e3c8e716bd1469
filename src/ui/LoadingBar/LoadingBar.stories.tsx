import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { LoadingBar } from './LoadingBar';

const meta = {
  title: 'Components/LoadingBar',
  component: LoadingBar,
  args: { active: true },
} satisfies Meta<typeof LoadingBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fixed to the top of the page (look at the very top edge of the canvas). */
export const Indeterminate: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: '페이지를 불러오는 중' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(getComputedStyle(bar).height).toBe('2px');
  },
};

export const Determinate: Story = {
  args: { value: 60 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
  },
};

export const Inactive: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

export const Values: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '4', width: '400px' })}>
      {[0, 25, 50, 100].map((v) => (
        <LoadingBar key={v} active value={v} position="static" label={`${v}% 완료`} />
      ))}
    </div>
  ),
};
