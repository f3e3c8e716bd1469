import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type Call, mockServer, refusal } from '../../shared/story-server';
import { StaffForm } from './StaffForm';
import { created, manager, superAdmin } from './story-fixtures';

const calls: Call[] = [];

/** 운영자 등록: the permissions the operator holds can be given, the others are shown disabled with why; then the link. */
const meta = {
  title: 'Islands/Admin/StaffForm',
  component: StaffForm,
  args: { me: superAdmin },
  beforeEach: () => {
    calls.length = 0;
    return mockServer([['POST', /^\/v1\/members\/admins$/, () => created]], calls)();
  },
} satisfies Meta<typeof StaffForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BySuperAdmin: Story = { name: '슈퍼 관리자가 등록 (모든 권한 선택 가능)' };

export const ByManager: Story = {
  name: '권한관리 운영자가 등록 (가진 권한만 선택 가능)',
  args: { me: manager },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: '정산관리' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: '회원관리' })).toBeEnabled();
    await expect(canvas.getByText(/내가 가지고 있지 않은 권한/)).toBeVisible();
  },
};

export const Invalid: Story = {
  name: '입력 확인',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '아이디' }), 'ab');
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    await expect(canvas.getByText('아이디는 4~20자로 입력해 주세요.')).toBeVisible();
    await expect(canvas.getByText('권한을 1개 이상 선택해 주세요.')).toBeVisible();
    await expect(calls).toHaveLength(0);
  },
};

export const Submitting: Story = {
  name: '등록하기',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '아이디' }), 'new_ops_kim');
    await userEvent.type(canvas.getByRole('textbox', { name: '이름' }), '김새봄');
    await userEvent.type(canvas.getByRole('textbox', { name: '이메일' }), 'saebom@example.kr');
    await userEvent.click(canvas.getByText('고객센터'));
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(canvas.getByTestId('enrolment-link')).toHaveTextContent('/admin/enrol?token='));
    await expect(JSON.parse(String(calls.at(-1)?.body))).toMatchObject({ userId: 'new_ops_kim', permissions: ['CUSTOMER_SERVICE'] });
  },
};

export const Refused: Story = {
  name: '서버가 거절',
  beforeEach: mockServer([
    ['POST', /^\/v1\/members\/admins$/, () => refusal(409, 'USER_ID_TAKEN', '이미 사용 중인 아이디입니다. 다른 아이디를 입력해 주세요.')],
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '아이디' }), 'demo_admin');
    await userEvent.type(canvas.getByRole('textbox', { name: '이름' }), '중복');
    await userEvent.type(canvas.getByRole('textbox', { name: '이메일' }), 'dup@example.kr');
    await userEvent.click(canvas.getByText('고객센터'));
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('이미 사용 중인 아이디입니다'));
  },
};

export const Created: Story = { name: '등록 완료 (등록 링크 한 번 표시)', args: { created } };
