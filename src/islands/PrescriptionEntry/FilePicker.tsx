import { EDI_EXTENSIONS, EDI_MAX_FILE_BYTES, extensionOf } from '../../api/uploads';
import { FileDrop } from '../../ui/FileDrop';
import { formatFileSize } from '../../ui/FileUpload/nfc';

/** Images and PDFs by type and by extension, so phones offer the camera roll and the files app. */
const ACCEPT = ['image/png', 'image/jpeg', 'application/pdf', ...EDI_EXTENSIONS.map((e) => `.${e}`)].join(',');
export const WRONG_TYPE = `${EDI_EXTENSIONS.join(', ')} 파일만 업로드 가능합니다.`;
const TOO_LARGE = `파일 하나는 ${formatFileSize(EDI_MAX_FILE_BYTES)}까지 올릴 수 있습니다.`;

/**
 * 파일 올리기 (many files at once) on the kit's light FileDrop: the Ark FileUpload weighs ≈ 11 KiB gzip, which would
 * put this screen's first visit over the app budget. The type and size are checked here, the count by the caller;
 * the chosen files are shown as thumbnails by PrescriptionFiles.
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
  function take(all: File[]) {
    const typed = all.filter((file) => (EDI_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)));
    const fitting = typed.filter((file) => file.size > 0 && file.size <= EDI_MAX_FILE_BYTES);
    if (fitting.length) onPick(fitting);
    if (typed.length < all.length) onRefuse(WRONG_TYPE);
    else if (fitting.length < typed.length) onRefuse(TOO_LARGE);
  }
  return (
    <FileDrop
      prompt="EDI 파일을 여기로 끌어다 놓거나"
      accept={ACCEPT}
      multiple
      disabled={disabled}
      describedBy={describedBy}
      onFiles={take}
    />
  );
}
