import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccountRecovery } from './AccountRecovery';
import { mockApi } from '../shared/story-fixtures';
import { blurActive, hydrated, refusal, sendCode, stoppedClock } from './story-fixtures';

/**
 * 아이디 찾기 and 비밀번호 찾기 (code step, then the new password). The /v1 answers come from the story and the clock
 * is stopped, so the countdown reads 3:00 in every run; nothing leaves the page.
 */
const SEND = /^\/v1\/auth\/verification-code\/account\/send$/;
const FIND_ID = /^\/v1\/auth\/verification-code\/id\/verify$/;
const FIND_PASSWORD = /^\/v1\/auth\/verification-code\/password\/verify$/;
const RESET = /^\/v1\/members\/[^/]+\/password-for-find-account$/;
const wrongCode = refusal(400, 'CODE_MISMATCH', '인증번호가 올바르지 않습니다. 남은 입력 횟수: 4회');

const meta = {
  title: 'Islands/Accounts/AccountRecovery',
  component: AccountRecovery,
  args: { mode: 'id' },
  beforeEach: [
    mockApi([
      [SEND, () => '인증번호를 발송했습니다.'],
      [FIND_ID, () => 'demo********'],
      [FIND_PASSWORD, () => ({ resetToken: 'story-reset-token' })],
      [RESET, 'never'],
    ]),
    stoppedClock,
  ],
} satisfies Meta<typeof AccountRecovery>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const confirm = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: '확인' }));
const codeBox = (canvas: Canvas) => canvas.getByPlaceholderText('6자리 숫자');

/** 비밀번호 찾기 up to the new password step: ID, phone, code and 확인. */
async function reachNewPassword(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: /아이디/ }), 'demo_partner');
  await sendCode(canvas);
  await userEvent.type(await canvas.findByPlaceholderText('6자리 숫자'), '482913');
  await confirm(canvas);
  await expect(await canvas.findByRole('form', { name: '비밀번호 재설정' })).toBeInTheDocument();
}

export const FindIdBefore: Story = {
  name: '아이디 찾기: 발송 전',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await hydrated(canvas, '인증번호 발송');
    await expect(canvas.getByText('가입할 때 본인인증한 휴대폰 번호로 인증번호를 받아 아이디를 찾습니다.')).toBeInTheDocument();
    // 확인 waits for a sent code.
    await expect(canvas.getByRole('button', { name: '확인' })).toBeDisabled();
  },
};

export const FindIdCodeSent: Story = {
  name: '아이디 찾기: 인증번호 발송됨',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendCode(canvas);
    await expect(await canvas.findByText('인증번호를 보냈습니다. 가입한 휴대폰 번호라면 곧 문자가 도착합니다.')).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelector('#find-id-code-timer')).toHaveTextContent('3:00'));
    await expect(canvas.getByRole('button', { name: '확인' })).toBeEnabled();
  },
};

export const FindIdShortCode: Story = {
  name: '아이디 찾기: 인증번호 자릿수 부족',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendCode(canvas);
    await userEvent.type(await canvas.findByPlaceholderText('6자리 숫자'), '1234');
    await confirm(canvas);
    await expect(canvas.getByText('문자로 받은 인증번호 6자리를 입력해 주세요.')).toBeInTheDocument();
  },
};

export const FindIdWrongCode: Story = {
  name: '아이디 찾기: 틀린 인증번호',
  beforeEach: mockApi([
    [SEND, () => '인증번호를 발송했습니다.'],
    [FIND_ID, wrongCode],
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendCode(canvas);
    await userEvent.type(await canvas.findByPlaceholderText('6자리 숫자'), '000000');
    await confirm(canvas);
    await expect(await canvas.findByText('인증번호가 올바르지 않습니다. 남은 입력 횟수: 4회')).toBeInTheDocument();
    await expect(codeBox(canvas)).toHaveAttribute('aria-invalid', 'true');
    blurActive();
  },
};

export const FindIdFound: Story = {
  name: '아이디 찾기: 찾은 아이디 (가림)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendCode(canvas);
    await userEvent.type(await canvas.findByPlaceholderText('6자리 숫자'), '482913');
    await confirm(canvas);
    const found = await canvas.findByTestId('found-id');
    await expect(found).toHaveTextContent('회원님의 아이디는 demo******** 입니다.');
    await expect(canvas.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute('href', '/find-account?tab=password');
  },
};

export const FindPasswordBefore: Story = {
  name: '비밀번호 찾기: 발송 전',
  args: { mode: 'password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await hydrated(canvas, '인증번호 발송');
    await expect(canvas.getByRole('form', { name: '비밀번호 찾기' })).toBeInTheDocument();
    await expect(canvas.getByText('아이디와 가입한 휴대폰 번호로 인증번호를 받아 비밀번호를 다시 정합니다.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '확인' })).toBeDisabled();
  },
};

export const FindPasswordNoId: Story = {
  name: '비밀번호 찾기: 아이디 없이 확인',
  args: { mode: 'password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendCode(canvas);
    await confirm(canvas);
    await expect(await canvas.findByText('아이디를 입력해 주세요.')).toBeInTheDocument();
  },
};

export const FindPasswordCodeStep: Story = {
  name: '비밀번호 찾기: 인증번호 단계 (틀린 번호)',
  args: { mode: 'password' },
  beforeEach: mockApi([
    [SEND, () => '인증번호를 발송했습니다.'],
    [FIND_PASSWORD, wrongCode],
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /아이디/ }), 'demo_partner');
    await sendCode(canvas);
    await waitFor(() => expect(canvasElement.querySelector('#find-password-code-timer')).toHaveTextContent('3:00'));
    await userEvent.type(codeBox(canvas), '000000');
    await confirm(canvas);
    await expect(await canvas.findByText('인증번호가 올바르지 않습니다. 남은 입력 횟수: 4회')).toBeInTheDocument();
    blurActive();
  },
};

export const FindPasswordCodeFromStaff: Story = {
  name: '비밀번호 찾기: 운영팀이 보낸 인증번호 입력',
  args: { mode: 'password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await hydrated(canvas, '인증번호 발송');
    await userEvent.click(canvas.getByRole('button', { name: '인증번호를 이미 받았어요' }));
    await expect(codeBox(canvas)).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('#find-password-code-timer')).toHaveTextContent('10:00'));
    await expect(canvas.queryByRole('button', { name: '인증번호를 이미 받았어요' })).toBeNull();
  },
};

export const NewPasswordStep: Story = {
  name: '비밀번호 찾기: 새 비밀번호',
  args: { mode: 'password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachNewPassword(canvas);
    await expect(canvas.getByText('새 비밀번호를 정해 주세요. 바꾸면 모든 기기에서 로그아웃됩니다.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '비밀번호 재설정' })).toBeEnabled();
  },
};

export const NewPasswordErrors: Story = {
  name: '비밀번호 찾기: 새 비밀번호 오류',
  args: { mode: 'password' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const newPassword = () => canvasElement.querySelector<HTMLInputElement>('input[name="newPassword"]')!;
    const newConfirm = () => canvasElement.querySelector<HTMLInputElement>('input[name="newPasswordConfirm"]')!;
    await reachNewPassword(canvas);
    await step('nothing typed', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '비밀번호 재설정' }));
      await expect(canvas.getByText('비밀번호를 입력해 주세요.')).toBeInTheDocument();
      await expect(canvas.getByText('비밀번호를 한 번 더 입력해 주세요.')).toBeInTheDocument();
    });
    await step('a weak password and a confirmation that differs', async () => {
      await userEvent.type(newPassword(), 'password');
      await userEvent.type(newConfirm(), 'passw0rd');
      await userEvent.click(canvas.getByRole('button', { name: '비밀번호 재설정' }));
      await expect(
        canvas.getByText('비밀번호는 영문 대문자, 영문 소문자, 숫자, 특수문자 중 3가지 이상을 섞어 주세요.'),
      ).toBeInTheDocument();
      await expect(canvas.getByText('비밀번호가 일치하지 않습니다.')).toBeInTheDocument();
    });
  },
};

export const NewPasswordSaving: Story = {
  name: '비밀번호 찾기: 재설정 중',
  args: { mode: 'password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachNewPassword(canvas);
    await userEvent.type(canvasElement.querySelector<HTMLInputElement>('input[name="newPassword"]')!, 'Partner2026!');
    await userEvent.type(canvasElement.querySelector<HTMLInputElement>('input[name="newPasswordConfirm"]')!, 'Partner2026!');
    await expect(canvas.getByText('✓ 사용할 수 있는 비밀번호입니다.')).toBeInTheDocument();
    await expect(canvas.getByText('✓ 비밀번호가 일치합니다.')).toBeInTheDocument();
    const button = canvas.getByRole('button', { name: '비밀번호 재설정' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

export const ResetRefused: Story = {
  name: '비밀번호 찾기: 재설정 거절',
  args: { mode: 'password' },
  beforeEach: mockApi([
    [SEND, () => '인증번호를 발송했습니다.'],
    [FIND_PASSWORD, () => ({ resetToken: 'story-reset-token' })],
    [RESET, refusal(400, 'RESET_EXPIRED', '재설정 시간이 지났습니다. 인증번호를 다시 받아 주세요.')],
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachNewPassword(canvas);
    await userEvent.type(canvasElement.querySelector<HTMLInputElement>('input[name="newPassword"]')!, 'Partner2026!');
    await userEvent.type(canvasElement.querySelector<HTMLInputElement>('input[name="newPasswordConfirm"]')!, 'Partner2026!');
    await userEvent.click(canvas.getByRole('button', { name: '비밀번호 재설정' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('재설정 시간이 지났습니다. 인증번호를 다시 받아 주세요.');
    blurActive();
  },
};
