import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from 'styled-system/css';
import { Skeleton, SkeletonText } from './Skeleton';

const meta = { title: 'Components/Skeleton', component: Skeleton, args: { width: 240, height: 16 } } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rect: Story = {};
export const Circle: Story = { args: { shape: 'circle', width: 48, height: undefined } };
export const Text: Story = {
  render: () => (
    <div className={css({ width: '320px' })}>
      <SkeletonText lines={4} />
    </div>
  ),
};
export const CardPlaceholder: Story = {
  render: () => (
    <div aria-busy="true" aria-label="게시글을 불러오는 중" role="status" className={css({ display: 'flex', gap: '3', width: '360px' })}>
      <Skeleton shape="circle" width={40} />
      <div className={css({ flex: '1', display: 'grid', gap: '2' })}>
        <Skeleton width="50%" height={14} />
        <SkeletonText lines={2} />
      </div>
    </div>
  ),
};
