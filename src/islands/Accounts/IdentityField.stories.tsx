import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { VerifiedIdentity } from '../shared/identity/verify-identity';
import { IdentityField } from './IdentityField';
import { mockApi } from '../shared/story-fixtures';
import { fakePopup, identityRoutes, person } from './story-fixtures';

/**
 * 휴대폰 본인인증 of sign-up: before, verified and refused. The popup is a stand-in and the verification's /v1 calls
 * are answered by the story, so the real verification runs without a browser window.
 */
const meta = {
  title: 'Islands/Accounts/IdentityField',
  component: IdentityField,
  args: { value: null, onChange: fn() },
  beforeEach: [mockApi([[/^\/v1\/members\/available-phone$/, () => true], ...identityRoutes()]), fakePopup],
} satisfies Meta<typeof IdentityField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The field with its own state, as the sign-up form holds it. */
function Stateful({ onChange }: { onChange: (p: VerifiedIdentity | null) => void }) {
  const [value, setValue] = useState<VerifiedIdentity | null>(null);
  return (
    <IdentityField
      value={value}
      onChange={(p) => {
        setValue(p);
        onChange(p);
      }}
    />
  );
}

export const Before: Story = {
  name: '인증 전',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('휴대폰 본인인증')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '본인인증' })).toBeEnabled();
    await expect(canvas.queryByText('✓ 본인인증이 완료되었습니다.')).toBeNull();
  },
};

export const Verified: Story = {
  name: '인증 완료',
  args: { value: person },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const identity = canvas.getByTestId('signup-identity');
    await expect(identity).toHaveTextContent('김하늘');
    await expect(identity).toHaveTextContent('010-2345-6789');
    await expect(canvas.getByText('✓ 본인인증이 완료되었습니다.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '다시 인증' })).toBeInTheDocument();
  },
};

export const VerifyByClick: Story = {
  name: '본인인증 진행',
  render: (args) => <Stateful onChange={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '본인인증' }));
    // The button waits while the popup is open.
    await expect(canvas.getByRole('button', { name: '본인인증' })).toBeDisabled();
    await expect(await canvas.findByText('✓ 본인인증이 완료되었습니다.', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenCalledWith(person);
  },
};

export const Required: Story = {
  name: '인증 안 함 (가입완료 후)',
  args: { errorText: '휴대폰 본인인증을 해 주세요.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('휴대폰 본인인증을 해 주세요.');
  },
};

export const Cancelled: Story = {
  name: '인증 실패 (취소)',
  beforeEach: mockApi(identityRoutes({ status: 'FAIL' })),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '본인인증' }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('본인인증을 취소했습니다.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Blocked: Story = {
  name: '인증 실패 (팝업 차단)',
  beforeEach: () => {
    const real = window.open;
    window.open = () => null;
    return () => {
      window.open = real;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '본인인증' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('본인인증 창이 차단되었습니다.');
  },
};

export const PhoneTaken: Story = {
  name: '이미 가입된 휴대폰',
  beforeEach: mockApi([[/^\/v1\/members\/available-phone$/, () => false], ...identityRoutes()]),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '본인인증' }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('이미 가입된 휴대폰 번호입니다. 아이디 찾기로 기존 계정을 확인해 주세요.');
    await expect(args.onChange).toHaveBeenCalledWith(null);
  },
};
