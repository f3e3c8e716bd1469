import { useRef, useState } from 'react';
import { ediZipUpload, fileUpload } from 'styled-system/recipes';
import { Button } from '../../ui/Button';
import { formatFileSize, toNfcFile } from '../../ui/FileUpload/nfc';
import { FileIcon, UploadIcon } from '../../ui/icons';
import { EDI_ZIP_MAX_BYTES, extensionOf } from '../../api/uploads';
import { useHydrated } from '../shared/use-hydrated';

const s = ediZipUpload();
const MAX_MB = Math.floor(EDI_ZIP_MAX_BYTES / 1024 / 1024);

/** Why a chosen file cannot be sent, or nothing. */
export function zipProblem(file: File): string | undefined {
  if (extensionOf(file.name) !== 'zip') return `zip 파일만 올릴 수 있습니다: ${file.name}`;
  if (file.size > EDI_ZIP_MAX_BYTES) return `zip 파일은 ${MAX_MB}MB까지 올릴 수 있습니다: ${file.name}`;
  if (file.size === 0) return `빈 파일은 올릴 수 없습니다: ${file.name}`;
  return undefined;
}

/**
 * The zip to send: a native file input behind the kit's button and drop zone (the kit's Ark FileUpload would put the
 * island over its budget). The name becomes NFC at once; the type and size are checked here first, in Korean.
 */
export function ZipPicker({
  file,
  disabled,
  onChange,
}: {
  file: File | null;
  disabled?: boolean;
  onChange: (file: File | null, problem?: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // Until the island runs, a file chosen would be dropped by hydration: the picker waits for it.
  const hydrated = useHydrated();
  const off = disabled || !hydrated;
  const classes = fileUpload();
  function take(list: FileList | null) {
    const raw = list?.[0];
    if (!raw) return;
    const next = toNfcFile(raw);
    const problem = zipProblem(next) ?? (list.length > 1 ? 'zip 파일은 한 번에 하나씩 올려 주세요.' : undefined);
    onChange(zipProblem(next) ? file : next, problem);
    if (input.current) input.current.value = '';
  }
  return (
    <div className={classes.root}>
      <div
        className={classes.dropzone}
        data-dragging={dragging ? '' : undefined}
        data-disabled={off ? '' : undefined}
        onDragOver={(e) => {
          e.preventDefault();
          if (!off) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          if (!off) take(e.dataTransfer.files);
        }}
      >
        <UploadIcon />
        <span>zip 파일을 여기로 끌어다 놓거나</span>
        <Button type="button" size="sm" variant="outline" tone="brand" onClick={() => input.current?.click()} disabled={off}>
          zip 파일 선택
        </Button>
        <input
          ref={input}
          type="file"
          accept=".zip,application/zip"
          className={s.picker}
          tabIndex={-1}
          disabled={off}
          aria-label="zip 파일"
          onChange={(e) => take(e.currentTarget.files)}
        />
      </div>
      {file && (
        <ul className={classes.itemGroup} aria-label="고른 zip 파일">
          <li className={classes.item}>
            <span className={classes.itemPreview}>
              <FileIcon />
            </span>
            <span className={classes.itemInfo}>
              <span className={classes.itemName}>{file.name}</span>
              <span className={classes.itemSizeText}>{formatFileSize(file.size)}</span>
            </span>
            {!disabled && (
              <Button type="button" size="sm" variant="ghost" tone="danger" onClick={() => onChange(null)} aria-label={`${file.name} 빼기`}>
                빼기
              </Button>
            )}
          </li>
        </ul>
      )}
    </div>
  );
}
