import { attachmentFields } from 'styled-system/recipes';
import { FileDrop, FileDropItems } from '../../../ui/FileDrop';
import { ATTACHMENT_EXTENSIONS, extensionOf, MAX_ATTACHMENTS, MAX_FILE_BYTES } from '../../../api/uploads';

const ACCEPT = ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');
const keyOf = (f: File) => `${f.name}-${f.size}`;

/**
 * 파일 첨부 on the kit's light FileDrop (the Ark FileUpload would put this form island over its 110 KiB budget).
 * Type, size and count are checked here first, in Korean, and again by the server.
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
  const s = attachmentFields();
  const helpId = 'attach-help';
  const errorId = 'attach-error';
  function add(picked: File[]) {
    const next = [...files];
    let problem: string | undefined;
    for (const raw of picked) {
      if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(raw.name)))
        problem = `올릴 수 없는 파일 형식입니다: ${raw.name}`;
      else if (raw.size > MAX_FILE_BYTES) problem = `파일 크기는 10MB 이하여야 합니다: ${raw.name}`;
      else if (raw.size === 0) problem = `빈 파일은 올릴 수 없습니다: ${raw.name}`;
      else if (next.length >= room) problem = `첨부파일은 ${MAX_ATTACHMENTS}개까지 올릴 수 있습니다.`;
      else if (!next.some((f) => f.name === raw.name && f.size === raw.size)) next.push(raw);
    }
    onChange(next, problem);
  }
  return (
    <FileDrop
      label="파일 첨부"
      prompt="파일을 여기로 끌어다 놓거나"
      accept={ACCEPT}
      multiple
      disabled={room === 0}
      describedBy={`${helpId}${error ? ` ${errorId}` : ''}`}
      onFiles={add}
    >
      <p className={s.help} id={helpId}>
        파일은 {MAX_ATTACHMENTS}개까지, 하나에 10MB까지 올릴 수 있습니다. ({ATTACHMENT_EXTENSIONS.join(', ')})
      </p>
      {error && (
        <p className={s.error} id={errorId} role="alert">
          {error}
        </p>
      )}
      <FileDropItems
        label="첨부한 파일"
        items={files.map((f) => ({ key: keyOf(f), name: f.name, size: f.size }))}
        onRemove={(key) => onChange(files.filter((f) => keyOf(f) !== key))}
      />
    </FileDrop>
  );
}
