import { useRef, useState } from 'react';
import { fileUpload, inquiryForm } from 'styled-system/recipes';
import { Button } from '../../ui/Button';
import { formatFileSize, toNfcFile } from '../../ui/FileUpload/nfc';
import { FileIcon, UploadIcon } from '../../ui/icons';
import { ATTACHMENT_EXTENSIONS, extensionOf, MAX_ATTACHMENTS, MAX_FILE_BYTES } from '../../api/uploads';

const ACCEPT = ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/**
 * 파일 첨부: a native file input behind the kit's button and drop-zone styles (the kit's Ark FileUpload would put this
 * form island over its 110 KiB budget). Names become NFC as soon as files are chosen; type, size and count
 * are checked here first, in Korean, and again by the server.
 */
export function FilePicker({
  files,
  room,
  error,
  onChange,
}: {
  files: File[];
  room: number;
  error?: string;
  onChange: (files: File[], problem?: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const classes = fileUpload();
  const s = inquiryForm();
  const helpId = 'attach-help';
  const errorId = 'attach-error';
  function add(list: FileList | null) {
    if (!list?.length) return;
    const next = [...files];
    let problem: string | undefined;
    for (const raw of [...list].map(toNfcFile)) {
      if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(raw.name)))
        problem = `올릴 수 없는 파일 형식입니다: ${raw.name}`;
      else if (raw.size > MAX_FILE_BYTES) problem = `파일 크기는 10MB 이하여야 합니다: ${raw.name}`;
      else if (raw.size === 0) problem = `빈 파일은 올릴 수 없습니다: ${raw.name}`;
      else if (next.length >= room) problem = `첨부파일은 ${MAX_ATTACHMENTS}개까지 올릴 수 있습니다.`;
      else if (!next.some((f) => f.name === raw.name && f.size === raw.size)) next.push(raw);
    }
    onChange(next, problem);
    if (input.current) input.current.value = '';
  }
  return (
    <div className={classes.root}>
      <span className={classes.label} id="attach-label">
        파일 첨부
      </span>
      <div
        className={classes.dropzone}
        data-dragging={dragging ? '' : undefined}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          add(e.dataTransfer.files);
        }}
      >
        <UploadIcon />
        <span>파일을 여기로 끌어다 놓거나</span>
        <Button
          type="button"
          size="sm"
          variant="outline"
          tone="brand"
          onClick={() => input.current?.click()}
          disabled={room === 0}
          aria-describedby={`${helpId}${error ? ` ${errorId}` : ''}`}
        >
          파일 올리기
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          className={s.picker}
          tabIndex={-1}
          aria-labelledby="attach-label"
          onChange={(e) => add(e.currentTarget.files)}
        />
      </div>
      <p className={s.help} id={helpId}>
        파일은 {MAX_ATTACHMENTS}개까지, 하나에 10MB까지 올릴 수 있습니다. ({ATTACHMENT_EXTENSIONS.join(', ')})
      </p>
      {error && (
        <p className={s.fieldError} id={errorId} role="alert">
          {error}
        </p>
      )}
      {files.length > 0 && (
        <ul className={classes.itemGroup} aria-label="첨부한 파일">
          {files.map((f) => (
            <li key={`${f.name}-${f.size}`} className={classes.item}>
              <span className={classes.itemPreview}>
                <FileIcon />
              </span>
              <span className={classes.itemInfo}>
                <span className={classes.itemName}>{f.name}</span>
                <span className={classes.itemSizeText}>{formatFileSize(f.size)}</span>
              </span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                tone="danger"
                onClick={() => onChange(files.filter((x) => x !== f))}
                aria-label={`${f.name} 빼기`}
              >
                빼기
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
