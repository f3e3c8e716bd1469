import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CommentForm } from './CommentForm';

/** A comment, a reply or an edit: an empty text is refused in Korean beside the box, nothing is sent. */
const meta = {
  title: 'Islands/CommunityPost/CommentForm',
  component: CommentForm,
  args: { label: '댓글 쓰기', placeholder: '댓글을 남겨주세요', submitLabel: '등록하기', onSubmit: fn(async () => true) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '640px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewComment: Story = { name: '새 댓글' };

export const EmptyRefused: Story = {
  name: '빈 댓글 거절',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '댓글 쓰기' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: '등록하기' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('댓글 내용을 입력해 주세요.');
    await expect(canvas.getByRole('textbox', { name: '댓글 쓰기' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Sent: Story = {
  name: '등록 후 비움',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '댓글 쓰기' }), '  좋은 정보 감사합니다. ');
    await userEvent.click(canvas.getByRole('button', { name: '등록하기' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('좋은 정보 감사합니다.');
    await expect(canvas.getByRole('textbox', { name: '댓글 쓰기' })).toHaveValue('');
  },
};

export const Editing: Story = {
  name: '수정 (취소 있음)',
  args: { label: '댓글 수정', submitLabel: '수정하기', initial: '고치기 전의 댓글입니다.', onCancel: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '댓글 수정' })).toHaveValue('고치기 전의 댓글입니다.');
    await userEvent.click(canvas.getByRole('button', { name: '취소' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
