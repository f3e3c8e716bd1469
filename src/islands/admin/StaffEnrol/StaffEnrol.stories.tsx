import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockServer, refusal } from '../../shared/story-server';
import { StaffEnrol } from './StaffEnrol';

/** The password boxes by name (their labels carry the required mark). */
const field = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

const token = 'Xq3mC0d9sVbK1yT7eP2wR5uL8nA4fH6jZ0gB3cD5eF7';
const challenge = { secondFactorRequired: true, challenge: 'c'.repeat(43), enrolmentRequired: true };
const enrolment = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/%EB%A9%94%EB%94%94%ED%8C%90%EB%8B%A4:new_ops_kim?secret=JBSWY3DPEHPK3PXP',
};

/** The enrolment link's page: the password twice (sign-up's rules), then the authenticator's enrolment. */
const meta = {
  title: 'Islands/Admin/StaffEnrol',
  component: StaffEnrol,
  args: { token, userId: 'new_ops_kim', name: '김새봄' },
  beforeEach: mockServer([
    [
      'POST',
      /^\/v1\/auth\/staff-enrolment$/,
      () => new Response(JSON.stringify(challenge), { headers: { 'content-type': 'application/json' } }),
    ],
    [
      'POST',
      /^\/v1\/auth\/second-factor\/enrolment$/,
      () => new Response(JSON.stringify(enrolment), { headers: { 'content-type': 'application/json' } }),
    ],
  ]),
} satisfies Meta<typeof StaffEnrol>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Password: Story = { name: '비밀번호 설정' };

export const Mismatch: Story = {
  name: '비밀번호 확인이 다름',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, 'password'), 'Staff!2345');
    await expect(canvas.getByText('✓ 사용할 수 있는 비밀번호입니다.')).toBeVisible();
    await userEvent.type(field(canvasElement, 'confirm'), 'Staff!2346');
    await userEvent.click(canvas.getByRole('button', { name: '비밀번호 저장하고 다음' }));
    await expect(canvas.getByText('두 비밀번호가 같지 않습니다.')).toBeVisible();
  },
};

export const Authenticator: Story = {
  name: '인증 앱 등록으로 이어짐',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, 'password'), 'Staff!2345');
    await userEvent.type(field(canvasElement, 'confirm'), 'Staff!2345');
    await userEvent.click(canvas.getByRole('button', { name: '비밀번호 저장하고 다음' }));
    await waitFor(() => expect(canvas.getByTestId('enrolment-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP'));
  },
};

export const LinkUsed: Story = {
  name: '링크가 이미 사용됨',
  beforeEach: mockServer([
    [
      'POST',
      /^\/v1\/auth\/staff-enrolment$/,
      () =>
        refusal(409, 'ENROLMENT_LINK_INVALID', '등록 링크가 만료되었거나 이미 사용되었습니다. 관리자에게 새 등록 링크를 요청해 주세요.'),
    ],
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, 'password'), 'Staff!2345');
    await userEvent.type(field(canvasElement, 'confirm'), 'Staff!2345');
    await userEvent.click(canvas.getByRole('button', { name: '비밀번호 저장하고 다음' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('등록 링크가 만료되었거나 이미 사용되었습니다'));
  },
};
