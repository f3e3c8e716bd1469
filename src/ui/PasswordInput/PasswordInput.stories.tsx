import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { PasswordInput } from './PasswordInput';

const stack = css({ display: 'grid', gap: '5', width: '360px', maxWidth: '100%' });

const meta = {
  title: 'Components/PasswordInput',
  component: PasswordInput,
  args: { label: '비밀번호', placeholder: '비밀번호를 입력해주세요.', name: 'password' },
  decorators: [
    (Story) => (
      <div className={stack}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('비밀번호');
    await userEvent.type(input, 'secret12!');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: '비밀번호 보기' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: '비밀번호 숨기기' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Required: Story = { args: { required: true, helpText: '영문, 숫자, 특수문자 포함 8~20자', autoComplete: 'new-password' } };
export const WithError: Story = { args: { required: true, defaultValue: '1234', errorText: '비밀번호가 일치하지 않습니다.' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'password' } };
export const Visible: Story = { args: { defaultVisible: true, defaultValue: 'medipanda2025!' } };
export const Sizes: Story = {
  render: (args) => (
    <>
      <PasswordInput {...args} size="sm" label="작게 (sm)" />
      <PasswordInput {...args} size="lg" label="크게 (lg)" />
    </>
  ),
};
export const LongKoreanText: Story = {
  args: {
    label: '현재 사용 중인 비밀번호 (개인정보 보호를 위해 한 번 더 입력해주세요)',
    errorText: '비밀번호를 5회 이상 잘못 입력하셨습니다. 잠시 후 다시 시도하시거나 비밀번호 찾기를 이용해주세요.',
  },
};
