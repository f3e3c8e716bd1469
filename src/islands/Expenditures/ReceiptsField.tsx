import { useId } from 'react';
import { field } from 'styled-system/recipes';
import { FileDrop } from '../../ui/FileDrop';
import { FileDropItems } from '../../ui/FileDrop/FileDropItems';
import { addReceipts, RECEIPT_ACCEPT, RECEIPT_HELP } from './receipts';
import { FieldNote } from '../shared/document/FieldNote';

export interface ReceiptsFieldProps {
  id: string;
  /** The chosen files (kept when the form is refused). */
  files: File[];
  /** Why a picked file was left out. */
  error?: string | null;
  disabled?: boolean;
  onChange: (files: File[], problem: string | null) => void;
}

const f = field();
const keyOf = (file: File) => `${file.name}-${file.size}`;

/** 영수증·증빙: up to five pdf, jpg or png files on the kit's light FileDrop, checked at once, each with 빼기. */
export function ReceiptsField({ id, files, error, disabled, onChange }: ReceiptsFieldProps) {
  const noteId = useId();
  return (
    <div id={id} className={f.root}>
      <FileDrop
        label="영수증·증빙 (선택)"
        prompt="파일을 끌어다 놓거나"
        buttonLabel="파일 선택"
        accept={RECEIPT_ACCEPT}
        multiple
        disabled={disabled}
        describedBy={noteId}
        onFiles={(picked) => {
          const next = addReceipts(files, picked);
          onChange(next.files, next.problem);
        }}
      >
        <FileDropItems
          label="선택한 영수증·증빙"
          items={files.map((file) => ({ key: keyOf(file), name: file.name, size: file.size }))}
          // No 빼기 while the files are being sent: what is on screen is what the server gets.
          onRemove={
            disabled
              ? undefined
              : (key) =>
                  onChange(
                    files.filter((file) => keyOf(file) !== key),
                    null,
                  )
          }
        />
      </FileDrop>
      <FieldNote id={noteId} error={error} help={RECEIPT_HELP} />
    </div>
  );
}
