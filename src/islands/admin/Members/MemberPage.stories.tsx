import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type Call, mockServer, refusal, requestOf } from '../../shared/story-server';
import { MemberPage } from './MemberPage';
import { change, memberDetails } from './story-fixtures';

const calls: Call[] = [];
const suspended = memberDetails({
  accountStatus: 'BLOCKED',
  suspension: { reason: '허위 정보 게시', until: '2026-12-31T14:59:59' },
  devices: [],
});

/** A member's page in 회원관리: masked profile with 보기, contract, certificate, devices, status, reset code, bank change, memo. */
const meta = {
  title: 'Islands/Admin/MemberPage',
  component: MemberPage,
  args: { member: memberDetails(), today: '2026-12-01' },
  beforeEach: () => {
    calls.length = 0;
    return mockServer(
      [
        [
          'POST',
          /\/reveal$/,
          () =>
            new Response(JSON.stringify({ field: 'phoneNumber', value: '010-4719-2863' }), {
              status: 200,
              headers: { 'content-type': 'application/json' },
            }),
        ],
        [
          'POST',
          /\/suspension$/,
          () => new Response(JSON.stringify(suspended), { status: 200, headers: { 'content-type': 'application/json' } }),
        ],
        ['POST', /\/bank-account-changes$/, () => change({ mine: true })],
        ['PUT', /\/memo$/, () => memberDetails({ staffMemo: '새 메모' })],
        [
          'POST',
          /\/password-reset-code$/,
          () => refusal(429, 'TOO_MANY_CODES', '인증번호 요청이 너무 많습니다. 30초 후에 다시 시도해 주세요.'),
        ],
      ],
      calls,
    )();
  },
} satisfies Meta<typeof MemberPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async () => within(await within(document.body).findByRole('dialog'));

export const Active: Story = { name: '정상 회원' };

export const Reveal: Story = {
  name: '연락처 보기 (사유 입력)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '연락처 보기' }));
    const dialog = await dialogOf();
    await waitFor(() => expect(dialog.getByText(/이서연\(demo_org\) 회원의 연락처/)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: '보기' }));
    await waitFor(() => expect(dialog.getByText('사유를 입력해 주세요.')).toBeVisible());
    await userEvent.type(dialog.getByLabelText(/열람 사유/), '본인 확인 전화');
    await userEvent.click(dialog.getByRole('button', { name: '보기' }));
    await waitFor(() => expect(canvas.getByText('010-4719-2863')).toBeVisible());
    await expect(await requestOf(calls[0])).toEqual({ field: 'phoneNumber', reason: '본인 확인 전화' });
  },
};

export const Suspend: Story = {
  name: '이용 정지 (사유와 종료일)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '이용 정지' }));
    const dialog = await dialogOf();
    await userEvent.type(dialog.getByLabelText(/정지 사유/), '허위 정보 게시');
    await userEvent.click(dialog.getByRole('button', { name: '정지' }));
    await waitFor(() => expect(canvas.getByText('허위 정보 게시')).toBeVisible());
    await expect(await requestOf(calls[0])).toEqual({ reason: '허위 정보 게시', until: '2026-12-08' });
  },
};

export const Suspended: Story = { name: '정지된 회원', args: { member: suspended } };

export const BankChangePending: Story = {
  name: '계좌 변경 승인 대기 (내 요청)',
  args: { member: memberDetails({ pendingBankChange: change({ mine: true }) }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/다른 담당자의 승인이 필요합니다/)).toBeVisible();
  },
};

export const ResetCodeRefused: Story = {
  name: '재설정 코드 발송 거절 (너무 잦음)',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '재설정 코드 발송' }));
    const dialog = await dialogOf();
    await userEvent.click(dialog.getByRole('button', { name: '발송' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('인증번호 요청이 너무 많습니다');
  },
};

export const NoContract: Story = {
  name: '계약 없는 회원',
  args: {
    member: memberDetails({
      partnerContractStatus: 'NONE',
      contract: null,
      csoCertificate: { url: null, state: 'NONE', submittedAt: null, rejectionReason: null },
      devices: [],
    }),
  },
};

export const Withdrawn: Story = {
  name: '탈퇴한 회원',
  args: { member: memberDetails({ accountStatus: 'DELETED', devices: [], contract: null }) },
};
