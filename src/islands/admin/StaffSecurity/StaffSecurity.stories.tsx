import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { StaffSecurity } from './StaffSecurity';
import { type Call, mockServer, refusal, requestOf } from '../../shared/story-server';

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
const calls: Call[] = [];

/** 내 보안 설정: recovery codes left, and ten new ones for a current code of the authenticator app. */
const meta = {
  title: 'Islands/Admin/StaffSecurity',
  component: StaffSecurity,
  args: { recoveryCodesLeft: 8 },
  decorators: [
    (Story) => (
      <div className={css({ maxW: '640px' })}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    calls.length = 0;
    return mockServer([['POST', /^\/v1\/admin\/me\/recovery-codes$/, () => ({ recoveryCodes: codes })]], calls)();
  },
} satisfies Meta<typeof StaffSecurity>;
export default meta;
type Story = StoryObj<typeof meta>;

const submit = async (canvasElement: HTMLElement, code: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /인증 코드 6자리/ }), `${code}{Enter}`);
  return canvas;
};

export const Left: Story = {
  name: '남은 복구 코드 8개',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('recovery-codes-left')).toHaveTextContent('남은 복구 코드: 8개');
  },
};

export const FewLeft: Story = {
  name: '얼마 남지 않음',
  args: { recoveryCodesLeft: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/남은 복구 코드가 얼마 없습니다/)).toBeVisible();
  },
};

export const NoneLeft: Story = { name: '남은 코드 없음', args: { recoveryCodesLeft: 0 } };

export const Made: Story = {
  name: '새로 만듦',
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, '123456');
    const list = await canvas.findByRole('list', { name: '복구 코드 10개' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(await requestOf(calls[0])).toEqual({ code: '123456' });
    await userEvent.click(canvas.getByRole('button', { name: '복구 코드를 안전한 곳에 보관했습니다' }));
    await expect(canvas.getByTestId('recovery-codes-left')).toHaveTextContent('남은 복구 코드: 10개');
  },
};

export const WrongCode: Story = {
  name: '잘못된 코드',
  beforeEach: mockServer([
    [
      'POST',
      /^\/v1\/admin\/me\/recovery-codes$/,
      () => refusal(401, 'INVALID_SECOND_FACTOR', '인증 코드가 올바르지 않습니다. 다시 확인해 주세요.'),
    ],
  ]),
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, '123456');
    const field = canvas.getByRole('textbox', { name: /인증 코드 6자리/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription('인증 코드가 올바르지 않습니다. 다시 확인해 주세요.'));
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
  },
};

export const NotSixDigits: Story = {
  name: '6자리가 아님',
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, '12');
    await expect(canvas.getByRole('textbox', { name: /인증 코드 6자리/ })).toHaveAccessibleDescription(
      '인증 앱에 표시된 6자리 숫자를 입력해 주세요.',
    );
    await expect(calls).toHaveLength(0);
  },
};

export const Busy: Story = {
  name: '만드는 중',
  beforeEach: mockServer([['POST', /^\/v1\/admin\/me\/recovery-codes$/, 'never']]),
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, '123456');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /복구 코드 새로 만들기|만드는 중/ })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const Shown: Story = { name: '새 코드 표시', args: { shownCodes: codes } };
