import { ediZipUpload } from 'styled-system/recipes';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { FileUpload } from '../../ui/FileUpload';
import { Progress } from '../../ui/Progress';
import { EDI_ZIP_MAX_BYTES } from '../../api/uploads';

/** Where an upload stands: bytes sent (0–100, null while the server checks the entries) or not running. */
export type UploadState = { kind: 'idle' } | { kind: 'sending'; percent: number | null };

export interface ZipUploadPanelProps {
  file: File | null;
  onFileChange: (file: File | null) => void;
  state: UploadState;
  /** A refusal of the whole request or a note (Korean), shown above the buttons. */
  message?: { tone: 'danger' | 'info'; text: string } | null;
  onUpload: () => void;
  onCancel: () => void;
}

const s = ediZipUpload();
const ACCEPT = { 'application/zip': ['.zip'], 'application/x-zip-compressed': ['.zip'] };

/** The zip to send (button or drag and drop), then a progress bar with 취소 while it goes up. */
export function ZipUploadPanel({ file, onFileChange, state, message, onUpload, onCancel }: ZipUploadPanelProps) {
  const sending = state.kind === 'sending';
  return (
    <section className={s.upload} aria-labelledby="zip-upload-title">
      <h2 id="zip-upload-title" className={s.rulesTitle}>
        zip 파일 올리기
      </h2>
      <FileUpload
        label="zip 파일"
        hideLabel
        accept={ACCEPT}
        maxFiles={1}
        maxFileSize={EDI_ZIP_MAX_BYTES}
        files={file ? [file] : []}
        onFilesChange={(files) => onFileChange(files[0] ?? null)}
        triggerLabel="zip 파일 선택"
        disabled={sending}
      />
      {sending && (
        <div className={s.progressRow}>
          <Progress
            label={state.percent === null ? '올린 파일을 확인하고 있습니다…' : '올리는 중'}
            value={state.percent === null ? null : Math.round(state.percent)}
            showValue
          />
          {/* Once every byte is sent the server is already registering: too late to take it back. */}
          {state.percent !== null && (
            <Button variant="outline" tone="neutral" size="sm" onClick={onCancel}>
              취소
            </Button>
          )}
        </div>
      )}
      {message && (
        <Callout tone={message.tone} role={message.tone === 'danger' ? 'alert' : 'status'}>
          {message.text}
        </Callout>
      )}
      <div className={s.actions}>
        <Button size="lg" onClick={onUpload} disabled={!file || sending} loading={sending} loadingText="올리는 중…">
          업로드
        </Button>
      </div>
    </section>
  );
}
