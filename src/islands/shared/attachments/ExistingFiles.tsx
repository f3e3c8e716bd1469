import { attachmentFields, fileDrop } from 'styled-system/recipes';
import { Button } from '../../../ui/Button';
import { formatFileSize } from '../../../ui/FileUpload/nfc';
import { FileIcon } from '../../../ui/icons';
import type { Attachment } from '../../../api/types';

/** 올린 파일 (edit): each file already attached can be marked for removal and restored until the form is saved. */
export function ExistingFiles({ files, kept, onToggle }: { files: Attachment[]; kept: number[]; onToggle: (id: number) => void }) {
  const s = attachmentFields();
  const classes = fileDrop();
  return (
    <div className={s.group}>
      <p className={s.title} id="existing-files">
        올린 파일
      </p>
      <ul className={s.list} aria-labelledby="existing-files">
        {files.map((f) => {
          const keep = kept.includes(f.s3fileId);
          return (
            <li key={f.s3fileId} className={`${classes.item} ${s.item}`} data-removed={keep ? undefined : ''} data-testid="existing-file">
              <span className={classes.itemPreview}>
                <FileIcon />
              </span>
              <span className={classes.itemInfo}>
                <span className={classes.itemName} data-name>
                  {f.originalFileName}
                </span>
                <span className={classes.itemSizeText}>
                  {keep ? (f.fileSize != null ? formatFileSize(f.fileSize) : '') : '저장하면 삭제됩니다'}
                </span>
              </span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                tone={keep ? 'danger' : 'neutral'}
                onClick={() => onToggle(f.s3fileId)}
                aria-label={`${f.originalFileName} ${keep ? '삭제' : '되돌리기'}`}
              >
                {keep ? '삭제' : '되돌리기'}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
