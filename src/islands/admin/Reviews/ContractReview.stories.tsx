import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../api/errors';
import { ContractReview } from './ContractReview';
import { approvedReview, contractStoryCalls, endedReview, pendingReview, rejectedReview } from './story-fixtures';

/**
 * 계약 심사's review: the application (masked), the member, the history, the four documents; 승인 / 반려 (with a
 * reason) / 계약 종료 (with a reason), each confirmed naming the member and company, busy, then the result and the next.
 */
const meta = {
  title: 'Islands/Admin/Reviews/ContractReview',
  component: ContractReview,
  args: { review: pendingReview, calls: contractStoryCalls },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ContractReview>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Pending: Story = { name: '심사 대기' };

export const Approve: Story = {
  name: '승인하고 다음 신청으로',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '승인' }));
    const dialog = await body().findByRole('dialog', { name: '계약 승인' });
    await expect(dialog).toHaveTextContent('오세린(demo_pending) 회원의 「세린헬스케어」');
    await userEvent.click(within(dialog).getByRole('button', { name: '승인' }));
    await expect(await canvas.findByTestId('decision-result')).toHaveTextContent('승인했습니다');
    await expect(canvas.getByRole('link', { name: '다음 신청 심사하기' })).toHaveAttribute('href', '/admin/contracts/57');
  },
};

export const RejectNeedsReason: Story = {
  name: '반려: 사유를 묻는다',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '반려' }));
    const dialog = await body().findByRole('dialog', { name: '계약 신청 반려' });
    await userEvent.click(within(dialog).getByRole('button', { name: '반려' }));
    await expect(within(dialog).getByText('반려 사유를 입력해 주세요.')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /반려 사유/ }), '재위탁계약서에 서명이 없습니다.');
    await userEvent.click(within(dialog).getByRole('button', { name: '반려' }));
    await expect(await canvas.findByTestId('decision-result')).toHaveTextContent('반려했습니다');
    await expect(canvas.getByText('심사를 기다리는 다른 신청이 없습니다.')).toBeVisible();
  },
};

export const AlreadyDecided: Story = {
  name: '다른 운영자가 먼저 처리함',
  args: {
    calls: {
      ...contractStoryCalls,
      approve: async () => {
        throw new ApiError('이미 처리된 신청입니다. 화면을 새로 고쳐 현재 상태를 확인해 주세요.', 409, 'ALREADY_DECIDED');
      },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '승인' }));
    const dialog = await body().findByRole('dialog', { name: '계약 승인' });
    await userEvent.click(within(dialog).getByRole('button', { name: '승인' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('이미 처리된 신청입니다'));
  },
};

export const Approved: Story = { name: '승인됨 (계약 종료 가능)', args: { review: approvedReview } };

export const EndContract: Story = {
  name: '계약 종료',
  args: { review: approvedReview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '계약 종료' }));
    const dialog = await body().findByRole('dialog', { name: '계약 종료' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /종료 사유/ }), '회원의 요청으로 계약을 종료합니다.');
    await userEvent.click(within(dialog).getByRole('button', { name: '계약 종료' }));
    await expect(await canvas.findByTestId('decision-result')).toHaveTextContent('계약을 종료했습니다');
  },
};

export const Rejected: Story = { name: '반려됨', args: { review: rejectedReview } };

export const Ended: Story = { name: '종료됨', args: { review: endedReview } };
