import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { EDITOR_OUTPUT } from './editor-output.fixture';
import { RichTextEditor } from './RichTextEditor';

const WHEN = `
Rich text on Tiptap for posts and notices (toolbar above the text) and 1:1 inquiry bodies (\`toolbar={false}\`).
Images pasted, dropped or picked go through \`uploadImage\` with a progress bar and appear once stored; a failed
upload leaves a Korean message and no broken image. Without \`uploadImage\` images are refused.

Its JavaScript (≈ 100 KiB gzip) loads only where it is imported: it is **not** in the kit's index. Import it from
\`@/ui/RichTextEditor\` in the island that edits rich text.
`;

// A 1 × 1 PNG, as a phone's screenshot would arrive on the clipboard.
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);
const png = (name = 'screenshot.png') => new File([PNG], name, { type: 'image/png' });

/** Stored at once, as a blob URL (stories have no server). */
const uploadNow = async (file: File, onProgress: (f: number) => void) => {
  onProgress(1);
  return { id: 1, url: URL.createObjectURL(file) };
};
/** Never finishes: the progress bar stays at 40 %. */
const uploadStuck = (_file: File, onProgress: (f: number) => void) => {
  onProgress(0.4);
  return new Promise<{ id: number; url: string }>(() => {});
};
const uploadFails = async () => {
  throw new Error('network');
};

const RULES = '게시판 이용 규칙을 지켜 주세요. 개인정보(연락처, 주민등록번호)와 광고성 글은 삭제될 수 있습니다.';
const CONTENT =
  '<h2>신규 거래처 매칭 문의</h2><p>서울 <strong>강남구</strong> 내과 의원 <em>두 곳</em>과 매칭을 원합니다. <u>이번 달</u> 안에 연락 부탁드립니다.</p>' +
  '<ul><li><p>처방 품목: 고혈압, 당뇨</p></li><li><p>월 처방액: 약 3,000만 원</p></li></ul>' +
  '<blockquote><p>기존 담당자가 퇴사해 인수인계가 필요합니다.</p></blockquote><p><a href="https://example.com">참고 자료</a></p>';

async function editable(canvasElement: HTMLElement) {
  const box = await within(canvasElement).findByRole('textbox', { name: '내용' });
  await waitFor(() => expect(box).toHaveAttribute('contenteditable'));
  return box;
}
function paste(target: HTMLElement, file: File) {
  const data = new DataTransfer();
  data.items.add(file);
  target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
}

const meta = {
  title: 'Components/RichTextEditor',
  component: RichTextEditor,
  parameters: { docs: { description: { component: WHEN } } },
  args: { label: '내용', placeholder: RULES, uploadImage: uploadNow, onChange: fn(), name: 'content' },
  decorators: [
    (Story) => (
      <div className={css({ width: '640px', maxWidth: '100%' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const box = await editable(canvasElement);
    await expect(within(canvasElement).getByRole('toolbar', { name: '내용 서식' })).toBeVisible();
    await expect(box.querySelector('[data-placeholder]')).toHaveAttribute('data-placeholder', RULES);
  },
};

export const WithContent: Story = {
  args: { defaultValue: CONTENT, helperText: '사진은 붙여넣거나 끌어다 놓아도 됩니다.' },
  play: async ({ canvasElement }) => {
    const box = await editable(canvasElement);
    await expect(box.querySelector('h2')).toHaveTextContent('신규 거래처 매칭 문의');
    await expect(within(canvasElement).getByText('사진은 붙여넣거나 끌어다 놓아도 됩니다.')).toBeVisible();
  },
};

export const EverythingItWrites: Story = {
  name: 'Everything it writes',
  args: { defaultValue: EDITOR_OUTPUT },
  play: async ({ canvasElement, args }) => {
    const box = await editable(canvasElement);
    // A change and its undo: the editor gives back exactly the HTML the server's allow-list keeps (editor-output.test.ts).
    await userEvent.click(box.querySelector('h2')!);
    await userEvent.keyboard('!');
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(EDITOR_OUTPUT));
  },
};

export const Typing: Story = {
  name: 'Typing and the toolbar',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = await editable(canvasElement);
    await userEvent.click(box);
    const bold = canvas.getByRole('button', { name: '굵게' });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bold);
    await userEvent.keyboard('안녕하세요');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p><strong>안녕하세요</strong></p>'));
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(canvasElement.querySelector('input[type=hidden][name=content]')).toHaveValue('<p><strong>안녕하세요</strong></p>');
    // One tab stop; arrows move along the toolbar.
    bold.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: '기울임' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: '다시 실행' })).toHaveFocus();
  },
};

export const NoToolbar: Story = {
  args: { toolbar: false, label: '내용', placeholder: '문의 내용을 입력해 주세요. 화면을 캡처해 붙여넣을 수 있습니다.' },
  play: async ({ canvasElement }) => {
    const box = await editable(canvasElement);
    await expect(within(canvasElement).queryByRole('toolbar')).toBeNull();
    paste(box, png());
    await waitFor(() => expect(box.querySelector('img')).not.toBeNull());
  },
};

export const Invalid: Story = {
  args: { errorText: '내용을 입력해 주세요.' },
  play: async ({ canvasElement }) => {
    const box = await editable(canvasElement);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('내용을 입력해 주세요.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: CONTENT },
  play: async ({ canvasElement }) => {
    const box = await within(canvasElement).findByRole('textbox', { name: '내용' });
    await waitFor(() => expect(box).toHaveAttribute('contenteditable', 'false'));
    await expect(within(canvasElement).getByRole('button', { name: '굵게' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Uploading: Story = {
  args: { uploadImage: uploadStuck },
  play: async ({ canvasElement }) => {
    const box = await editable(canvasElement);
    paste(box, png('진료실_사진.png'));
    const bar = await within(canvasElement).findByRole('progressbar', { name: '이미지 올리는 중 · 진료실_사진.png' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(box.querySelector('img')).toBeNull();
  },
};

export const PasteImage: Story = {
  name: 'Paste an image',
  play: async ({ canvasElement, args }) => {
    const box = await editable(canvasElement);
    paste(box, png());
    await waitFor(() => expect(box.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^<img src="blob:/)));
  },
};

export const DropImage: Story = {
  name: 'Drop an image',
  play: async ({ canvasElement }) => {
    const box = await editable(canvasElement);
    const data = new DataTransfer();
    data.items.add(png());
    const { left, top } = box.getBoundingClientRect();
    box.dispatchEvent(
      new DragEvent('drop', { dataTransfer: data, clientX: left + 20, clientY: top + 20, bubbles: true, cancelable: true }),
    );
    await waitFor(() => expect(box.querySelector('img')).not.toBeNull());
  },
};

export const UploadFails: Story = {
  name: 'A failed upload',
  args: { uploadImage: uploadFails },
  play: async ({ canvasElement }) => {
    const box = await editable(canvasElement);
    paste(box, png());
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('이미지를 올리지 못했습니다');
    await expect(box.querySelector('img')).toBeNull();
  },
};

export const NotAnImage: Story = {
  name: 'A file that is not an image',
  play: async ({ canvasElement }) => {
    const box = await editable(canvasElement);
    paste(box, new File(['%PDF-1.4'], '계약서.pdf', { type: 'application/pdf' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('이미지 파일(JPG, PNG, GIF, WEBP)만 넣을 수 있습니다.');
  },
};
