import { lazy, Suspense } from 'react';
import { prescriptionEntry } from 'styled-system/recipes';
import type { UploadProgress } from '../../api/upload-progress';
import { Button } from '../../ui/Button';
import { overallShare } from './upload-share';

// The kit's progress bar loads with the first upload.
const Progress = lazy(() => import('../../ui/Progress').then((m) => ({ default: m.Progress })));

/** The whole upload's bar and its 업로드 취소 button, shown while files are being sent. */
export function UploadStatus({ progress, onCancel }: { progress: UploadProgress; onCancel: () => void }) {
  const share = overallShare(progress);
  return (
    <div className={prescriptionEntry().fileSection}>
      <Suspense fallback={<p role="status">업로드 준비 중…</p>}>
        <Progress value={share} label={share >= 100 ? '서버에서 확인하는 중…' : '업로드 중'} showValue />
      </Suspense>
      <Button type="button" variant="outline" tone="neutral" size="sm" onClick={onCancel}>
        업로드 취소
      </Button>
    </div>
  );
}
