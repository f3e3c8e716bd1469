import { useId, useRef, useState } from 'react';
import { ediEntry, fileUpload } from 'styled-system/recipes';
import { EDI_EXTENSIONS, EDI_MAX_FILE_BYTES, extensionOf } from '../../api/uploads';
import { Button } from '../../ui/Button';
import { formatFileSize, toNfcFile } from '../../ui/FileUpload/nfc';
import { UploadIcon } from '../../ui/icons';
import { useHydrated } from '../shared/use-hydrated';

/** Images and PDFs by type and by extension, so phones offer the camera roll and the files app. */
const ACCEPT = ['image/png', 'image/jpeg', 'application/pdf', ...EDI_EXTENSIONS.map((e) => `.${e}`)].join(',');
export const WRONG_TYPE = `${EDI_EXTENSIONS.join(', ')} 파일만 업로드 가능합니다.`;
const TOO_LARGE = `파일 하나는 ${formatFileSize(EDI_MAX_FILE_BYTES)}까지 올릴 수 있습니다.`;

/**
 * The drop zone and 파일 올리기 (many files at once) in the kit's `fileUpload` look, on a native file input: the kit's
 * Ark FileUpload weighs ≈ 11 KiB gzip, which would put this screen's first visit over the app budget. Names become NFC
 * at once; the type and size are checked here, the count by the caller.
 */
export function FilePicker({
  onPick,
  onRefuse,
  disabled,
  describedBy,
}: {
  /** Acceptable files, NFC-named, in the order chosen. */
  onPick: (files: File[]) => void;
  /** Why some files were refused. */
  onRefuse: (message: string) => void;
  disabled?: boolean;
  describedBy?: string;
}) {
  const f = fileUpload();
  const s = ediEntry();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [dragging, setDragging] = useState(false);
  const hydrated = useHydrated();
  function take(list: FileList | null) {
    if (!list?.length || disabled) return;
    const all = [...list].map(toNfcFile);
    const typed = all.filter((file) => (EDI_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)));
    const fitting = typed.filter((file) => file.size > 0 && file.size <= EDI_MAX_FILE_BYTES);
    if (fitting.length) onPick(fitting);
    if (typed.length < all.length) onRefuse(WRONG_TYPE);
    else if (fitting.length < typed.length) onRefuse(TOO_LARGE);
    if (input.current) input.current.value = '';
  }
  return (
    <div
      className={f.dropzone}
      data-dragging={dragging ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        take(e.dataTransfer.files);
      }}
    >
      <UploadIcon />
      <span id={labelId}>EDI 파일을 여기로 끌어다 놓거나</span>
      <Button
        type="button"
        size="sm"
        variant="outline"
        tone="brand"
        disabled={!hydrated || disabled}
        onClick={() => input.current?.click()}
        aria-describedby={describedBy}
      >
        파일 올리기
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        className={s.nativePicker}
        tabIndex={-1}
        aria-labelledby={labelId}
        disabled={disabled}
        onChange={(e) => take(e.currentTarget.files)}
      />
    </div>
  );
}
