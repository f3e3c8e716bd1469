import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { usePhoneCode } from './PhoneCodeFields';
import { mockApi } from '../shared/story-fixtures';
import { advanceClock, refusal, sendCode, stoppedClock } from './story-fixtures';

/**
 * The phone number, 인증번호 발송 and the code box with its countdown, as 아이디 찾기 and 비밀번호 찾기 show them.
 * The send is answered by the story and the clock is stopped (moved on by the story), so the countdown is exact.
 */
function PhoneCodeFields({ idPrefix }: { idPrefix: string }) {
  return usePhoneCode(idPrefix, false).fields;
}

const meta = {
  title: 'Islands/Accounts/PhoneCodeFields',
  component: PhoneCodeFields,
  args: { idPrefix: 'story' },
  beforeEach: [mockApi([[/^\/v1\/auth\/verification-code\/account\/send$/, () => '인증번호를 발송했습니다.']]), stoppedClock],
} satisfies Meta<typeof PhoneCodeFields>;
export default meta;
type Story = StoryObj<typeof meta>;

const timer = (root: HTMLElement) => root.querySelector('#story-code-timer');

export const BeforeSending: Story = {
  name: '발송 전',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '인증번호 발송' })).toBeEnabled();
    await expect(canvas.getByPlaceholderText('010-1234-5678')).toBeInTheDocument();
    await expect(canvas.queryByText('인증번호')).toBeNull();
  },
};

export const BadNumber: Story = {
  name: '번호 형식 오류',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendCode(canvas, '010-12');
    await expect(canvas.getByText('휴대폰 번호 형식이 올바르지 않습니다. 010-1234-5678처럼 입력해 주세요.')).toBeInTheDocument();
    await expect(canvas.queryByPlaceholderText('6자리 숫자')).toBeNull();
  },
};

export const Sent: Story = {
  name: '발송됨 (3분 카운트다운)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendCode(canvas);
    await expect(await canvas.findByText('인증번호를 보냈습니다. 가입한 휴대폰 번호라면 곧 문자가 도착합니다.')).toBeInTheDocument();
    await waitFor(() => expect(timer(canvasElement)).toHaveTextContent('3:00'));
    await expect(canvas.getByRole('button', { name: '다시 받기' })).toBeInTheDocument();
    await expect(canvas.getByPlaceholderText('6자리 숫자')).toHaveValue('');
  },
};

export const CountingDown: Story = {
  name: '카운트다운 진행 중, 인증번호 입력',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendCode(canvas);
    await waitFor(() => expect(timer(canvasElement)).toHaveTextContent('3:00'));
    advanceClock(75_000);
    await waitFor(() => expect(timer(canvasElement)).toHaveTextContent('1:45'), { timeout: 3000 });
    // The box keeps digits only, six at most.
    await userEvent.type(canvas.getByPlaceholderText('6자리 숫자'), '12a34567');
    await expect(canvas.getByPlaceholderText('6자리 숫자')).toHaveValue('123456');
  },
};

export const TimeUp: Story = {
  name: '시간 초과',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendCode(canvas);
    await waitFor(() => expect(timer(canvasElement)).toHaveTextContent('3:00'));
    advanceClock(181_000);
    await waitFor(() => expect(timer(canvasElement)).toHaveTextContent('시간 초과'), { timeout: 3000 });
    await expect(canvas.getByRole('button', { name: '재발송' })).toBeEnabled();
  },
};

export const Resent: Story = {
  name: '재발송',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendCode(canvas);
    advanceClock(181_000);
    await userEvent.click(await canvas.findByRole('button', { name: '재발송' }, { timeout: 3000 }));
    await waitFor(() => expect(timer(canvasElement)).toHaveTextContent('3:00'));
    await expect(canvas.queryByRole('button', { name: '재발송' })).toBeNull();
  },
};

export const SendRefused: Story = {
  name: '발송 실패 (요청 과다)',
  beforeEach: mockApi([
    [
      /^\/v1\/auth\/verification-code\/account\/send$/,
      refusal(429, 'TOO_MANY_CODES', '인증번호 요청이 너무 많습니다. 1분 후에 다시 시도해 주세요.'),
    ],
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendCode(canvas);
    await expect(await canvas.findByText('인증번호 요청이 너무 많습니다. 1분 후에 다시 시도해 주세요.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '인증번호 발송' })).toBeEnabled();
  },
};
