import { ExistingFiles } from './ExistingFiles';
import { FilePicker } from './FilePicker';
import type { Attachments } from './use-attachments';

/** The attachment fields of a form island: 올린 파일 (when it has saved files) and 파일 첨부. */
export function AttachmentFields({
  attachments,
  error,
  onProblem,
}: {
  attachments: Attachments;
  /** The files' error line (the picker's own refusal or the form's check). */
  error?: string;
  /** Why the last pick was refused, or undefined once a pick went through. */
  onProblem: (problem?: string) => void;
}) {
  const { existing, kept, files, setFiles, toggle, room } = attachments;
  return (
    <>
      {existing.length > 0 && <ExistingFiles files={existing} kept={kept} onToggle={toggle} />}
      <FilePicker
        files={files}
        room={room}
        error={error}
        onChange={(next, problem) => {
          setFiles(next);
          onProblem(problem);
        }}
      />
    </>
  );
}
