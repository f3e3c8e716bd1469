import { useRef, useState } from 'react';
import type { UploadOptions, UploadProgress } from '../../api/upload-progress';

/** Thrown by `run` when the member cancelled the upload (nothing to report but that). */
export class UploadCancelled extends Error {
  override readonly name = 'UploadCancelled';
}

/**
 * One upload at a time with its progress and a way to cancel it. `run` hands the call its progress callback and
 * abort signal, and clears the progress when the call settles, whatever the outcome.
 */
export function useUpload() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  async function run<T>(send: (options: UploadOptions) => Promise<T>): Promise<T> {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ loaded: 0, total: 0 });
    try {
      return await send({ onProgress: setProgress, signal: abort.signal });
    } catch (error) {
      throw abort.signal.aborted ? new UploadCancelled('업로드를 취소했습니다.') : error;
    } finally {
      controller.current = null;
      setProgress(null);
    }
  }
  const cancel = () => controller.current?.abort();
  return { progress, uploading: progress !== null, run, cancel };
}
