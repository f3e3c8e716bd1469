import { useId } from 'react';
import { cx } from 'styled-system/css';
import { compliance, field } from 'styled-system/recipes';
import { FileDrop } from '../../../ui/FileDrop';
import { FileDropItems } from '../../../ui/FileDrop/FileDropItems';
import { DOCUMENT_ACCEPT, DOCUMENT_HELP, documentProblem } from './document-file';
import { FieldNote } from './FieldNote';

export interface DocumentFieldProps {
  label: string;
  /** The chosen document (kept when the form is refused). */
  file: File | null;
  /** Why the chosen or missing file cannot be sent. */
  error?: string | null;
  required?: boolean;
  /** The help under the field (default: the accepted types and size). */
  help?: string;
  disabled?: boolean;
  /** A file that passed the checks, or null when it was removed; `problem` when a picked one was refused. */
  onChange: (file: File | null, problem: string | null) => void;
}

const s = compliance();
const f = field();

/** One document (pdf, jpg, png) on the kit's light FileDrop: checked at once, shown with 빼기, the error beside it. */
export function DocumentField({ label, file, error, required, disabled, help = DOCUMENT_HELP, onChange }: DocumentFieldProps) {
  const noteId = useId();
  return (
    <div className={cx(f.root, s.document)}>
      <FileDrop
        label={
          <>
            {label}
            {required ? (
              <span className={f.requiredIndicator} aria-hidden="true">
                *
              </span>
            ) : null}
          </>
        }
        prompt="파일을 끌어다 놓거나"
        buttonLabel={file ? '다른 파일 선택' : '파일 선택'}
        accept={DOCUMENT_ACCEPT}
        disabled={disabled}
        describedBy={noteId}
        onFiles={(files) => {
          const picked = files[0];
          if (!picked) return;
          const problem = files.length > 1 ? '파일은 하나만 올릴 수 있습니다.' : documentProblem(picked);
          onChange(problem ? file : picked, problem);
        }}
      >
        {file ? (
          <FileDropItems
            label={`선택한 ${label}`}
            items={[{ key: 'file', name: file.name, size: file.size }]}
            onRemove={() => onChange(null, null)}
          />
        ) : null}
      </FileDrop>
      <FieldNote id={noteId} error={error} help={help} />
    </div>
  );
}
