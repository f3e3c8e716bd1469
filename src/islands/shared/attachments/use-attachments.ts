import { useState } from 'react';
import type { Attachment } from '../../../api/types';
import { MAX_ATTACHMENTS } from '../../../api/uploads';

/**
 * The attachments of a form island: the saved files it keeps (edit; each can be dropped and restored until the form is
 * saved) and the new files it sends. The island submits them as the multipart request's files and `keepFileIds`.
 */
export function useAttachments(existing: Attachment[]) {
  const [kept, setKept] = useState<number[]>(() => existing.map((f) => f.s3fileId));
  const [files, setFiles] = useState<File[]>([]);
  const toggle = (id: number) => setKept((k) => (k.includes(id) ? k.filter((x) => x !== id) : [...k, id]));
  return {
    existing,
    kept,
    files,
    setFiles,
    toggle,
    /** How many new files fit beside the kept ones (MAX_ATTACHMENTS in all, as the server counts). */
    room: Math.max(0, MAX_ATTACHMENTS - kept.length),
    /** Whether a file was added or a saved one dropped (the form is dirty). */
    changed: files.length > 0 || kept.length !== existing.length,
  };
}

export type Attachments = ReturnType<typeof useAttachments>;
