import { partnerContract } from 'styled-system/recipes';
import type { MemberType } from '../../api/enums';
import {
  CONTRACT_FILE_ACCEPT,
  CONTRACT_FILE_PARTS,
  contractFileProblem,
  isRequiredPart,
  type ContractFilePartName,
} from '../../api/partner-contract-files';
import { FileDrop, FileDropItems } from '../../ui/FileDrop';
import { CheckIcon } from '../../ui/icons';

export type ChosenFiles = Partial<Record<ContractFilePartName, File>>;
export type FileErrors = Partial<Record<ContractFilePartName, string>>;

export interface ContractFilesProps {
  memberType: MemberType;
  files: ChosenFiles;
  errors: FileErrors;
  /** A file chosen (checked here first: kind and size) or removed; `problem` explains a refusal. */
  onChange: (part: ContractFilePartName, file: File | undefined, problem?: string) => void;
  disabled?: boolean;
}

/**
 * The four documents, one kit FileDrop each (PDF, JPG or PNG, 10 MB). A CSO member's approved CSO certificate is
 * used as it is, so that row says so instead of asking for a file.
 */
export function ContractFiles({ memberType, files, errors, onChange, disabled }: ContractFilesProps) {
  const s = partnerContract();
  return (
    <fieldset className={s.files}>
      <legend className={s.legend}>제출 서류</legend>
      <p className={s.help} id="contract-files-help">
        PDF, JPG, PNG 파일을 하나에 10MB까지 올릴 수 있습니다.
      </p>
      {CONTRACT_FILE_PARTS.map(({ part, label }) => {
        if (part === 'cso_certificate' && memberType === 'CSO') {
          return (
            <div key={part} className={s.approved} data-testid="cso-approved">
              <span className={s.fileLabel}>{label}</span>
              <span className={s.approvedText}>
                <CheckIcon aria-hidden="true" /> 승인 완료된 CSO 신고증이 있어 따로 올리지 않아도 됩니다.
              </span>
            </div>
          );
        }
        const required = isRequiredPart(part, memberType);
        const errorId = `${part}-error`;
        const file = files[part];
        return (
          <FileDrop
            key={part}
            label={
              <>
                {label}
                {required ? (
                  <span className={s.required} aria-hidden="true">
                    *
                  </span>
                ) : (
                  <span className={s.optional}>(선택)</span>
                )}
              </>
            }
            prompt={file ? '다른 파일로 바꾸려면 끌어다 놓거나' : '파일을 여기로 끌어다 놓거나'}
            buttonLabel={`${label} 올리기`}
            accept={CONTRACT_FILE_ACCEPT}
            disabled={disabled}
            describedBy={`contract-files-help${errors[part] ? ` ${errorId}` : ''}`}
            onFiles={([picked]) => {
              if (!picked) return;
              const problem = contractFileProblem(picked);
              onChange(part, problem ? file : picked, problem ?? undefined);
            }}
          >
            {errors[part] ? (
              <p className={s.fieldError} id={errorId} role="alert">
                {errors[part]}
              </p>
            ) : null}
            {file ? (
              <FileDropItems
                label={`${label} 파일`}
                items={[{ key: part, name: file.name, size: file.size }]}
                onRemove={disabled ? undefined : () => onChange(part, undefined)}
              />
            ) : null}
          </FileDrop>
        );
      })}
    </fieldset>
  );
}
