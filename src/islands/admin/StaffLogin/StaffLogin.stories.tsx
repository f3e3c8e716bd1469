import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { StaffLogin } from './StaffLogin';
import { EnrolStep, RecoveryCodesStep } from '../shared/second-factor-steps';
import { type Call, mockServer, refusal, requestOf } from '../../shared/story-server';
import { IDLE_MESSAGE, LAST_INPUT_KEY } from '../../../stores/staff-idle';
import { REFRESH_TOKEN_KEY, REFRESH_USER_KEY, ROTATED_AT_KEY } from '../../../stores/session';
import { session } from '../../../stores/browser-session';

// POST answers of the stories' server are 201 (any 2xx is a success to the client).
// Fixtures: a challenge, an enrolment's secret and its otpauth address, ten recovery codes.
const challenge = 'story-challenge';
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const enrolment = {
  secret,
  otpauthUri: `otpauth://totp/%EB%A9%94%EB%94%94%ED%8C%90%EB%8B%A4%20%EC%9A%B4%EC%98%81:ops_new?issuer=x&secret=${secret}`,
};
const codes = [
  'ABCD-EFGH',
  'JKLM-NPQR',
  'STUV-WXYZ',
  '2345-6789',
  'AB23-CD45',
  'EF67-GH89',
  'JK23-LM45',
  'NP67-QR89',
  'ST23-UV45',
  'WX67-YZ89',
];
const staff = { userId: 'demo_ops_members', name: '서지민', role: 'ADMIN', permissions: ['MEMBER_MANAGEMENT'] };
const calls: Call[] = [];

const challengeOf = (enrolmentRequired: boolean) => () => ({ secondFactorRequired: true, challenge, enrolmentRequired });
const asStaff = (enrolmentRequired = false) =>
  mockServer(
    [
      ['POST', /^\/v1\/auth\/login$/, challengeOf(enrolmentRequired)],
      ['POST', /^\/v1\/auth\/second-factor\/enrolment$/, () => enrolment],
      [
        'POST',
        /^\/v1\/auth\/second-factor$/,
        () => refusal(401, 'INVALID_SECOND_FACTOR', '인증 코드가 올바르지 않습니다. 다시 확인해 주세요.'),
      ],
    ],
    calls,
  );

/** 운영자 로그인: 아이디 and 비밀번호, the authenticator's code (or a recovery code); enrolment on the first sign-in. */
const meta = {
  title: 'Islands/Admin/StaffLogin',
  component: StaffLogin,
  args: { redirectTo: '/admin', notice: null },
  decorators: [
    (Story) => (
      <div className={css({ maxW: '560px' })}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    calls.length = 0;
    // A story that signs in leaves no session behind for the next one (the partner login would try to resume it).
    return () => {
      session.stopRotation();
      for (const key of [REFRESH_TOKEN_KEY, REFRESH_USER_KEY, ROTATED_AT_KEY, LAST_INPUT_KEY]) localStorage.removeItem(key);
    };
  },
} satisfies Meta<typeof StaffLogin>;
export default meta;
type Story = StoryObj<typeof meta>;

async function passwordStep(canvasElement: HTMLElement, userId = 'demo_ops_members') {
  const canvas = within(canvasElement);
  const id = canvas.getByRole('textbox', { name: /아이디/ });
  await waitFor(() => expect(id).toHaveFocus());
  await userEvent.type(id, userId);
  await userEvent.type(canvas.getByLabelText(/비밀번호/, { selector: 'input' }), 'demo1234!{Enter}');
  return canvas;
}

export const Password: Story = { name: '1단계: 아이디·비밀번호' };

export const AfterIdle: Story = {
  name: '1단계: 15분 미사용 후',
  args: { notice: IDLE_MESSAGE },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('15분 동안 사용하지 않아 로그아웃되었습니다.');
  },
};

export const Missing: Story = {
  name: '1단계: 입력 누락',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(canvas.getByRole('textbox', { name: /아이디/ })).toHaveAccessibleDescription('아이디를 입력해 주세요.');
  },
};

export const WrongPassword: Story = {
  name: '1단계: 비밀번호 오류',
  beforeEach: mockServer([
    ['POST', /^\/v1\/auth\/login$/, () => refusal(401, 'INVALID_CREDENTIALS', '아이디 또는 비밀번호가 올바르지 않습니다.')],
  ]),
  play: async ({ canvasElement }) => {
    const canvas = await passwordStep(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('아이디 또는 비밀번호가 올바르지 않습니다.');
  },
};

export const Busy: Story = {
  name: '1단계: 확인 중',
  beforeEach: mockServer([['POST', /^\/v1\/auth\/login$/, 'never']]),
  play: async ({ canvasElement }) => {
    const canvas = await passwordStep(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: /다음|확인 중/ })).toHaveAttribute('aria-busy', 'true'));
  },
};

export const Code: Story = {
  name: '2단계: 인증 코드',
  beforeEach: asStaff(),
  play: async ({ canvasElement }) => {
    const canvas = await passwordStep(canvasElement);
    const code = await canvas.findByRole('textbox', { name: /인증 코드 6자리/ });
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.queryByText('로그인 상태 유지')).toBeNull();
  },
};

export const WrongCode: Story = {
  name: '2단계: 잘못된 코드',
  beforeEach: asStaff(),
  play: async ({ canvasElement }) => {
    const canvas = await passwordStep(canvasElement);
    const code = await canvas.findByRole('textbox', { name: /인증 코드 6자리/ });
    await userEvent.type(code, '123456{Enter}');
    await expect(await canvas.findByText('인증 코드가 올바르지 않습니다. 다시 확인해 주세요.')).toBeVisible();
    await waitFor(() => expect(code).toHaveValue(''));
    await expect(code).toHaveFocus();
    await expect(await requestOf(calls.at(-1))).toEqual({ challenge, code: '123456' });
  },
};

export const Throttled: Story = {
  name: '2단계: 너무 많은 시도',
  beforeEach: mockServer([
    ['POST', /^\/v1\/auth\/login$/, challengeOf(false)],
    [
      'POST',
      /^\/v1\/auth\/second-factor$/,
      () => refusal(429, 'TOO_MANY_ATTEMPTS', '인증 코드 입력이 너무 많습니다. 4초 후에 다시 시도해 주세요.'),
    ],
  ]),
  play: async ({ canvasElement }) => {
    const canvas = await passwordStep(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /인증 코드 6자리/ }), '123456{Enter}');
    await expect(await canvas.findByText('인증 코드 입력이 너무 많습니다. 4초 후에 다시 시도해 주세요.')).toBeVisible();
  },
};

export const Expired: Story = {
  name: '2단계: 확인 시간 만료 → 1단계',
  beforeEach: mockServer([
    ['POST', /^\/v1\/auth\/login$/, challengeOf(false)],
    [
      'POST',
      /^\/v1\/auth\/second-factor$/,
      () => refusal(401, 'INVALID_CHALLENGE', '로그인 확인 시간이 지났습니다. 아이디와 비밀번호로 다시 로그인해 주세요.'),
    ],
  ]),
  play: async ({ canvasElement }) => {
    const canvas = await passwordStep(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /인증 코드 6자리/ }), '123456{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('로그인 확인 시간이 지났습니다.');
    await expect(canvas.getByRole('textbox', { name: /아이디/ })).toBeVisible();
  },
};

export const Recovery: Story = {
  name: '2단계: 복구 코드 사용',
  beforeEach: asStaff(),
  play: async ({ canvasElement }) => {
    const canvas = await passwordStep(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '복구 코드 사용' }));
    const code = canvas.getByRole('textbox', { name: /^복구 코드/ });
    await expect(code).toHaveFocus();
    await userEvent.type(code, '12{Enter}');
    await expect(canvas.getByText('복구 코드 8자리를 입력해 주세요 (예: ABCD-EFGH).')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '인증 앱 코드 사용' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Enrol: Story = {
  name: '첫 로그인: 인증 앱 등록',
  beforeEach: asStaff(true),
  play: async ({ canvasElement }) => {
    const canvas = await passwordStep(canvasElement, 'ops_new');
    await expect(await canvas.findByRole('img', { name: '인증 앱에 등록할 QR 코드' })).toBeVisible();
    await expect(canvas.getByTestId('enrolment-secret')).toHaveTextContent('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    await expect(canvas.getByTestId('enrolment-secret').children).toHaveLength(8);
    await expect(canvas.getByRole('textbox', { name: /인증 코드 6자리/ })).toHaveFocus();
  },
};

export const EnrolDone: Story = {
  name: '첫 로그인: 복구 코드 10개',
  beforeEach: mockServer([
    ['POST', /^\/v1\/auth\/login$/, challengeOf(true)],
    ['POST', /^\/v1\/auth\/second-factor\/enrolment$/, () => enrolment],
    ['POST', /^\/v1\/auth\/second-factor$/, () => ({ accessToken: 'a', refreshToken: 'r', deviceUuid: null, recoveryCodes: codes })],
    ['GET', /^\/v1\/auth\/me$/, () => staff],
  ]),
  play: async ({ canvasElement }) => {
    const canvas = await passwordStep(canvasElement, 'ops_new');
    await userEvent.type(await canvas.findByRole('textbox', { name: /인증 코드 6자리/ }), '123456{Enter}');
    const list = await canvas.findByRole('list', { name: '복구 코드 10개' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: '복구 코드를 안전한 곳에 보관했습니다' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '복사' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '인쇄' })).toBeVisible();
  },
};

/** The enrolment step while its secret is fetched: a placeholder where the QR code goes, 등록 waits. */
export const EnrolLoading: StoryObj<typeof EnrolStep> = {
  name: '첫 로그인: QR 코드 준비 중',
  render: () => <EnrolStep userId="ops_new" enrolment={null} busy={false} error={null} attempt={0} onSubmit={fn()} onRestart={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '등록' })).toBeDisabled();
  },
};

/** The recovery codes with long Korean around them on a phone-wide column. */
export const CodesNarrow: StoryObj<typeof RecoveryCodesStep> = {
  name: '복구 코드 (좁은 화면)',
  render: () => (
    <div className={css({ maxW: '328px' })}>
      <RecoveryCodesStep codes={codes} onDone={fn()} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(10);
  },
};
