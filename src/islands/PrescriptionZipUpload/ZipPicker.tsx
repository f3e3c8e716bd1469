import { FileDrop, FileDropItems } from '../../ui/FileDrop';
import { EDI_ZIP_MAX_BYTES, extensionOf } from '../../api/uploads';

const MAX_MB = Math.floor(EDI_ZIP_MAX_BYTES / 1024 / 1024);

/** Why a chosen file cannot be sent, or nothing. */
export function zipProblem(file: File): string | undefined {
  if (extensionOf(file.name) !== 'zip') return `zip 파일만 올릴 수 있습니다: ${file.name}`;
  if (file.size > EDI_ZIP_MAX_BYTES) return `zip 파일은 ${MAX_MB}MB까지 올릴 수 있습니다: ${file.name}`;
  if (file.size === 0) return `빈 파일은 올릴 수 없습니다: ${file.name}`;
  return undefined;
}

/**
 * The zip to send, on the kit's light FileDrop (the Ark FileUpload would put the island over its budget). The type
 * and size are checked here first, in Korean; one file at a time.
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
  function take(files: File[]) {
    const next = files[0]!;
    const problem = zipProblem(next) ?? (files.length > 1 ? 'zip 파일은 한 번에 하나씩 올려 주세요.' : undefined);
    onChange(zipProblem(next) ? file : next, problem);
  }
  return (
    <FileDrop
      prompt="zip 파일을 여기로 끌어다 놓거나"
      buttonLabel="zip 파일 선택"
      accept=".zip,application/zip"
      disabled={disabled}
      onFiles={take}
    >
      {file ? (
        <FileDropItems
          label="고른 zip 파일"
          items={[{ key: 'zip', name: file.name, size: file.size }]}
          onRemove={disabled ? undefined : () => onChange(null)}
        />
      ) : null}
    </FileDrop>
  );
}
