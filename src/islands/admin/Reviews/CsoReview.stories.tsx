import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CsoReview } from './CsoReview';
import { approvedCso, csoStoryCalls, legacyCso, pendingCso, rejectedCso } from './story-fixtures';

/** CSO 신고증 심사's review: the certificate in the viewer, the member (masked), 승인 or 반려 with a reason, the result. */
const meta = {
  title: 'Islands/Admin/Reviews/CsoReview',
  component: CsoReview,
  args: { review: pendingCso, calls: csoStoryCalls },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CsoReview>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Pending: Story = { name: '심사 대기' };

export const Approve: Story = {
  name: '승인',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '승인' }));
    const dialog = await body().findByRole('dialog', { name: 'CSO 신고증 승인' });
    await expect(dialog).toHaveTextContent('한지우(jiwoo_cso) 회원의 CSO 신고증');
    await userEvent.click(within(dialog).getByRole('button', { name: '승인' }));
    await expect(await canvas.findByTestId('decision-result')).toHaveTextContent('CSO 회원으로');
    await expect(canvas.getByRole('link', { name: '다음 신고증 심사하기' })).toHaveAttribute('href', '/admin/cso-certificates/minseo22');
  },
};

export const Reject: Story = {
  name: '반려 (사유)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '반려' }));
    const dialog = await body().findByRole('dialog', { name: 'CSO 신고증 반려' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /반려 사유/ }), '가');
    await userEvent.click(within(dialog).getByRole('button', { name: '반려' }));
    await expect(within(dialog).getByText('반려 사유는 2자 이상 입력해 주세요.')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /반려 사유/ }), '신고증의 유효기간이 지났습니다.');
    await userEvent.click(within(dialog).getByRole('button', { name: '반려' }));
    await expect(await canvas.findByTestId('decision-result')).toHaveTextContent('반려했습니다');
  },
};

export const Approved: Story = { name: '승인됨', args: { review: approvedCso } };

export const Rejected: Story = { name: '반려됨', args: { review: rejectedCso } };

export const OlderSystem: Story = { name: '이전 시스템 파일', args: { review: legacyCso } };
