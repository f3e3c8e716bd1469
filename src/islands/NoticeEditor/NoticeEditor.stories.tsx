import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NoticeEditor } from './NoticeEditor';
import type { Attachment } from '../../api/types';

/**
 * The notice form of content editors: new (saved as a draft), edit of a draft, edit of a published notice, the
 * checks in Korean and a refusal of the server. Image uploads answer from the story; nothing leaves the page.
 */
const attached: Attachment[] = [
  { s3fileId: 21, fileUrl: '/v1/files/21', originalFileName: '12월_정산일정.pdf', type: 'ATTACHMENT', fileSize: 182_400 },
];
const companies = ['대웅제약', '보령', '종근당', '한미약품', '휴온스'];

const meta = {
  title: 'Islands/NoticeEditor',
  component: NoticeEditor,
  args: {
    mode: 'create',
    cancelHref: '/customer-service/notice',
    drugCompanies: companies,
    uploadImage: fn(async () => ({ id: 99, url: '/favicon.svg' })),
  },
} satisfies Meta<typeof NoticeEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  name: '새 공지',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: '임시저장' })).toBeEnabled());
    await expect(canvas.getByRole('form', { name: '공지사항 작성' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: '전체 회원' })).toBeChecked();
  },
};

export const EditDraft: Story = {
  name: '수정 (임시저장 공지)',
  args: {
    mode: 'edit',
    noticeId: 7,
    published: false,
    existing: attached,
    initial: {
      noticeType: 'POLICY',
      drugCompany: '보령',
      exposureRange: 'CONTRACTED',
      fixedTop: true,
      title: '12월 정산 일정 안내',
      content: '<p>12월 정산은 <strong>1월 10일</strong>에 마감합니다.</p>',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: '공지사항 수정' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /제목/ })).toHaveValue('12월 정산 일정 안내');
    await expect(canvas.getByRole('radio', { name: '계약 회원' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /상단 고정/ })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: /공지 분류/ })).toHaveValue('POLICY');
    await expect(canvas.getByRole('button', { name: '임시저장' })).toBeInTheDocument();
  },
};

export const EditPublished: Story = {
  name: '수정 (게시 중인 공지)',
  args: { ...EditDraft.args, mode: 'edit', published: true, existing: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '저장' })).toBeInTheDocument();
  },
};

export const ValidationErrors: Story = {
  name: '입력 오류',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: '임시저장' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await expect(await canvas.findByText('공지 분류를 선택해 주세요.')).toBeInTheDocument();
    await expect(canvas.getByText('제목을 입력해 주세요.')).toBeInTheDocument();
    await expect(canvas.getByText('공지 내용을 입력해 주세요.')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  name: '서버 오류',
  args: { ...EditDraft.args, mode: 'edit' },
  beforeEach: () => {
    const real = globalThis.fetch;
    globalThis.fetch = () =>
      Promise.resolve(
        new Response(JSON.stringify({ code: 'INTERNAL', message: '서버에 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
      );
    return () => {
      globalThis.fetch = real;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: '임시저장' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('공지 저장 중 오류가 발생했습니다. 서버에 문제가 생겼습니다.');
  },
};
