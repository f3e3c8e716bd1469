import { useEffect, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { Textarea } from '../../ui/Textarea';
import type { RichTextEditorProps } from '../../ui/RichTextEditor';
import { htmlToText, textToHtml } from '../../lib/rich-text';

// 문의내용: the kit's rich-text editor without a toolbar, so members can paste screenshots into the text. The editor
// (Tiptap) is larger than the rest of the form together, so the first screen shows a plain textarea and the editor
// is loaded when the member reaches for the body (pointer over it, focus, a paste or a drop) and takes its place with
// what was typed; a screenshot pasted or dropped on the textarea is handed to the editor once it is there.

export const TEXT_MAX = 5000;

type Editor = (props: RichTextEditorProps) => React.JSX.Element;
let loading: Promise<Editor> | null = null;
const loadEditor = () => (loading ??= import('../../ui/RichTextEditor').then((m) => m.RichTextEditor));

const imagesOf = (list: FileList | null | undefined) => [...(list ?? [])].filter((f) => f.type.startsWith('image/'));

/** The readable length of the body (what the member counts): text without tags, entities as one character. */
export const textLength = (html: string) =>
  html
    .replace(/<\/(p|h[1-6]|li|blockquote)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .trim().length;

export interface InquiryBodyProps {
  initialHtml: string;
  onChange: (html: string) => void;
  errorText?: string;
  uploadImage: NonNullable<RichTextEditorProps['uploadImage']>;
}

export function InquiryBody({ initialHtml, onChange, errorText, uploadImage }: InquiryBodyProps) {
  /** The editor once loaded, with the text it starts from (what the textarea held then). */
  const [rich, setRich] = useState<{ Editor: Editor; start: string } | null>(null);
  const [count, setCount] = useState(() => textLength(initialHtml));
  const latest = useRef(initialHtml);
  const box = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const handOver = useRef<{ focus: boolean; files: File[] }>({ focus: false, files: [] });

  const change = (html: string) => {
    latest.current = html;
    setCount(textLength(html));
    onChange(html);
  };
  const want = (files: File[] = []) => {
    if (files.length) handOver.current.files.push(...files);
    void loadEditor().then((Editor) => {
      handOver.current.focus ||= box.current?.contains(document.activeElement) ?? false;
      setRich((now) => now ?? { Editor, start: latest.current });
    });
  };

  // The textarea is uncontrolled, so that what was typed before the island ran is kept; take it over once here.
  useEffect(() => {
    const typed = textarea.current?.value;
    if (typed !== undefined && typed !== htmlToText(initialHtml)) change(textToHtml(typed));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);

  // Once the editor's text is on screen: give it the focus the textarea had and the images pasted meanwhile (as the
  // paste they were, so the editor uploads them as it does any other).
  useEffect(() => {
    if (!rich) return;
    let frame = 0;
    let tries = 0;
    const find = () => {
      const text = box.current?.querySelector<HTMLElement>('[contenteditable="true"]');
      if (!text) {
        if (++tries < 120) frame = requestAnimationFrame(find);
        return;
      }
      const { focus, files } = handOver.current;
      if (focus || files.length) text.focus();
      if (files.length) {
        const data = new DataTransfer();
        files.forEach((f) => data.items.add(f));
        text.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }
      handOver.current = { focus: false, files: [] };
    };
    frame = requestAnimationFrame(find);
    return () => cancelAnimationFrame(frame);
  }, [rich]);

  const help = `${count.toLocaleString('ko-KR')} / ${TEXT_MAX.toLocaleString('ko-KR')}자 · 화면 캡처를 붙여 넣을 수 있습니다.`;
  const placeholder = '궁금한 점을 자세히 적어 주세요. 개인정보(주민등록번호, 계좌 비밀번호 등)는 적지 마세요.';
  const takeImages = (event: ClipboardEvent | DragEvent, files: File[]) => {
    if (!files.length) return;
    event.preventDefault();
    want(files);
  };

  return (
    <div ref={box} data-field="text" onPointerEnter={() => want()} onTouchStart={() => want()}>
      {rich ? (
        <rich.Editor
          label="문의내용"
          toolbar={false}
          defaultValue={rich.start}
          onChange={change}
          placeholder={placeholder}
          uploadImage={uploadImage}
          helperText={help}
          errorText={errorText}
        />
      ) : (
        <Textarea
          label="문의내용"
          name="content"
          required
          rows={10}
          defaultValue={htmlToText(initialHtml)}
          maxLength={TEXT_MAX}
          helpText={help}
          placeholder={placeholder}
          onFocus={() => want()}
          onPaste={(e) => takeImages(e, imagesOf(e.clipboardData.files))}
          onDrop={(e) => takeImages(e, imagesOf(e.dataTransfer.files))}
          onChange={(e) => change(textToHtml(e.target.value))}
          errorText={errorText}
          ref={textarea}
        />
      )}
    </div>
  );
}
