import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/react';
import { useRef, useState } from 'react';

/** The image types the editor takes (what the server's editor upload accepts). */
export const EDITOR_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export type UploadImage = (file: File, onProgress: (fraction: number) => void) => Promise<{ id: number; url: string }>;

export interface PendingImage {
  key: number;
  name: string;
  /** 0–1. */
  fraction: number;
}

const hasHangul = (text: string) => /[가-힣]/.test(text);

/**
 * Uploads pasted, dropped or picked images one by one and puts each into the text where it came in once its URL is
 * known, so the text never holds a broken or half-sent image. A refused file or a failed upload leaves a Korean
 * message and nothing in the text.
 */
export function useImageUploads(upload: UploadImage | undefined) {
  const [pending, setPending] = useState<PendingImage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const nextKey = useRef(0);

  function add(editor: Editor, files: readonly File[], at: number) {
    setError(null);
    if (!upload) {
      setError('이 입력란에는 이미지를 넣을 수 없습니다.');
      return;
    }
    const images = files.filter((f) => EDITOR_IMAGE_TYPES.includes(f.type));
    if (images.length < files.length) setError('이미지 파일(JPG, PNG, GIF, WEBP)만 넣을 수 있습니다.');
    for (const file of images) {
      const key = nextKey.current++;
      setPending((list) => [...list, { key, name: file.name || '붙여넣은 이미지', fraction: 0 }]);
      const progress = (fraction: number) =>
        setPending((list) => list.map((p) => (p.key === key ? { ...p, fraction: Math.min(1, Math.max(0, fraction)) } : p)));
      upload(file, progress)
        .then(({ url }) => {
          if (editor.isDestroyed) return;
          const pos = Math.min(at, editor.state.doc.content.size);
          editor
            .chain()
            .insertContentAt(pos, { type: 'image', attrs: { src: url, alt: '' } })
            // Typing goes on after the picture: a picture left selected would be replaced by the next key.
            .command(({ tr }) => {
              if (tr.selection instanceof NodeSelection) tr.setSelection(TextSelection.near(tr.doc.resolve(tr.selection.to)));
              return true;
            })
            .run();
        })
        .catch((e: unknown) => {
          const reason = e instanceof Error && hasHangul(e.message) ? ` ${e.message}` : ' 잠시 후 다시 시도해 주세요.';
          setError(`이미지를 올리지 못했습니다(${file.name || '붙여넣은 이미지'}).${reason}`);
        })
        .finally(() => setPending((list) => list.filter((p) => p.key !== key)));
    }
  }

  return { pending, error, add, clearError: () => setError(null) };
}
