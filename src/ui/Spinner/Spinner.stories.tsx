import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { Spinner } from './Spinner';

const meta = { title: 'Components/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '불러오는 중' })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: () => (
    <div className={css({ display: 'flex', gap: '4', alignItems: 'center' })}>
      <Spinner size="xs" />
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" label="목록을 불러오는 중" />
      <Spinner size="md" tone="muted" />
    </div>
  ),
};
