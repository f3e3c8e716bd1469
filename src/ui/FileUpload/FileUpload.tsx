import type { ReactNode } from 'react';
import { FileUpload as ArkFileUpload, type FileUploadFileError } from '@ark-ui/react/file-upload';
import { cx } from 'styled-system/css';
import { fileUpload } from 'styled-system/recipes';
import { Button } from '../Button/Button';
import { Field, type FieldProps } from '../TextField/TextField';
import { FileIcon, UploadIcon, XIcon } from '../icons';
import { formatFileSize, toNfcFile } from './nfc';

export type FileUploadProps = Omit<FieldProps, 'children'> & {
  /** MIME types or extensions, e.g. `image/*` or `{ 'application/pdf': ['.pdf'] }`. */
  accept?: string | Record<string, string[]>;
  maxFiles?: number;
  /** Bytes. */
  maxFileSize?: number;
  /** Controlled list (already NFC-normalised when it came from this component). */
  files?: File[];
  /** Accepted files after every change; names are NFC. */
  onFilesChange?: (files: File[]) => void;
  /** Upload progress 0–100 per file, shown as a bar under its name. */
  getProgress?: (file: File) => number | undefined;
  /** Per-file error, e.g. a failed upload. */
  getError?: (file: File) => string | undefined;
  /** Show the drag-and-drop area (default true); otherwise only the 파일 올리기 button. */
  dropzone?: boolean;
  /** Default 파일 올리기. */
  triggerLabel?: string;
  name?: string;
  /** Files refused on a change (wrong type, too large, too many), with Ark's reasons. */
  onFileReject?: (rejected: { file: File; errors: FileUploadFileError[] }[]) => void;
  /** Render the file list here (default true); false when the caller draws its own (thumbnails, existing files). */
  showFileList?: boolean;
};

const rejectionText = (error: FileUploadFileError, maxFiles: number, maxFileSize?: number): string => {
  switch (error) {
    case 'TOO_MANY_FILES':
      return `파일은 최대 ${maxFiles}개까지 올릴 수 있습니다.`;
    case 'FILE_INVALID_TYPE':
      return '허용되지 않는 파일 형식입니다.';
    case 'FILE_TOO_LARGE':
      return maxFileSize ? `파일 크기는 ${formatFileSize(maxFileSize)} 이하여야 합니다.` : '파일이 너무 큽니다.';
    case 'FILE_TOO_SMALL':
      return '파일이 너무 작습니다.';
    case 'FILE_EXISTS':
      return '이미 추가된 파일입니다.';
    default:
      return '올릴 수 없는 파일입니다.';
  }
};

function FileRow({ file, progress, error, children }: { file: File; progress?: number; error?: ReactNode; children?: ReactNode }) {
  const classes = fileUpload();
  return (
    <ArkFileUpload.Item file={file} className={classes.item} data-invalid={error ? '' : undefined}>
      <ArkFileUpload.ItemPreview type=".*" className={classes.itemPreview}>
        <FileIcon />
      </ArkFileUpload.ItemPreview>
      <div className={classes.itemInfo}>
        <ArkFileUpload.ItemName className={classes.itemName} />
        <ArkFileUpload.ItemSizeText className={classes.itemSizeText} />
      </div>
      {children}
      {progress != null ? (
        <div
          className={classes.itemProgress}
          role="progressbar"
          aria-label={`${file.name} 업로드`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress)}
        >
          <div className={classes.itemProgressRange} style={{ width: `${Math.min(100, Math.max(0, progress))}%` }} />
        </div>
      ) : null}
      {error ? <p className={classes.itemError}>{error}</p> : null}
    </ArkFileUpload.Item>
  );
}

/**
 * File upload (Ark FileUpload): 파일 올리기 button and a drop zone, file list with size, per-file progress and
 * remove buttons. Every accepted file is renamed to NFC before anyone sees it.
 */
export function FileUpload({
  label,
  hideLabel,
  helpText,
  errorText,
  invalid,
  required,
  disabled,
  readOnly,
  id,
  className,
  accept,
  maxFiles = 1,
  maxFileSize,
  files,
  onFilesChange,
  getProgress,
  getError,
  dropzone = true,
  triggerLabel = '파일 올리기',
  name,
  onFileReject,
  showFileList = true,
}: FileUploadProps) {
  const classes = fileUpload();
  return (
    <Field {...{ label, hideLabel, helpText, errorText, invalid, required, disabled, readOnly, id }} className={className}>
      <ArkFileUpload.Root
        className={classes.root}
        accept={accept}
        maxFiles={maxFiles}
        maxFileSize={maxFileSize}
        acceptedFiles={files}
        onFileChange={(d) => onFilesChange?.(d.acceptedFiles)}
        onFileReject={onFileReject ? (d) => onFileReject(d.files) : undefined}
        disabled={disabled}
        transformFiles={async (list) => list.map(toNfcFile)}
        name={name}
        translations={{
          dropzone: '파일 끌어다 놓기 영역',
          deleteFile: (file) => `${file.name} 삭제`,
          itemPreview: (file) => `${file.name} 미리보기`,
        }}
      >
        {dropzone ? (
          <ArkFileUpload.Dropzone className={classes.dropzone} disableClick>
            <UploadIcon />
            <span>파일을 여기로 끌어다 놓거나</span>
            <ArkFileUpload.Trigger asChild>
              <Button size="sm" variant="outline" tone="brand">
                {triggerLabel}
              </Button>
            </ArkFileUpload.Trigger>
          </ArkFileUpload.Dropzone>
        ) : (
          <ArkFileUpload.Trigger asChild>
            <Button size="md" variant="outline" tone="neutral" startIcon={<UploadIcon />} className={cx(classes.trigger)}>
              {triggerLabel}
            </Button>
          </ArkFileUpload.Trigger>
        )}
        <ArkFileUpload.Context>
          {(api) =>
            showFileList && (api.acceptedFiles.length || api.rejectedFiles.length) ? (
              <ArkFileUpload.ItemGroup className={classes.itemGroup} aria-label="첨부한 파일">
                {api.acceptedFiles.map((file) => (
                  <FileRow
                    key={`${file.name}-${file.size}-${file.lastModified}`}
                    file={file}
                    progress={getProgress?.(file)}
                    error={getError?.(file)}
                  >
                    <ArkFileUpload.ItemDeleteTrigger className={classes.itemDeleteTrigger}>
                      <XIcon />
                    </ArkFileUpload.ItemDeleteTrigger>
                  </FileRow>
                ))}
                {api.rejectedFiles.map(({ file, errors }) => (
                  <FileRow
                    key={`rejected-${file.name}-${file.size}`}
                    file={file}
                    error={errors.map((e) => rejectionText(e, maxFiles, maxFileSize)).join(' ')}
                  />
                ))}
              </ArkFileUpload.ItemGroup>
            ) : null
          }
        </ArkFileUpload.Context>
        <ArkFileUpload.HiddenInput />
      </ArkFileUpload.Root>
    </Field>
  );
}
