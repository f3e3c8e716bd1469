import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../api/errors';
import { ReasonDialog } from './ReasonDialog';

/**
 * The console's confirm dialog with the reason a decision asks (its plain form, ConfirmDialog, is the same frame
 * without the field): the reason checked before anything is sent, the busy state, and the server's refusal.
 */
const meta = {
  title: 'Islands/Admin/Shared/ReasonDialog',
  component: ReasonDialog,
  args: {
    open: true,
    onClose: fn(),
    title: '게시글 숨김',
    message: '「처방 단가 문의」 게시글을 숨깁니다. 작성자에게 사유가 전달됩니다.',
    confirmLabel: '숨김',
    tone: 'danger',
    reasonLabel: '숨김 사유',
    onConfirm: fn(async () => undefined),
  },
} satisfies Meta<typeof ReasonDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await within(document.body).findByRole('dialog'));

export const Open: Story = { name: '사유 입력' };

export const WithoutReason: Story = {
  name: '사유 없는 확인',
  args: {
    title: '입력완료',
    message: '실적을 입력완료합니다. 정산에 반영됩니다.',
    confirmLabel: '입력완료',
    tone: 'brand',
    reasonLabel: undefined,
  },
};

export const ReasonMissing: Story = {
  name: '사유를 비운 채 확인',
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: '숨김' }));
    await expect(await d.findByText('숨김 사유를 입력해 주세요.')).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  name: '서버가 거절함',
  args: {
    onConfirm: fn(async () => {
      throw new ApiError('다른 운영자가 먼저 처리했습니다.', 409, 'ALREADY_HANDLED');
    }),
  },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: /숨김 사유/ }), '광고성 게시글');
    await userEvent.click(d.getByRole('button', { name: '숨김' }));
    await waitFor(() => expect(d.getByRole('alert')).toHaveTextContent('다른 운영자가 먼저 처리했습니다.'));
    await expect(args.onConfirm).toHaveBeenCalledWith('광고성 게시글');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Optional: Story = {
  name: '사유 선택 (감사 로그)',
  args: {
    reasonRequired: false,
    reasonLabel: '사유',
    reasonHelp: '감사 로그에 남습니다.',
    title: '운영자 활성화',
    tone: 'brand',
    confirmLabel: '활성화',
  },
};
