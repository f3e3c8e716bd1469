import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import ReportDialog from './ReportDialog';
import { mockApi } from '../shared/story-fixtures';

/** 신고하기: the report reasons as a radio group (the first chosen), then the report; a second one is refused (409). */
const meta = {
  title: 'Islands/CommunityPost/ReportDialog',
  component: ReportDialog,
  args: { target: { postId: 101 }, myUserId: 'demo_cso', onClose: fn(), onReported: fn(), notify: fn() },
  beforeEach: mockApi([[/^\/v1\/reports\/demo_cso$/, () => '7']]),
} satisfies Meta<typeof ReportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '신고 사유 고르기',
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: '신고하기' }));
    const reasons = dialog.getByRole('radiogroup', { name: '신고유형을 선택해주세요' });
    await expect(within(reasons).getAllByRole('radio')).toHaveLength(7);
    await expect(within(reasons).getByRole('radio', { name: '홍보/스팸' })).toBeChecked();
    await userEvent.click(within(reasons).getByText('개인정보 노출'));
    await expect(within(reasons).getByRole('radio', { name: '개인정보 노출' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: '신고하기' }));
    await waitFor(() => expect(args.notify).toHaveBeenCalledWith('success', '신고가 접수되었습니다.'));
    await expect(args.onReported).toHaveBeenCalled();
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const AlreadyReported: Story = {
  name: '이미 신고한 댓글 (409)',
  args: { target: { commentId: 15 } },
  beforeEach: mockApi([[/^\/v1\/reports\//, 409]]),
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: '신고하기' }));
    await userEvent.click(dialog.getByRole('button', { name: '신고하기' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('이미 신고한 댓글입니다.');
    await expect(args.onReported).toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
