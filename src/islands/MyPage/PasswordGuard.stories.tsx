import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordGuard } from './PasswordGuard';

/** The password re-check before my page: the password with its eye toggle and 확인 (Enter submits). */
const meta = {
  title: 'Islands/MyPage/PasswordGuard',
  component: PasswordGuard,
  args: { next: '/mypage/info' },
} satisfies Meta<typeof PasswordGuard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: '기본' };

export const Empty: Story = {
  name: '비밀번호 없이 확인',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '확인' }));
    await expect(canvas.getByText('비밀번호를 입력해 주세요.')).toBeInTheDocument();
    await expect(canvas.getByPlaceholderText('비밀번호를 입력해주세요.')).toHaveFocus();
  },
};
