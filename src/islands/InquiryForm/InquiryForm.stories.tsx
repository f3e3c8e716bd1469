import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InquiryForm } from './InquiryForm';
import type { Attachment } from '../../api/types';

/**
 * The 1:1 inquiry form island in each of its states. Stories that submit answer the form's /v1 call themselves
 * (a stand-in for `fetch`): pending for 저장 중, a server error for the error message. Nothing leaves the page.
 */
const attached: Attachment[] = [
  { s3fileId: 11, fileUrl: '/v1/files/11', originalFileName: '거래처_방문일정_11월.xlsx', type: 'ATTACHMENT', fileSize: 48_213 },
  { s3fileId: 12, fileUrl: '/v1/files/12', originalFileName: '처방내역_캡처.png', type: 'ATTACHMENT', fileSize: 1_204_000 },
];

/** Replaces fetch for one story: every call gets `answer` (or never settles), and the real fetch comes back afterwards. */
function answerFetch(answer?: () => Response) {
  return () => {
    const real = globalThis.fetch;
    globalThis.fetch = () => (answer ? Promise.resolve(answer()) : new Promise<Response>(() => {}));
    return () => {
      globalThis.fetch = real;
    };
  };
}

const meta = {
  title: 'Islands/InquiryForm',
  component: InquiryForm,
  args: { mode: 'create', cancelHref: '/customer-service/inquiry', uploadImage: fn(async () => ({ id: 77, url: '/favicon.svg' })) },
} satisfies Meta<typeof InquiryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvas: ReturnType<typeof within>) => {
  await userEvent.type(canvas.getByRole('textbox', { name: /제목/ }), '정산 내역 문의');
  await userEvent.type(canvas.getByRole('textbox', { name: /문의내용/ }), '11월 정산 금액이 실적과 다릅니다.');
};

export const New: Story = {
  name: '새 문의',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: '문의하기' })).toBeEnabled());
    await expect(canvas.getByRole('form', { name: '1:1 문의 작성' })).toBeInTheDocument();
  },
};

export const Edit: Story = {
  name: '수정',
  args: {
    mode: 'edit',
    inquiryId: 42,
    initialTitle: '세금계산서 발행 문의',
    initialHtml: '<p>10월분 세금계산서를 다시 받을 수 있을까요?</p><p>담당자 연락처도 알려주세요.</p>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: '1:1 문의 수정' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /제목/ })).toHaveValue('세금계산서 발행 문의');
  },
};

export const ValidationErrors: Story = {
  name: '입력 오류',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: '문의하기' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await expect(await canvas.findByText('제목을 입력해 주세요.')).toBeInTheDocument();
    await expect(canvas.getByText('문의 내용을 입력해 주세요.')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /제목/ })).toHaveFocus();
  },
};

export const Saving: Story = {
  name: '저장 중',
  beforeEach: answerFetch(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: '문의하기' })).toBeEnabled());
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '문의하기' }));
    await expect(await canvas.findByText('등록 중…', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  name: '서버 오류',
  args: {
    mode: 'edit',
    inquiryId: 42,
    initialTitle: '세금계산서 발행 문의',
    initialHtml: '<p>10월분 세금계산서를 다시 받을 수 있을까요?</p>',
  },
  beforeEach: answerFetch(
    () =>
      new Response(JSON.stringify({ code: 'INTERNAL', message: '서버에 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.' }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: '수정하기' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    // The answer goes through the API client and a re-render: allow for a slow, shared test machine.
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('글 수정 중 오류가 발생했습니다. 서버에 문제가 생겼습니다.');
    await waitFor(() => expect(alert).toHaveFocus(), { timeout: 5000 });
  },
};

export const WithAttachments: Story = {
  name: '첨부파일',
  args: {
    mode: 'edit',
    inquiryId: 42,
    initialTitle: '처방내역 확인 요청',
    initialHtml: '<p>첨부한 자료를 확인해 주세요.</p>',
    existing: attached,
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('an uploaded file can be marked for removal', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '처방내역_캡처.png 삭제' }));
      await expect(canvas.getByText('저장하면 삭제됩니다')).toBeInTheDocument();
    });
    await step('new files join the list (names in NFC)', async () => {
      const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
      await userEvent.upload(input, [new File(['hello'], '방문보고서.pdf', { type: 'application/pdf' })]);
      const list = await canvas.findByRole('list', { name: '첨부한 파일' });
      await expect(within(list).getByText('방문보고서.pdf')).toBeInTheDocument();
    });
    await step('a file of a refused type is named in the error', async () => {
      const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
      await userEvent.upload(input, [new File(['x'], '실행파일.exe')], { applyAccept: false });
      await expect(await canvas.findByText('올릴 수 없는 파일 형식입니다: 실행파일.exe')).toBeInTheDocument();
    });
  },
};

/** A PNG of one pixel, as a screenshot pasted from the clipboard. */
const screenshotFile = () =>
  new File(
    [
      Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVQI12P4z8AAAAMBAQAY3Y2wAAAAAElFTkSuQmCC'), (c) =>
        c.charCodeAt(0),
      ),
    ],
    '캡처.png',
    {
      type: 'image/png',
    },
  );

export const PastedScreenshot: Story = {
  name: '화면 캡처 붙여 넣기',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: '문의하기' })).toBeEnabled());
    // The textarea of the first screen becomes the editor (no toolbar) once the member reaches for it.
    const textarea = canvas.getByRole('textbox', { name: /문의내용/ });
    const data = new DataTransfer();
    data.items.add(screenshotFile());
    textarea.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    const editor = await waitFor(
      () => {
        const found = canvasElement.querySelector<HTMLElement>('[data-field="text"] [contenteditable="true"]');
        if (!found) throw new Error('the editor has not loaded yet');
        return found;
      },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(args.uploadImage).toHaveBeenCalled(), { timeout: 5000 });
    await waitFor(() => expect(editor.querySelector('img')).not.toBeNull(), { timeout: 5000 });
    await expect(canvas.queryByRole('toolbar')).toBeNull();
  },
};
