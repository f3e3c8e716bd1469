import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Attachment } from '../../api/types';
import { CommunityPostForm } from './CommunityPostForm';

/**
 * The community post form island (new and edit) in each of its states. The post is sent with upload progress
 * (XMLHttpRequest); stories that submit hold the request at 40 % or answer it with an error. Nothing leaves the page.
 */
const attached: Attachment[] = [
  { s3fileId: 21, fileUrl: '/v1/files/21', originalFileName: '매칭 조건표.xlsx', type: 'ATTACHMENT', fileSize: 31_882 },
  { s3fileId: 22, fileUrl: '/v1/files/22', originalFileName: '본문 사진.png', type: 'EDITOR', fileSize: 204_000 },
];
const post = {
  id: 7,
  title: '강남구 내과 매칭 원합니다',
  content: '<p>서울 <strong>강남구</strong> 내과 두 곳과 매칭을 원합니다.</p><ul><li><p>고혈압, 당뇨 품목</p></li></ul>',
  hiddenNickname: false,
  attachments: attached,
};

/** Replaces XMLHttpRequest's send for one story: the upload reports `loaded` of 100 and then `status`, or never ends. */
function answerUploads(loaded: number, answer?: { status: number; body: unknown }) {
  return () => {
    const real = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function send(this: XMLHttpRequest) {
      this.upload.onprogress?.call(this, new ProgressEvent('progress', { loaded, total: 100, lengthComputable: true }));
      if (!answer) return;
      Object.defineProperty(this, 'status', { value: answer.status });
      Object.defineProperty(this, 'responseText', { value: JSON.stringify(answer.body) });
      setTimeout(() => this.onload?.call(this, new ProgressEvent('load')), 50);
    };
    return () => {
      XMLHttpRequest.prototype.send = real;
    };
  };
}

const meta = {
  title: 'Islands/CommunityPostForm',
  component: CommunityPostForm,
  args: { board: 'MR_CSO_MATCHING', listPath: '/community/mr_cso_matching' },
} satisfies Meta<typeof CommunityPostForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const ready = async (canvas: ReturnType<typeof within>, label = '작성하기') => {
  await waitFor(() => expect(canvas.getByRole('button', { name: label })).toBeEnabled());
  await waitFor(() => expect(canvas.getByRole('textbox', { name: '작성내용' })).toHaveAttribute('contenteditable', 'true'));
};

export const New: Story = {
  name: '새 글',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    await expect(canvas.getByRole('checkbox', { name: '닉네임 숨기기' })).not.toBeChecked();
    const rules = canvasElement.querySelector('[data-placeholder]');
    await expect(rules?.getAttribute('data-placeholder')).toContain('익명성을 지켜 주세요.');
  },
};

export const Edit: Story = {
  name: '수정',
  args: { post },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvas, '수정하기');
    await expect(canvas.getByRole('textbox', { name: /제목/ })).toHaveValue(post.title);
    // Only attachments are listed; the editor's images live in the text.
    await expect(canvas.getAllByTestId('existing-file')).toHaveLength(1);
  },
};

export const EditHiddenNickname: Story = {
  name: '수정 (닉네임 숨김)',
  args: { board: 'ANONYMOUS', listPath: '/community/anonymous', post: { ...post, hiddenNickname: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvas, '수정하기');
    const box = canvas.getByRole('checkbox', { name: '닉네임 숨기기' });
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
    await expect(canvas.getByText('숨긴 닉네임은 수정해도 다시 보이지 않습니다.')).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  name: '입력 오류',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '작성하기' }));
    await expect(await canvas.findByText('제목을 입력해 주세요.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /제목/ })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: /제목/ }), '제목만 쓴 글');
    await userEvent.click(canvas.getByRole('button', { name: '작성하기' }));
    await expect(await canvas.findByText('내용을 입력해 주세요.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '작성내용' })).toHaveFocus();
  },
};

export const Sending: Story = {
  name: '올리는 중',
  args: { post },
  beforeEach: answerUploads(40),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvas, '수정하기');
    await userEvent.click(canvas.getByRole('button', { name: '수정하기' }));
    const bar = await canvas.findByRole('progressbar', { name: '글을 올리는 중' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    await expect(canvas.getByText('저장 중…')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  name: '서버 오류',
  args: { post },
  beforeEach: answerUploads(100, {
    status: 500,
    body: { code: 'INTERNAL', message: '서버에 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.' },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvas, '수정하기');
    await userEvent.click(canvas.getByRole('button', { name: '수정하기' }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('글 수정 중 오류가 발생했습니다. 서버에 문제가 생겼습니다.');
    await waitFor(() => expect(alert).toHaveFocus(), { timeout: 5000 });
  },
};

/** Written: the page goes to the new post, which says 「글이 작성되었습니다.」 once (`?done=created`). */
export const Created: Story = {
  name: '작성 완료',
  args: { navigate: fn() },
  beforeEach: answerUploads(100, { status: 200, body: 42 }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: /제목/ }), '서초구 소아과 매칭 구합니다');
    await userEvent.click(canvas.getByRole('textbox', { name: '작성내용' }));
    await userEvent.keyboard('소아과 두 곳과 매칭을 원합니다.');
    await userEvent.click(canvas.getByRole('button', { name: '작성하기' }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/community/mr_cso_matching/42?done=created'), { timeout: 5000 });
  },
};

/** Edited from page 2 of a search: back to the post with that list state, saying 「글이 수정되었습니다.」 once. */
export const Updated: Story = {
  name: '수정 완료',
  args: { post, listQuery: '?searchKeyword=%EA%B0%95%EB%82%A8&page=2', navigate: fn() },
  beforeEach: answerUploads(100, { status: 200, body: null }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await ready(canvas, '수정하기');
    await expect(canvas.getByRole('link', { name: '취소' })).toHaveAttribute(
      'href',
      '/community/mr_cso_matching/7?searchKeyword=%EA%B0%95%EB%82%A8&page=2',
    );
    await userEvent.click(canvas.getByRole('button', { name: '수정하기' }));
    await waitFor(
      () => expect(args.navigate).toHaveBeenCalledWith('/community/mr_cso_matching/7?searchKeyword=%EA%B0%95%EB%82%A8&page=2&done=updated'),
      { timeout: 5000 },
    );
  },
};
