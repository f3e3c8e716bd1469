import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type Call, mockServer, refusal } from '../../shared/story-server';
import { StaffPage } from './StaffPage';
import { detailOf, link, manager, staffRows, superAdmin } from './story-fixtures';

const calls: Call[] = [];
const ops = detailOf(staffRows[1]!);

/** One staff account: permissions, disable / enable with a reason, second-factor reset, a new enrolment link. */
const meta = {
  title: 'Islands/Admin/StaffPage',
  component: StaffPage,
  args: { me: superAdmin, staff: ops },
  beforeEach: () => {
    calls.length = 0;
    return mockServer(
      [
        ['PATCH', /^\/v1\/members\/admins\/demo_ops_members$/, () => ({ ...ops, permissions: ['MEMBER_MANAGEMENT'] })],
        ['POST', /\/disable$/, () => ({ ...ops, accountStatus: 'BLOCKED' })],
        ['POST', /\/enrolment-link$/, () => link],
        ['GET', /^\/v1\/admin\/staff\/demo_ops_members$/, () => ({ ...ops, enrolmentLinkExpiresAt: link.expiresAt })],
      ],
      calls,
    )();
  },
} satisfies Meta<typeof StaffPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = { name: '활성 운영자' };

export const ChangePermissions: Story = {
  name: '권한 바꾸기',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('계약관리'));
    await userEvent.click(canvas.getByRole('button', { name: '권한 저장' }));
    await waitFor(() => expect(canvas.getByText(/권한을 저장했습니다/)).toBeVisible());
  },
};

export const Disable: Story = {
  name: '비활성화 (사유 필요)',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '비활성화' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(await dialog.findByText(/서지민\(demo_ops_members\) 계정을 비활성화합니다/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '비활성화' }));
    await expect(await dialog.findByText('사유를 입력해 주세요.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /사유/ }), '퇴사');
    await userEvent.click(dialog.getByRole('button', { name: '비활성화' }));
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: '활성화' })).toBeVisible());
  },
};

export const NewLink: Story = { name: '새 등록 링크 (한 번 표시)', args: { link } };

export const Disabled: Story = { name: '비활성 운영자', args: { staff: detailOf(staffRows[3]!) } };

export const NotEnrolled: Story = { name: '등록 전 (비밀번호·인증 앱 없음)', args: { staff: detailOf(staffRows[2]!) } };

export const Yourself: Story = {
  name: '내 계정 (바꿀 수 없음)',
  args: { staff: detailOf(staffRows[0]!) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('자기 계정의 역할, 권한, 상태와 2단계 인증은 바꿀 수 없습니다.');
    await expect(canvas.getByRole('button', { name: '비활성화' })).toBeDisabled();
  },
};

export const SuperAdminByManager: Story = {
  name: '슈퍼 관리자 계정 (권한관리 운영자가 볼 때)',
  args: { me: manager, staff: detailOf(staffRows[0]!) },
};

export const Refused: Story = {
  name: '서버가 거절 (가지고 있지 않은 권한)',
  args: { me: manager },
  beforeEach: mockServer([
    [
      'PATCH',
      /^\/v1\/members\/admins\//,
      () => refusal(403, 'PERMISSION_NOT_HELD', '가지고 있지 않은 권한은 주거나 뺄 수 없습니다: 계약관리.'),
    ],
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('고객센터'));
    await userEvent.click(canvas.getByRole('button', { name: '권한 저장' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('가지고 있지 않은 권한은'));
  },
};
