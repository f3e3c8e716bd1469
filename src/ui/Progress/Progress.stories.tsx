import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { Progress } from './Progress';

const meta = {
  title: 'Components/Progress',
  component: Progress,
  args: { value: 40, label: '업로드 진행률', showValue: true },
  decorators: [
    (Story) => (
      <div className={css({ width: '360px' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: '업로드 진행률' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(canvasElement).toHaveTextContent('40%');
  },
};
export const Sizes: Story = {
  render: (args) => (
    <div className={css({ display: 'grid', gap: '4' })}>
      <Progress {...args} size="sm" label="작게" />
      <Progress {...args} size="md" label="보통" />
      <Progress {...args} size="lg" label="크게" />
    </div>
  ),
};
export const Tones: Story = {
  render: (args) => (
    <div className={css({ display: 'grid', gap: '4' })}>
      <Progress {...args} value={100} tone="success" label="완료" />
      <Progress {...args} value={70} tone="danger" label="실패" />
    </div>
  ),
};
export const Indeterminate: Story = { args: { value: null, label: '처리 중', showValue: false } };
export const WithoutLabel: Story = { args: { label: undefined, showValue: false, 'aria-label': '진행률' } };

export const LongKoreanText: Story = { args: { value: 73, label: '처방전 이미지 30장 중 22장 업로드 완료 (남은 시간 약 1분)' } };
