import { useRef, useState } from 'react';
import { prescriptionZipUpload } from 'styled-system/recipes';
import { ApiError } from '../../api/errors';
import type { PrescriptionZipUploadResult } from '../../api/types';
import { api } from './api';
import { ErrorBoundary } from '../shared/error-boundary/ErrorBoundary';
import { toast, ToasterOnDemand } from '../shared/toast-on-demand';
import { resultSummary, ZipResult } from './ZipResult';
import '../../styles/islands.css';
import { ZipUploadPanel, type UploadState, type ZipUploadPanelProps } from './ZipUploadPanel';

export interface PrescriptionZipUploadProps {
  /** Shows this result at first (stories). */
  initialResult?: PrescriptionZipUploadResult | null;
}

const s = prescriptionZipUpload();

function PrescriptionZipUploadInner({ initialResult = null }: PrescriptionZipUploadProps) {
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const [message, setMessage] = useState<ZipUploadPanelProps['message']>(null);
  const [result, setResult] = useState(initialResult);
  const abort = useRef<AbortController | null>(null);

  async function upload() {
    if (!file) return;
    const controller = new AbortController();
    abort.current = controller;
    setMessage(null);
    setResult(null);
    setState({ kind: 'sending', percent: 0 });
    try {
      const answer = await api.prescriptions.uploadZip(
        file,
        {},
        {
          signal: controller.signal,
          // Once every byte is sent the server unpacks and checks the entries: the bar becomes indeterminate.
          onProgress: ({ loaded, total }) =>
            setState({ kind: 'sending', percent: total && loaded < total ? (loaded / total) * 100 : null }),
        },
      );
      setResult(answer);
      setFile(null);
      if (answer.createdPrescriptionPartnerCount > 0) void toast({ type: 'success', title: resultSummary(answer) });
      else void toast({ type: 'error', title: '등록된 실적이 없습니다.', description: '아래 표에서 파일마다 사유를 확인해 주세요.' });
    } catch (error) {
      if (controller.signal.aborted) setMessage({ tone: 'info', text: '업로드를 취소했습니다. zip 파일은 등록되지 않았습니다.' });
      else
        setMessage({
          tone: 'danger',
          text: `zip 파일을 올리지 못했습니다. ${error instanceof ApiError ? error.message : '다시 시도해 주세요.'}`,
        });
    } finally {
      abort.current = null;
      setState({ kind: 'idle' });
    }
  }

  return (
    <div className={s.root}>
      <ZipUploadPanel
        file={file}
        onFileChange={(next, problem) => {
          setFile(next);
          setMessage(problem ? { tone: 'danger', text: problem } : null);
        }}
        state={state}
        message={message}
        onUpload={upload}
        onCancel={() => abort.current?.abort()}
      />
      {result && <ZipResult result={result} />}
      <ToasterOnDemand />
    </div>
  );
}

/** 한번에 업로드: one zip of EDI files becomes many records; the answer lists what was created and what was skipped. */
export function PrescriptionZipUpload(props: PrescriptionZipUploadProps) {
  return (
    <ErrorBoundary>
      <PrescriptionZipUploadInner {...props} />
    </ErrorBoundary>
  );
}
