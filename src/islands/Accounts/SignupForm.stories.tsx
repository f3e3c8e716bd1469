import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SignupForm } from './SignupForm';
import { mockApi } from '../shared/story-fixtures';
import { fakePopup, hydrated, identityRoutes, refusal } from './story-fixtures';

/**
 * 회원가입 in each of its states. The /v1 calls are answered by the story (ID and phone checks, the identity
 * verification, the sign-up itself) and the identity popup is a stand-in: nothing leaves the page.
 */
const routes = (free: boolean, signUp: 'never' | (() => unknown) = 'never') =>
  mockApi([
    [/^\/v1\/members\/available-phone$/, () => true],
    [/^\/v1\/members\/[^/]+\/available$/, () => free],
    [/^\/v1\/members$/, signUp],
    ...identityRoutes(),
  ]);

const meta = {
  title: 'Islands/Accounts/SignupForm',
  component: SignupForm,
  parameters: { docs: { story: { inline: false, iframeHeight: 1400 } } },
  beforeEach: [routes(true), fakePopup],
} satisfies Meta<typeof SignupForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const field = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: '가입완료' }));

/** Everything a valid sign-up needs, typed and clicked as a member would (the ID checked, identity verified). */
async function fillValid(canvas: Canvas, root: HTMLElement, { consents = true } = {}) {
  await hydrated(canvas, '가입완료');
  await userEvent.type(field(root, 'userId'), 'newpartner01');
  await userEvent.click(canvas.getByRole('button', { name: '중복확인' }));
  await expect(await canvas.findByText('✓ 사용할 수 있는 아이디입니다.')).toBeInTheDocument();
  await userEvent.type(field(root, 'password'), 'Partner2026!');
  await userEvent.type(field(root, 'passwordConfirm'), 'Partner2026!');
  await userEvent.click(canvas.getByRole('button', { name: '본인인증' }));
  await expect(await canvas.findByText('✓ 본인인증이 완료되었습니다.', {}, { timeout: 5000 })).toBeInTheDocument();
  await userEvent.type(field(root, 'email'), 'haneul@medipartner.kr');
  if (consents) await userEvent.click(canvas.getByRole('checkbox', { name: '전체 동의' }));
}

export const Empty: Story = {
  name: '빈 양식',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await hydrated(canvas, '가입완료');
    await expect(canvas.getByRole('form', { name: '회원가입' })).toBeInTheDocument();
    await expect(canvas.getByText('CSO 신고증 (선택)')).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: '전체 동의' })).not.toBeChecked();
  },
};

export const FilledValid: Story = {
  name: '모두 입력 (본인인증 완료)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas, canvasElement);
    await expect(canvas.getByText('✓ 사용할 수 있는 비밀번호입니다.')).toBeInTheDocument();
    await expect(canvas.getByText('✓ 비밀번호가 일치합니다.')).toBeInTheDocument();
    await expect(canvas.getByText('✓ 올바른 이메일 형식입니다.')).toBeInTheDocument();
    const identity = canvas.getByTestId('signup-identity');
    await expect(identity).toHaveTextContent('김하늘');
    await expect(identity).toHaveTextContent('010-2345-6789');
    await expect(canvas.getByRole('button', { name: '다시 인증' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const AllRequiredMissing: Story = {
  name: '빈 양식으로 가입완료',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await hydrated(canvas, '가입완료');
    await submit(canvas);
    await expect(canvas.getByText('아이디를 입력해 주세요.')).toBeInTheDocument();
    await expect(canvas.getByText('비밀번호를 입력해 주세요.')).toBeInTheDocument();
    await expect(canvas.getByText('비밀번호를 한 번 더 입력해 주세요.')).toBeInTheDocument();
    await expect(canvas.getByText('휴대폰 본인인증을 해 주세요.')).toBeInTheDocument();
    await expect(canvas.getByText('이메일을 입력해 주세요.')).toBeInTheDocument();
    await expect(canvas.getByText('[필수] 이용약관과 개인정보 처리방침에 동의해 주세요.')).toBeInTheDocument();
    // The first field in error takes the focus.
    await expect(field(canvasElement, 'userId')).toHaveFocus();
  },
};

export const IdTaken: Story = {
  name: '아이디 중복',
  beforeEach: routes(false),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await hydrated(canvas, '중복확인');
    await userEvent.type(field(canvasElement, 'userId'), 'demopartner');
    await userEvent.click(canvas.getByRole('button', { name: '중복확인' }));
    await expect(await canvas.findByText('이미 사용 중인 아이디입니다. 다른 아이디를 입력해 주세요.')).toBeInTheDocument();
    await expect(field(canvasElement, 'userId')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const IdUnchecked: Story = {
  name: '아이디 중복확인 안 함',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await hydrated(canvas, '가입완료');
    await userEvent.type(field(canvasElement, 'userId'), 'newpartner01');
    await submit(canvas);
    await expect(canvas.getByText('아이디 중복확인을 해 주세요.')).toBeInTheDocument();
    await expect(field(canvasElement, 'userId')).toHaveFocus();
  },
};

export const IdRules: Story = {
  name: '아이디 규칙 위반',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await hydrated(canvas, '중복확인');
    await userEvent.type(field(canvasElement, 'userId'), '새파트너');
    await userEvent.click(canvas.getByRole('button', { name: '중복확인' }));
    await expect(canvas.getByText('아이디는 영문과 숫자만 쓸 수 있습니다.')).toBeInTheDocument();
  },
};

export const PasswordRules: Story = {
  name: '비밀번호 규칙 위반',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await hydrated(canvas, '가입완료');
    await step('too short', async () => {
      await userEvent.type(field(canvasElement, 'password'), 'Ab1!');
      await submit(canvas);
      await expect(canvas.getByText('비밀번호는 8~63자로 입력해 주세요.')).toBeInTheDocument();
    });
    await step('long enough but of one kind of character', async () => {
      await userEvent.clear(field(canvasElement, 'password'));
      await userEvent.type(field(canvasElement, 'password'), 'partnerportal');
      await submit(canvas);
      await expect(
        canvas.getByText('비밀번호는 영문 대문자, 영문 소문자, 숫자, 특수문자 중 3가지 이상을 섞어 주세요.'),
      ).toBeInTheDocument();
    });
  },
};

export const ConfirmMismatch: Story = {
  name: '비밀번호 확인 불일치',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await hydrated(canvas, '가입완료');
    await userEvent.type(field(canvasElement, 'password'), 'Partner2026!');
    await userEvent.type(field(canvasElement, 'passwordConfirm'), 'Partner2025!');
    await submit(canvas);
    await expect(canvas.getByText('✓ 사용할 수 있는 비밀번호입니다.')).toBeInTheDocument();
    await expect(canvas.getByText('비밀번호가 일치하지 않습니다.')).toBeInTheDocument();
  },
};

export const MissingConsents: Story = {
  name: '필수 약관 미동의',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas, canvasElement, { consents: false });
    await userEvent.click(canvas.getByRole('checkbox', { name: '[필수] 이용약관' }));
    await submit(canvas);
    await expect(canvas.getByText('[필수] 이용약관과 개인정보 처리방침에 동의해 주세요.')).toBeInTheDocument();
    // The form's other fields are fine: only the consents are named.
    await expect(canvas.queryByText('아이디 중복확인을 해 주세요.')).toBeNull();
  },
};

export const WrongCertificateFile: Story = {
  name: 'CSO 신고증 파일 오류',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await hydrated(canvas, '가입완료');
    const input = () => canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await step('a file of another type', async () => {
      await userEvent.upload(input(), [new File(['hwp'], 'CSO신고증.hwp')], { applyAccept: false });
      await expect(await canvas.findByText('CSO 신고증은 jpg, jpeg, png, pdf 파일만 올릴 수 있습니다.')).toBeInTheDocument();
      await expect(canvas.getByText('CSO신고증.hwp')).toBeInTheDocument();
    });
    await step('an empty file', async () => {
      await userEvent.upload(input(), [new File([], 'CSO신고증.pdf', { type: 'application/pdf' })]);
      await expect(await canvas.findByText('빈 파일은 올릴 수 없습니다.')).toBeInTheDocument();
    });
  },
};

export const Submitting: Story = {
  name: '가입 중',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas, canvasElement);
    await submit(canvas);
    const button = canvas.getByRole('button', { name: '가입완료' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toBeDisabled();
  },
};

export const PhoneTakenAtSignup: Story = {
  name: '가입 시 이미 가입된 휴대폰',
  beforeEach: routes(true, refusal(409, 'PHONE_TAKEN', '이미 가입된 휴대폰 번호입니다. 아이디 찾기로 기존 계정을 확인해 주세요.')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas, canvasElement);
    await submit(canvas);
    await expect(await canvas.findByText('이미 가입된 휴대폰 번호입니다. 아이디 찾기로 기존 계정을 확인해 주세요.')).toBeInTheDocument();
    // The verification is dropped: the member verifies again.
    await expect(canvas.getByRole('button', { name: '본인인증' })).toBeEnabled();
    await expect(canvas.queryByTestId('signup-identity')).toBeNull();
  },
};
