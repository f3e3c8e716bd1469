import { lazy, Suspense } from 'react';
import { prescriptionZipUpload } from 'styled-system/recipes';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { ZipPicker } from './ZipPicker';

/** Where an upload stands: bytes sent (0–100, null while the server checks the entries) or not running. */
export type UploadState = { kind: 'idle' } | { kind: 'sending'; percent: number | null };

export interface ZipUploadPanelProps {
  file: File | null;
  onFileChange: (file: File | null, problem?: string) => void;
  state: UploadState;
  /** A refusal (of the chosen file or of the whole request) or a note, in Korean, shown above the buttons. */
  message?: { tone: 'danger' | 'info'; text: string } | null;
  onUpload: () => void;
  onCancel: () => void;
}

const s = prescriptionZipUpload();

// The kit's Progress (Ark) loads with the first upload: it is not needed before, and would add ≈ 8 KiB to the first visit.
const Progress = lazy(() => import('../../ui/Progress').then((m) => ({ default: m.Progress })));

/** The zip to send (button or drag and drop), then a progress bar with 취소 while it goes up. */
export function ZipUploadPanel({ file, onFileChange, state, message, onUpload, onCancel }: ZipUploadPanelProps) {
  const sending = state.kind === 'sending';
  return (
    <section className={s.upload} aria-labelledby="zip-upload-title">
      <h2 id="zip-upload-title" className={s.title}>
        zip 파일 올리기
      </h2>
      <ZipPicker file={file} disabled={sending} onChange={onFileChange} />
      {sending && (
        <div className={s.progressRow}>
          <Suspense fallback={<p className={s.progressFallback}>올리는 중…</p>}>
            <Progress
              value={state.percent === null ? null : Math.round(state.percent)}
              label={state.percent === null ? '올린 파일을 확인하고 있습니다…' : '올리는 중'}
              showValue={state.percent !== null}
            />
          </Suspense>
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
