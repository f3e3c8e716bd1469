import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { $dialog } from '../../stores/dialog';
import { PostThread } from './PostThread';
import { mockApi } from '../shared/story-fixtures';
import { comments, NOW, post } from './story-fixtures';

/** Under a post: 좋아요 (pressed = liked), counts, the comment box and the thread. Likes change at once. */
const meta = {
  title: 'Islands/CommunityPost/PostThread',
  component: PostThread,
  args: {
    postId: 101,
    myUserId: 'demo_cso',
    like: { likedByMe: false, likesCount: 7 },
    viewsCount: 128,
    commentCount: 4,
    comments,
    listHref: '/community/mr_cso_matching',
    renderedAt: NOW,
    fixedNow: NOW,
    notify: fn(),
  },
  beforeEach: mockApi([
    [/^\/v1\/boards\/101\/like$/, () => ({ likedByMe: true, likesCount: 8 })],
    [/^\/v1\/comments\/demo_cso$/, () => '21'],
    [
      /^\/v1\/boards\/101$/,
      () => post({ commentCount: 5, comments: [...comments, { ...comments[1]!, id: 21, content: '새 댓글입니다.' }] }),
    ],
  ]),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '760px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostThread>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Thread: Story = {
  name: '댓글과 답글',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '댓글 4' })).toBeVisible();
    await expect(canvas.getAllByTestId('comment')).toHaveLength(5);
  },
};

export const Empty: Story = { name: '댓글 없음', args: { comments: [], commentCount: 0 } };

export const Like: Story = {
  name: '좋아요',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const like = canvas.getByTestId('post-like');
    await waitFor(() => expect(like).toBeEnabled());
    await userEvent.click(like);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByTestId('post-like-count')).toHaveTextContent('8');
  },
};

export const LikeFails: Story = {
  name: '좋아요 실패: 되돌림',
  beforeEach: mockApi([[/^\/v1\/boards\/101\/like$/, 500]]),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const like = canvas.getByTestId('post-like');
    await waitFor(() => expect(like).toBeEnabled());
    await userEvent.click(like);
    await waitFor(() => expect(args.notify).toHaveBeenCalledWith('error', '좋아요를 반영하지 못했습니다. 다시 시도해 주세요.'));
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByTestId('post-like-count')).toHaveTextContent('7');
  },
};

export const NewComment: Story = {
  name: '댓글 등록: 목록과 개수가 바뀜',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '댓글 쓰기' }), '새 댓글입니다.');
    await userEvent.click(within(canvas.getByRole('form', { name: '댓글 쓰기' })).getByRole('button', { name: '등록하기' }));
    await waitFor(() => expect(canvas.getByTestId('post-comment-count')).toHaveTextContent('5'));
    await expect(canvas.getAllByTestId('comment')).toHaveLength(6);
  },
};

export const BlockPseudonym: Story = {
  name: '글쓴이 차단: 이 게시글에서만 사라짐',
  beforeEach: mockApi([
    [/^\/v1\/blocks\/demo_cso$/, () => ({ blocked: true })],
    [/^\/v1\/boards\/101$/, () => post({ comments: comments.map((c) => ({ ...c, replies: c.replies?.filter((r) => r.id !== 12) })) })],
  ]),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '글쓴이님의 답글 메뉴' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: '차단하기' }));
    await waitFor(() => expect($dialog.get()?.message).toContain('이 게시글에서만'));
    await expect($dialog.get()?.title).toBe('익명 작성자 차단');
    $dialog.get()!.close(true);
    await waitFor(() => expect(args.notify).toHaveBeenCalledWith('success', '작성자를 차단했습니다.'));
    await waitFor(() => expect(canvas.getAllByTestId('comment')).toHaveLength(4));
  },
};
