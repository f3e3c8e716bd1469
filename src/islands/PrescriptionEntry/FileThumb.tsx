import { prescriptionEntry } from 'styled-system/recipes';
import { FileIcon } from '../../ui/icons';

/** A picked file's preview: images through an object URL, revoked when the image goes; a file icon for PDFs. */
export function FileThumb({ file }: { file: File }) {
  const s = prescriptionEntry();
  if (!file.type.startsWith('image/')) {
    return (
      <span className={s.thumb} aria-hidden="true">
        <FileIcon />
      </span>
    );
  }
  return (
    <img
      className={s.thumb}
      alt=""
      ref={(img) => {
        if (!img) return;
        const url = URL.createObjectURL(file);
        img.src = url;
        return () => URL.revokeObjectURL(url);
      }}
    />
  );
}
