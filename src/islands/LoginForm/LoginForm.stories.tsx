import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { LoginForm } from './LoginForm';
import { mockServer } from '../shared/story-server';

/** The login island: Korean messages tied to their inputs, the password eye toggle. */
const meta = {
  title: 'Islands/LoginForm',
  component: LoginForm,
  args: { redirectTo: '/' },
  decorators: [
    (Story) => (
      <div className={css({ maxW: '360px' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: '빈 양식' };

export const Validation: Story = {
  name: '입력 오류',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '로그인' }));
    const userId = canvas.getByRole('textbox', { name: /아이디/ });
    await expect(userId).toHaveAccessibleDescription('아이디를 입력해 주세요.');
    await expect(userId).toHaveFocus();
    await userEvent.type(userId, 'demo_partner');
    await userEvent.click(canvas.getByRole('button', { name: '로그인' }));
    await expect(canvas.getByText('비밀번호를 입력해 주세요.')).toBeInTheDocument();
  },
};

/** 「로그인 상태 유지」 unticked (the default): a 12-hour session. */
export const KeepLoginOff: Story = {
  name: '로그인 상태 유지: 선택 안 함',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const keep = canvas.getByRole('checkbox', { name: '로그인 상태 유지' });
    await expect(keep).not.toBeChecked();
    await expect(keep).toHaveAccessibleDescription(/30일 동안 로그인이 유지됩니다/);
  },
};

/** Ticked with the label (mouse) and cleared and ticked again with Space (keyboard): a 30-day session. */
export const KeepLoginOn: Story = {
  name: '로그인 상태 유지: 선택',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const keep = canvas.getByRole('checkbox', { name: '로그인 상태 유지' });
    await userEvent.click(canvas.getByText('로그인 상태 유지'));
    await expect(keep).toBeChecked();
    keep.focus();
    await userEvent.keyboard(' ');
    await expect(keep).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(keep).toBeChecked();
    await expect(keep).toHaveFocus();
  },
};

/** A staff account at the partners' login: sent to the console's own sign-in, with where it was going. */
export const StaffAccount: Story = {
  name: '운영자 계정',
  args: { redirectTo: '/customer-service/notice/new' },
  beforeEach: mockServer([
    ['GET', /^\/v1\/auth\/public-key$/, () => ({ publicKey: 'PEM' })],
    ['POST', /^\/v1\/auth\/login$/, () => ({ secondFactorRequired: true, challenge: 'c', enrolmentRequired: false })],
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /아이디/ }), 'demo_editor');
    await userEvent.type(canvas.getByLabelText(/비밀번호/, { selector: 'input' }), 'demo1234!{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '운영자 계정은 운영자 로그인에서 인증 앱 코드와 함께 로그인해 주세요.',
    );
    await expect(canvas.getByRole('link', { name: '운영자 로그인으로 가기' })).toHaveAttribute(
      'href',
      '/admin/login?redirectTo=%2Fcustomer-service%2Fnotice%2Fnew',
    );
  },
};
