import { useId } from 'react';
import { field } from 'styled-system/recipes';
import { FileDrop } from '../../ui/FileDrop';
import { FileDropItems } from '../../ui/FileDrop/FileDropItems';
import { AlertIcon } from '../../ui/icons';
import { CONTRACT_FILE_ACCEPT, CONTRACT_FILE_HELP, contractFileProblem } from './contract-file';

export interface ContractFileFieldProps {
  /** The chosen file (kept when the form is refused). */
  file: File | null;
  /** Why the chosen or missing file cannot be sent. */
  error?: string | null;
  /** A file that passed the checks, or null when it was removed; `problem` when a picked one was refused. */
  onChange: (file: File | null, problem: string | null) => void;
}

const f = field();
const LABEL = '계약서 파일';

/** The signed contract on the kit's light FileDrop: checked at once, shown with 빼기, the error in place of the help. */
export function ContractFileField({ file, error, onChange }: ContractFileFieldProps) {
  const noteId = useId();
  return (
    <div className={f.root}>
      <FileDrop
        label={
          <>
            {LABEL}
            <span className={f.requiredIndicator} aria-hidden="true">
              *
            </span>
          </>
        }
        prompt="파일을 끌어다 놓거나"
        buttonLabel={file ? '다른 파일 선택' : '파일 선택'}
        accept={CONTRACT_FILE_ACCEPT}
        describedBy={noteId}
        onFiles={(files) => {
          const picked = files[0];
          if (!picked) return;
          const problem = files.length > 1 ? '파일은 하나만 올릴 수 있습니다.' : contractFileProblem(picked);
          onChange(problem ? file : picked, problem);
        }}
      >
        {file ? (
          <FileDropItems
            label={`선택한 ${LABEL}`}
            items={[{ key: 'file', name: file.name, size: file.size }]}
            onRemove={() => onChange(null, null)}
          />
        ) : null}
      </FileDrop>
      {error ? (
        <p id={noteId} className={f.errorText} role="alert">
          <AlertIcon width={14} height={14} />
          {error}
        </p>
      ) : (
        <p id={noteId} className={f.helperText}>
          {CONTRACT_FILE_HELP}
        </p>
      )}
    </div>
  );
}
