import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { CodeInput, countdownText, type CodeInputProps } from './CodeInput';

// A fixed clock, so that the countdown reads the same in every run and screenshot.
const NOW = Date.UTC(2026, 10, 25, 3, 0, 0);
const clock = () => NOW;

function Controlled(args: CodeInputProps) {
  const [value, setValue] = useState(args.value);
  return (
    <CodeInput
      {...args}
      value={value}
      onChange={(code) => {
        setValue(code);
        args.onChange(code);
      }}
    />
  );
}

const meta = {
  title: 'Components/CodeInput',
  component: CodeInput,
  parameters: {
    docs: {
      description: {
        component:
          'The SMS verification-code box of 아이디 찾기 / 비밀번호 찾기: digits only, `one-time-code` autofill, the time left inside the box (「2:59」) and, once it ran out, 「시간 초과」 with 재발송. Light: a native input on the kit recipes.',
      },
    },
  },
  args: { id: 'code', value: '', expiresAt: NOW + 179_000, onChange: fn(), onResend: fn(), now: clock },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div className={css({ width: '360px', maxWidth: '100%' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CodeInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Counting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2:59')).toBeVisible();
    const box = canvas.getByRole('textbox', { name: '인증번호' });
    await userEvent.type(box, '12a34567');
    await expect(box).toHaveValue('123456');
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
    await expect(canvas.queryByRole('button', { name: '재발송' })).toBeNull();
  },
};

export const Expired: Story = {
  name: 'Time up: 재발송',
  args: { expiresAt: NOW - 1000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('시간 초과')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '재발송' }));
    await expect(args.onResend).toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { value: '111111', errorText: '인증번호가 올바르지 않습니다. 남은 입력 횟수: 4회' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: '인증번호' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(/남은 입력 횟수: 4회/);
  },
};

export const DeadCode: Story = {
  name: 'Dead after five wrong tries',
  args: { value: '999999', expiresAt: NOW + 95_000, errorText: '인증번호를 5회 잘못 입력했습니다. 인증번호를 다시 받아 주세요.' },
};

export const NotSentYet: Story = {
  name: 'Before a code was sent',
  args: { expiresAt: null, helpText: '문자로 받은 6자리 숫자를 입력해 주세요.' },
};

export const Disabled: Story = { args: { disabled: true, value: '1234' } };

export const CountdownText: Story = {
  name: 'countdownText()',
  render: () => <p>{[180, 179, 61, 60, 9, 0].map(countdownText).join(' · ')}</p>,
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('3:00 · 2:59 · 1:01 · 1:00 · 0:09 · 0:00');
  },
};
