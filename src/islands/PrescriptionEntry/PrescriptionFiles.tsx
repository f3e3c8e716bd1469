import { useState } from 'react';
import { prescriptionEntry, fileDrop } from 'styled-system/recipes';
import type { Attachment } from '../../api/types';
import { EDI_MAX_FILES } from '../../api/uploads';
import { formatFileSize } from '../../ui/FileUpload/nfc';
import { IconButton } from '../../ui/IconButton';
import { AlertIcon, XIcon } from '../../ui/icons';
import { FilePicker } from './FilePicker';
import { FileThumb } from './FileThumb';

export const TOO_MANY = `파일은 최대 ${EDI_MAX_FILES}개까지 가능합니다.`;

export interface PrescriptionFilesProps {
  id: string;
  /** Files already saved with the record (the detail). */
  existing?: Attachment[];
  kept?: number[];
  onDropExisting?: (id: number) => void;
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** Per-file upload share 0–100, in the order of `files`, while uploading. */
  progress?: number[] | null;
  error?: string;
  /** Busy (an upload is under way) or not editable: no adding or removing. */
  disabled?: boolean;
  /** The record can no longer be changed: the count stands alone, without the limit. */
  readOnly?: boolean;
  /** Heading of the section: 파일업로드 (form) or 파일첨부 (detail). */
  title?: string;
}

/**
 * The EDI files of a record: saved ones (links that open in a new tab, ✕ drops one), new ones with thumbnails and ✕,
 * the drop zone and 파일 올리기 (many at once), the count n/30. Files over the limit are refused with a message
 * and the ones that fit are kept; wrong types are refused with their own message.
 */
export function PrescriptionFiles({
  id,
  existing = [],
  kept = [],
  onDropExisting,
  files,
  onFilesChange,
  progress,
  error,
  disabled,
  readOnly,
  title = '파일업로드',
}: PrescriptionFilesProps) {
  const s = prescriptionEntry();
  const f = fileDrop();
  const [notice, setNotice] = useState<string | null>(null);
  const keptFiles = existing.filter((a) => kept.includes(a.s3fileId));
  const count = keptFiles.length + files.length;
  const room = Math.max(0, EDI_MAX_FILES - keptFiles.length);

  function add(picked: File[]) {
    const added = picked.filter((file) => !files.some((had) => had.name === file.name && had.size === file.size));
    const fit = added.slice(0, Math.max(0, room - files.length));
    setNotice(fit.length < added.length ? TOO_MANY : null);
    onFilesChange([...files, ...fit]);
  }
  // The picker's own message (a refused type, the limit) and the form's check can both stand.
  const messages = [notice, error].filter((m, i, all): m is string => !!m && all.indexOf(m) === i);
  return (
    <section className={s.fileSection} aria-labelledby={`${id}-heading`}>
      <h4 className={s.fileHeading} id={`${id}-heading`}>
        <span>
          {title}({count}
          {readOnly ? '' : `/${EDI_MAX_FILES}`})
        </span>
      </h4>
      {existing.length > 0 ? (
        <>
          <p className={s.fileMeta}>기존이미지</p>
          <ul className={s.fileList} aria-label="기존이미지">
            {keptFiles.map((a) => (
              <li key={a.s3fileId} className={s.fileItem}>
                <a className={s.existingLink} href={a.fileUrl} target="_blank" rel="noopener noreferrer">
                  {a.originalFileName.normalize('NFC')}
                  <span className={f.itemSizeText}> (새 탭)</span>
                </a>
                {onDropExisting && !disabled ? (
                  <IconButton
                    size="sm"
                    variant="ghost"
                    tone="danger"
                    aria-label={`${a.originalFileName.normalize('NFC')} 빼기`}
                    onClick={() => onDropExisting(a.s3fileId)}
                  >
                    <XIcon />
                  </IconButton>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {files.length > 0 ? (
        <>
          {existing.length > 0 ? <p className={s.fileMeta}>새 파일</p> : null}
          <ul className={s.fileList} aria-label="새 파일">
            {files.map((file, i) => {
              const share = progress?.[i];
              return (
                <li key={`${file.name}-${file.size}-${file.lastModified}`} className={s.fileItem}>
                  <FileThumb file={file} />
                  <span className={s.fileName}>{file.name}</span>
                  <span className={s.fileMeta}>{formatFileSize(file.size)}</span>
                  {share != null ? (
                    <div
                      className={f.itemProgress}
                      role="progressbar"
                      aria-label={`${file.name} 업로드`}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={share}
                    >
                      <div className={f.itemProgressRange} style={{ width: `${share}%` }} />
                    </div>
                  ) : null}
                  {!disabled ? (
                    <IconButton
                      size="sm"
                      variant="ghost"
                      tone="danger"
                      aria-label={`${file.name} 빼기`}
                      onClick={() => onFilesChange(files.filter((x) => x !== file))}
                    >
                      <XIcon />
                    </IconButton>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {!disabled ? (
        <FilePicker
          onPick={add}
          onRefuse={setNotice}
          disabled={room - files.length <= 0}
          describedBy={messages.length ? `${id}-error` : undefined}
        />
      ) : null}
      {messages.length ? (
        <div id={`${id}-error`} role="alert">
          {messages.map((m) => (
            <p key={m} className={s.fieldError}>
              <AlertIcon width={14} height={14} />
              {m}
            </p>
          ))}
        </div>
      ) : null}
    </section>
  );
}
