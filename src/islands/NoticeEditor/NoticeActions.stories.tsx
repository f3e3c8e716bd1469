import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { NoticeActions } from './NoticeActions';
import { DialogHost } from '../shared/dialog-host/DialogHost';

/**
 * The editor's bar on a notice page: its state, 수정, and 게시 / 게시 취소 (asked first, answered with a toast).
 * The publication call answers from the story.
 */
const meta = {
  title: 'Islands/NoticeEditor/NoticeActions',
  component: NoticeActions,
  args: {
    noticeId: 7,
    isExposed: false,
    exposureRange: 'ALL',
    editHref: '/customer-service/notice/7/edit',
    setExposure: fn(async () => ({})),
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <DialogHost />
      </>
    ),
  ],
} satisfies Meta<typeof NoticeActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Draft: Story = {
  name: '임시저장 공지',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('관리자만 볼 수 있는 공지입니다.');
    await expect(canvas.getByRole('button', { name: '게시' })).toBeInTheDocument();
  },
};

export const Published: Story = {
  name: '게시 중인 공지',
  args: { isExposed: true, exposureRange: 'CONTRACTED' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('계약 회원에게 보이는 공지입니다.');
    await expect(canvas.getByRole('button', { name: '게시 취소' })).toBeInTheDocument();
  },
};

export const Publish: Story = {
  name: '게시하기',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const publish = canvas.getByRole('button', { name: '게시' });
    await waitFor(() => expect(publish).toBeEnabled());
    await userEvent.click(publish);
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    await expect(dialog).toHaveTextContent('게시하면 전체 회원에게 바로 보입니다.');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(args.setExposure).toHaveBeenCalledWith(7, true));
    await expect(await canvas.findByRole('button', { name: '게시 취소' })).toBeInTheDocument();
    await expect(await screen.findByText('공지를 게시했습니다.', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
