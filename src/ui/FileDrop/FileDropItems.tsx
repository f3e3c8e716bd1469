import { fileDrop } from 'styled-system/recipes';
import { Button } from '../Button/Button';
import { formatFileSize } from '../FileUpload/nfc';
import { FileIcon } from '../icons';

// Its own module: a page whose island only drops files (EDI entry shows thumbnails instead) does not load it.
export interface FileDropItem {
  key: string;
  name: string;
  size: number;
}

/** The chosen files as rows (icon, NFC name, size) with 빼기 on each unless `onRemove` is left out. */
export function FileDropItems({ label, items, onRemove }: { label: string; items: FileDropItem[]; onRemove?: (key: string) => void }) {
  const s = fileDrop();
  if (!items.length) return null;
  return (
    <ul className={s.itemGroup} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={s.item}>
          <span className={s.itemPreview}>
            <FileIcon />
          </span>
          <span className={s.itemInfo}>
            <span className={s.itemName}>{item.name}</span>
            <span className={s.itemSizeText}>{formatFileSize(item.size)}</span>
          </span>
          {onRemove ? (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              tone="danger"
              onClick={() => onRemove(item.key)}
              aria-label={`${item.name} 빼기`}
            >
              빼기
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
