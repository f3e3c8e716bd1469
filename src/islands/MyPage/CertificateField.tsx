import { myPage as myPageRecipe } from 'styled-system/recipes';
import { certificateFileId, certificateName } from '../../api/cso-certificate';
import { csoCertificateProblem } from '../../api/schema/member-rules';
import { FileDrop } from '../../ui/FileDrop';
import { CheckIcon } from '../../ui/icons';

const s = myPageRecipe();

/** Why a picked certificate cannot be sent, or null. */
export const certificateProblem = (file: File): string | null => csoCertificateProblem(file);

export interface CertificateFieldProps {
  /** Approved (a CSO or contract member): nothing to upload, and no link that might lead nowhere. */
  approved: boolean;
  currentUrl?: string | null;
  /** Why staff refused the file on record: shown until a new file is sent. */
  rejectionReason?: string | null;
  picked: File | null;
  error?: string;
  onPick: (file: File | null, problem: string | null) => void;
}

/** CSO 신고증: approved, or the file sent so far and a picker for a new one. */
export function CertificateField({ approved, currentUrl, rejectionReason, picked, error, onPick }: CertificateFieldProps) {
  if (approved) {
    return (
      <p className={s.approved}>
        <CheckIcon width={16} height={16} strokeWidth={3} />
        승인 완료되었습니다.
      </p>
    );
  }
  // Only a file of this server is linked; an older system's path is named without a link.
  const current = currentUrl ? { name: certificateName(currentUrl), href: certificateFileId(currentUrl) ? currentUrl : null } : null;
  return (
    <div className={s.control}>
      {current && !picked && (
        <p className={s.fileName}>
          제출한 파일:{' '}
          {current.href ? (
            <a href={current.href} target="_blank" rel="noopener">
              {current.name}
            </a>
          ) : (
            current.name
          )}
        </p>
      )}
      {current && !picked && rejectionReason && (
        <p className={s.warn} data-testid="certificate-rejected">
          제출한 신고증이 반려되었습니다. 반려 사유: {rejectionReason} 새 파일을 올린 뒤 수정을 눌러 주세요.
        </p>
      )}
      {current && !picked && !rejectionReason && (
        <p className={s.note}>운영팀이 신고증을 확인하고 있습니다. 승인되면 알림으로 알려 드립니다.</p>
      )}
      {picked && <p className={s.fileName}>새 파일: {picked.name}</p>}
      <FileDrop
        prompt="CSO 신고증 파일을 끌어다 놓거나"
        buttonLabel="파일 올리기"
        accept=".jpg,.jpeg,.pdf,.png"
        describedBy="certificate-note"
        onFiles={(files) => {
          const file = files[0] ?? null;
          onPick(file, file ? certificateProblem(file) : null);
        }}
      />
      <p id="certificate-note" className={error ? s.warn : s.note} role={error ? 'alert' : undefined}>
        {error ?? 'jpg, jpeg, pdf, png 파일만 업로드 가능합니다.'}
      </p>
    </div>
  );
}
