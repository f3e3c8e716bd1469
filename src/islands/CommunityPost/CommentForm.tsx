import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { cx } from 'styled-system/css';
import { communityPost, textarea } from 'styled-system/recipes';
import { COMMENT_MAX } from '../../api/schema/limits';
import { Button } from '../../ui/Button';
import { useHydrated } from '../shared/use-hydrated';

export interface CommentFormProps {
  /** The box's accessible name and placeholder (댓글을 남겨주세요, 답글을 남겨주세요, 댓글 수정). */
  label: string;
  placeholder?: string;
  submitLabel: string;
  initial?: string;
  /** Sends the trimmed text; resolves false when it was refused (the text stays for another try). */
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
  /** Focus the box when it appears (a reply or edit box the member just opened). */
  focusOnOpen?: boolean;
}

const s = communityPost();
const EMPTY = '댓글 내용을 입력해 주세요.';

/**
 * A comment, a reply or an edit: a text box and its button (취소 beside it when editing). An empty text is refused
 * in Korean beside the box (tied to it for screen readers) and nothing is sent; the box is emptied after a new comment.
 */
export function CommentForm({ label, placeholder, submitLabel, initial = '', onSubmit, onCancel, focusOnOpen }: CommentFormProps) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();
  const hydrated = useHydrated();
  useEffect(() => {
    if (!focusOnOpen) return;
    // Two frames: a menu that opened this box gives focus back to its button first.
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => box.current?.focus())));
    return () => cancelAnimationFrame(frame);
  }, [focusOnOpen]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const content = text.trim();
    if (!content) {
      setError(EMPTY);
      box.current?.focus();
      return;
    }
    setError(null);
    setSending(true);
    const done = await onSubmit(content);
    setSending(false);
    if (done && !onCancel) setText('');
  }

  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate aria-label={label}>
      <div className={s.formRow}>
        <textarea
          ref={box}
          className={cx(textarea({ resize: 'vertical' }), s.input)}
          aria-label={label}
          placeholder={placeholder ?? label}
          value={text}
          rows={text.includes('\n') ? 3 : 1}
          maxLength={COMMENT_MAX}
          // Typing before React has taken over would be undone by hydration (the state starts empty): the box
          // opens for typing with its button.
          disabled={!hydrated}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setText(e.target.value);
            if (error && e.target.value.trim()) setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && onCancel) onCancel();
          }}
        />
        {onCancel ? (
          <Button type="button" variant="outline" tone="neutral" size="md" onClick={onCancel} disabled={sending}>
            취소
          </Button>
        ) : null}
        <Button type="submit" variant="solid" tone="brand" size="md" loading={sending} disabled={!hydrated}>
          {submitLabel}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className={s.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
