import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CommentItem } from './CommentItem';
import { comment, comments, NOW } from './story-fixtures';

/** One comment with its replies: author, MY / 작성자 marks, relative time, ⋯ menu, 좋아요, 답글 and the inline edit. */
const meta = {
  title: 'Islands/CommunityPost/CommentItem',
  component: CommentItem,
  args: {
    comment: comments[0]!,
    now: NOW,
    actions: { like: fn(), reply: fn(async () => true), update: fn(async () => true), remove: fn(), report: fn(), block: fn() },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '720px', minHeight: '220px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithReplies: Story = {
  name: '답글이 달린 댓글',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('방금 전')).toBeVisible();
    await expect(canvas.getByText('20분 전')).toBeVisible();
    await expect(canvas.getByText('3시간 전')).toBeVisible();
    await expect(canvas.getAllByText('MY')).toHaveLength(1);
    const like = canvas.getAllByTestId('comment-like')[0]!;
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(like);
    await expect(args.actions.like).toHaveBeenCalledWith(11);
  },
};

export const OthersMenu: Story = {
  name: '다른 회원의 댓글: 신고 · 차단',
  args: { comment: comment({ id: 16, nickname: '익명2', createdAt: '2026-11-22T06:00:00' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3일 전')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: '익명2님의 댓글 메뉴' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: '신고하기' }));
    await expect(args.actions.report).toHaveBeenCalledWith(16);
  },
};

export const Reported: Story = {
  name: '신고한 댓글 (일주일 넘음)',
  args: { comment: comments[2]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2026년 11월 16일')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: '부산CSO님의 댓글 메뉴' }));
    await expect(canvas.getByRole('menuitem', { name: '신고 완료' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Editing: Story = {
  name: '내 댓글 수정: 취소하면 그대로',
  args: { comment: comments[1]! },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('button', { name: '나님의 댓글 메뉴' });
    await userEvent.click(menu);
    await userEvent.click(canvas.getByRole('menuitem', { name: '수정하기' }));
    const box = canvas.getByRole('textbox', { name: '댓글 수정' });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.clear(box);
    await userEvent.type(box, '고친 댓글');
    await userEvent.click(canvas.getByRole('button', { name: '취소' }));
    await expect(canvas.getByTestId('comment-content')).toHaveTextContent('좋은 정보 감사합니다.');
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.click(menu);
    await userEvent.click(canvas.getByRole('menuitem', { name: '수정하기' }));
    await userEvent.click(canvas.getByRole('button', { name: '수정하기' }));
    await expect(args.actions.update).not.toHaveBeenCalled();
  },
};

export const Replying: Story = {
  name: '답글 쓰기',
  args: { comment: comments[1]! },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^답글/ }));
    const box = canvas.getByRole('textbox', { name: '답글 쓰기' });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.type(box, '저도 궁금합니다.');
    await userEvent.click(canvas.getByRole('button', { name: '등록하기' }));
    await expect(args.actions.reply).toHaveBeenCalledWith(14, '저도 궁금합니다.');
  },
};
