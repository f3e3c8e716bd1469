import type { Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';

interface LinkRowProps {
  editor: Editor;
  onClose: () => void;
  classes: { linkRow: string; linkInput: string; errorText: string };
}

/** A typed address becomes a link: web addresses without a scheme get https://; mail and phone links are kept. */
export function normalizeHref(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  if (/^(https?:\/\/|mailto:|tel:)/i.test(value)) return value;
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) return null;
  return `https://${value}`;
}

/** The row under the toolbar where a link's address is typed (Enter applies, Escape closes). */
export function LinkRow({ editor, onClose, classes }: LinkRowProps) {
  const id = useId();
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The row opens on the toolbar's 링크 button: the address field takes the focus.
  useEffect(() => input.current?.focus(), []);

  function close() {
    onClose();
    editor.commands.focus();
  }
  function apply() {
    const href = normalizeHref(value);
    if (!href) {
      setError('http 또는 https로 시작하는 주소를 입력해 주세요.');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    onClose();
  }

  return (
    <div className={classes.linkRow}>
      <input
        ref={input}
        id={id}
        className={classes.linkInput}
        type="url"
        inputMode="url"
        aria-label="링크 주소"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder="https://"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            close();
          }
        }}
      />
      <Button size="sm" onClick={apply}>
        적용
      </Button>
      {current ? (
        <Button
          size="sm"
          variant="outline"
          tone="neutral"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onClose();
          }}
        >
          링크 삭제
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" tone="neutral" onClick={close}>
        취소
      </Button>
      {error ? (
        <span id={`${id}-error`} className={classes.errorText} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
