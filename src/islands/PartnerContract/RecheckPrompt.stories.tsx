import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { RecheckPrompt } from './RecheckPrompt';

/** Inside the contract form when the session's password re-check ran out: the password again, then the form goes on. */
const meta = {
  title: 'Islands/PartnerContract/RecheckPrompt',
  component: RecheckPrompt,
  args: { onConfirmed: fn(), checkPassword: fn(async (password: string) => password === 'demo1234!') },
  decorators: [
    (Story) => (
      <div className={css({ maxW: '560px' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecheckPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Asking: Story = {
  name: '비밀번호 다시 확인',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByPlaceholderText('비밀번호를 입력해주세요.')).toHaveFocus();
    await expect(canvas.getByText(/입력한 내용과 고른 서류는/)).toBeInTheDocument();
  },
};

export const Wrong: Story = {
  name: '비밀번호 틀림',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByPlaceholderText('비밀번호를 입력해주세요.'), 'nope{Enter}');
    await expect(await canvas.findByText('비밀번호가 일치하지 않습니다.')).toBeInTheDocument();
    await expect(args.onConfirmed).not.toHaveBeenCalled();
  },
};

export const Confirmed: Story = {
  name: '확인됨',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByPlaceholderText('비밀번호를 입력해주세요.'), 'demo1234!');
    await userEvent.click(canvas.getByRole('button', { name: '확인 후 신청' }));
    await expect(args.onConfirmed).toHaveBeenCalledOnce();
  },
};
