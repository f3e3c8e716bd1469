import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { $dialog } from '../../stores/dialog';
import { PostMenu } from './PostMenu';
import { mockApi } from '../shared/story-fixtures';

/** The ⋯ menu of a post: 수정하기 / 삭제하기 for its author, 신고하기 / 차단하기 for everyone else. */
const meta = {
  title: 'Islands/CommunityPost/PostMenu',
  component: PostMenu,
  args: {
    postId: 101,
    myUserId: 'demo_cso',
    isMine: false,
    reportedByMe: false,
    editHref: '/community/mr_cso_matching/101/edit?page=2',
    listHref: '/community/mr_cso_matching?page=2',
    notify: fn(),
    navigate: fn(),
  },
  beforeEach: mockApi([
    [/^\/v1\/boards\/101$/, () => null],
    [/^\/v1\/blocks\//, () => ({ blocked: true })],
  ]),
  decorators: [
    (Story) => (
      <div style={{ textAlign: 'right', width: '320px', minHeight: '150px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

async function answer(text: string, yes: boolean) {
  await waitFor(() => expect($dialog.get()?.message).toContain(text));
  $dialog.get()!.close(yes);
}

export const Others: Story = {
  name: '다른 회원의 글',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '게시글 메뉴' }));
    await expect(canvas.getByRole('menuitem', { name: '신고하기' })).toBeVisible();
    await expect(canvas.getByRole('menuitem', { name: '차단하기' })).toBeVisible();
    await expect(canvas.queryByRole('menuitem', { name: '수정하기' })).toBeNull();
  },
};

export const Reported: Story = {
  name: '신고 완료',
  args: { reportedByMe: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '게시글 메뉴' }));
    await expect(canvas.getByRole('menuitem', { name: '신고 완료' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Author: Story = {
  name: '내 글: 삭제 확인 후 목록으로',
  args: { isMine: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '게시글 메뉴' }));
    await expect(canvas.getByRole('menuitem', { name: '수정하기' })).toHaveAttribute('href', '/community/mr_cso_matching/101/edit?page=2');
    await userEvent.click(canvas.getByRole('menuitem', { name: '삭제하기' }));
    await answer('정말 삭제하시겠습니까?', true);
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/community/mr_cso_matching?page=2&done=deleted'));
  },
};

export const Block: Story = {
  name: '차단 확인 후 목록으로',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '게시글 메뉴' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: '차단하기' }));
    await answer('이 작성자가 닉네임으로 쓴 글과 댓글이 더 이상 보이지 않습니다.', true);
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/community/mr_cso_matching?page=2&done=blocked'));
  },
};

export const BlockAnonymous: Story = {
  name: '익명 작성자 차단: 이 게시글에서만',
  args: { anonymous: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '게시글 메뉴' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: '차단하기' }));
    await waitFor(() => expect($dialog.get()?.title).toBe('익명 작성자 차단'));
    await answer('이 게시글에서만 이 작성자의 글과 댓글이 보이지 않게 됩니다.', true);
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/community/mr_cso_matching?page=2&done=blocked'));
  },
};
