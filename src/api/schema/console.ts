import * as v from 'valibot';
import { fields, requiredLine } from './common';

// The operator console's own calls (under /v1/admin): the staff member's second factor.

const MISSING_TOTP = '인증 앱에 표시된 6자리 코드를 입력해 주세요.';

/** `POST /v1/admin/me/recovery-codes`: a current code of the authenticator app (not a recovery code). */
export const recoveryCodesRequestSchema = fields(
  {
    code: v.pipe(
      requiredLine('인증 코드(code)', 20, MISSING_TOTP),
      v.transform((s) => s.replaceAll(' ', '')),
      v.regex(/^[0-9]{6}$/, MISSING_TOTP),
    ),
  },
  MISSING_TOTP,
);
export type RecoveryCodesRequest = v.InferInput<typeof recoveryCodesRequestSchema>;
