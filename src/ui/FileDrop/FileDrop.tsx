import { useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { fileDrop } from 'styled-system/recipes';
import { Button } from '../Button/Button';
import { toNfcFile } from '../FileUpload/nfc';
import { UploadIcon } from '../icons';

const subscribeNothing = () => () => {};
/** False in the server render and while hydrating: a file chosen then would be dropped by hydration. */
const useMounted = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

export interface FileDropProps {
  /** Files dropped or picked, NFC-named, in the order given. Checking type, size and count is the caller's. */
  onFiles: (files: File[]) => void;
  /** The drop zone's text, also the input's name when there is no `label`. */
  prompt: ReactNode;
  buttonLabel?: string;
  /** A visible label above the drop zone. */
  label?: ReactNode;
  /** As the input's `accept`: what the phone's picker offers (camera roll, files app). */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Ids of the help or error text the button is described by. */
  describedBy?: string;
  className?: string;
  /** Below the drop zone, inside the root: help and error text, the chosen files (`FileDropItems`). */
  children?: ReactNode;
}

/**
 * The kit's light file picker: a drop zone and a button over a native `<input type=file>`, in FileUpload's look.
 * About 1 KiB against ≈ 11 KiB for the Ark FileUpload, so island forms on a first visit (EDI entry, zip upload, 1:1
 * inquiry) can afford it. The button is the keyboard and screen-reader way in (the input is hidden but named); it
 * waits for hydration. Names become NFC at once (a Mac or iPhone gives NFD Hangul).
 */
export function FileDrop({
  onFiles,
  prompt,
  buttonLabel = '파일 올리기',
  label,
  accept,
  multiple,
  disabled,
  describedBy,
  className,
  children,
}: FileDropProps) {
  const s = fileDrop();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const promptId = useId();
  const [dragging, setDragging] = useState(false);
  const mounted = useMounted();
  const off = disabled || !mounted;
  function take(list: FileList | null) {
    if (list?.length && !off) onFiles([...list].map(toNfcFile));
    if (input.current) input.current.value = '';
  }
  return (
    <div className={cx(s.root, className)}>
      {label != null ? (
        <span className={s.label} id={labelId}>
          {label}
        </span>
      ) : null}
      <div
        className={s.dropzone}
        data-dragging={dragging ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        onDragOver={(e) => {
          e.preventDefault();
          if (!off) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          take(e.dataTransfer.files);
        }}
      >
        <UploadIcon />
        <span className={s.prompt} id={promptId}>
          {prompt}
        </span>
        <Button
          type="button"
          size="sm"
          variant="outline"
          tone="brand"
          disabled={off}
          onClick={() => input.current?.click()}
          aria-describedby={describedBy}
        >
          {buttonLabel}
        </Button>
        <input
          ref={input}
          type="file"
          multiple={multiple}
          accept={accept}
          className={s.input}
          tabIndex={-1}
          aria-labelledby={label != null ? labelId : promptId}
          disabled={off}
          onChange={(e) => take(e.currentTarget.files)}
        />
      </div>
      {children}
    </div>
  );
}
