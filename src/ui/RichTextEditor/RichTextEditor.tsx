import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState, type JSX } from 'react';
import { richTextEditor } from 'styled-system/recipes';
import { AlertIcon } from '../icons';
import { Progress } from '../Progress/Progress';
import { editorExtensions } from './extensions';
import { LinkRow } from './LinkRow';
import { Toolbar } from './Toolbar';
import { toolGroups } from './tools';
import { EDITOR_IMAGE_TYPES, useImageUploads, type UploadImage } from './use-image-uploads';

export interface RichTextEditorProps {
  /** Visible label; also the accessible name of the editable area. */
  label: string;
  /** Initial HTML; the editor is uncontrolled after mount. */
  defaultValue?: string;
  /** Called with the current HTML (empty string when the document is empty). */
  onChange?: (html: string) => void;
  placeholder?: string;
  /** false: no toolbar (1:1 inquiry bodies); pasting and dropping images still works. Default true. */
  toolbar?: boolean;
  /** Uploads a pasted, dropped or picked image; answers its file id and URL. Without it images are refused. */
  uploadImage?: UploadImage;
  /** Form field name: a hidden input carries the HTML so plain forms submit it. */
  name?: string;
  invalid?: boolean;
  errorText?: string;
  helperText?: string;
  disabled?: boolean;
}

/** The HTML a form stores: empty when the document shows nothing. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());
const filesOf = (list: FileList | null | undefined) => (list ? [...list] : []);

/**
 * Rich text on Tiptap: a formatting toolbar above the text (optional), images pasted, dropped or picked are uploaded
 * with a progress bar and appear once stored. Uncontrolled: `defaultValue` is read at mount, `onChange` and the hidden
 * input follow the text. Its JavaScript is large, so it is not re-exported by the kit's index: import it from
 * `@/ui/RichTextEditor` in the islands that edit rich text, and only there.
 */
export function RichTextEditor(props: RichTextEditorProps): JSX.Element {
  const { label, defaultValue = '', placeholder, toolbar = true, uploadImage, name, helperText, errorText, disabled } = props;
  const s = richTextEditor();
  const id = useId();
  const ids = { label: `${id}-label`, help: `${id}-help`, error: `${id}-error`, upload: `${id}-upload` };
  const [html, setHtml] = useState(defaultValue);
  const [linking, setLinking] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const uploads = useImageUploads(uploadImage);
  const invalid = Boolean(props.invalid || errorText);

  // The editor is created once; its handlers read the latest props, uploads and editor through this ref.
  const latest = useRef<{ props: RichTextEditorProps; uploads: typeof uploads; editor: Editor | null }>({ props, uploads, editor: null });

  const editor = useEditor({
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editable: !disabled,
    extensions: editorExtensions(placeholder),
    content: defaultValue,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': ids.label },
      handlePaste: (view, event) => {
        const files = filesOf(event.clipboardData?.files);
        const { editor: current, uploads: images } = latest.current;
        if (!files.length || !current) return false;
        images.add(current, files, view.state.selection.from);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = filesOf(event.dataTransfer?.files);
        const { editor: current, uploads: images } = latest.current;
        if (moved || !files.length || !current) return false;
        event.preventDefault();
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? view.state.selection.from;
        images.add(current, files, at);
        return true;
      },
    },
    onUpdate: ({ editor: e }) => {
      const value = htmlOf(e);
      setHtml(value);
      latest.current.props.onChange?.(value);
    },
  });
  useEffect(() => {
    latest.current = { props, uploads, editor };
  });

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  // Attributes the props change; ProseMirror keeps its own and leaves these alone.
  const describedBy = [invalid && errorText ? ids.error : helperText ? ids.help : null, uploads.error ? ids.upload : null]
    .filter(Boolean)
    .join(' ');
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const dom = editor.view.dom;
    const set = (attr: string, value: string | null) => (value ? dom.setAttribute(attr, value) : dom.removeAttribute(attr));
    set('aria-invalid', invalid ? 'true' : null);
    set('aria-describedby', describedBy || null);
    set('aria-disabled', disabled ? 'true' : null);
    set('aria-placeholder', placeholder ?? null);
  }, [editor, invalid, describedBy, disabled, placeholder]);

  const groups = toolGroups(Boolean(uploadImage));
  function onAction(key: string) {
    if (key === 'link') setLinking((open) => !open);
    if (key === 'image') picker.current?.click();
  }

  return (
    <div className={s.root} data-disabled={disabled ? '' : undefined}>
      <span id={ids.label} className={s.label} data-disabled={disabled ? '' : undefined}>
        {label}
      </span>
      <div className={s.frame} data-invalid={invalid ? '' : undefined} data-disabled={disabled ? '' : undefined}>
        {toolbar ? (
          <Toolbar editor={editor} groups={groups} label={`${label} 서식`} disabled={disabled} onAction={onAction} classes={s} />
        ) : null}
        {toolbar && linking && editor ? <LinkRow editor={editor} onClose={() => setLinking(false)} classes={s} /> : null}
        {/* Until the editor has mounted (and in the server render) an empty box keeps the frame's height. */}
        {editor ? (
          <EditorContent editor={editor} className={s.content} />
        ) : (
          <div className={s.content}>
            <div className="ProseMirror" aria-hidden="true" />
          </div>
        )}
        {uploads.pending.length ? (
          <div className={s.uploads}>
            {uploads.pending.map((p) => (
              <Progress key={p.key} size="sm" showValue value={Math.round(p.fraction * 100)} label={`이미지 올리는 중 · ${p.name}`} />
            ))}
          </div>
        ) : null}
      </div>
      {uploads.error ? (
        <span id={ids.upload} className={s.errorText} role="alert">
          <AlertIcon width={14} height={14} />
          {uploads.error}
        </span>
      ) : null}
      {invalid && errorText ? (
        <span id={ids.error} className={s.errorText}>
          <AlertIcon width={14} height={14} />
          {errorText}
        </span>
      ) : helperText ? (
        <span id={ids.help} className={s.helperText}>
          {helperText}
        </span>
      ) : null}
      {uploadImage ? (
        <input
          ref={picker}
          type="file"
          accept={EDITOR_IMAGE_TYPES.join(',')}
          multiple
          hidden
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            const files = filesOf(e.target.files);
            e.target.value = '';
            if (editor && files.length) uploads.add(editor, files, editor.state.selection.from);
          }}
        />
      ) : null}
      {name ? <input type="hidden" name={name} value={html} /> : null}
    </div>
  );
}
