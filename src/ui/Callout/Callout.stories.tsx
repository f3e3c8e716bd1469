import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Callout } from './Callout';

const meta = {
  title: 'Components/Callout',
  component: Callout,
  args: { children: '아이디 또는 비밀번호가 올바르지 않습니다.' },
} satisfies Meta<typeof Callout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  args: { role: 'alert' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('아이디 또는 비밀번호가 올바르지 않습니다.');
  },
};
export const Warning: Story = { args: { tone: 'warning', children: '처방월 마감일이 3일 남았습니다.' } };
export const Success: Story = { args: { tone: 'success', children: '문의가 등록되었습니다.' } };
export const Info: Story = { args: { tone: 'info', children: '실적은 매월 10일까지 입력할 수 있습니다.' } };
export const Brand: Story = {
  args: { tone: 'brand', children: '답변을 준비하고 있습니다. 답변이 등록된 뒤에는 문의를 수정하거나 삭제할 수 없습니다.' },
};
export const Emphasis: Story = { args: { tone: 'success', emphasis: true, children: '문의가 등록되었습니다.' } };
export const Neutral: Story = { args: { tone: 'neutral', children: '미리보기 중인 게시물입니다.' } };
export const LongKoreanText: Story = {
  args: {
    children:
      '서버 응답이 늦어지고 있습니다. 잠시 후 다시 시도해 주세요. 같은 문제가 계속되면 고객센터 070-8666-1102로 문의해 주시면 확인해 드리겠습니다.',
  },
};
