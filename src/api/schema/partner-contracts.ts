import * as v from 'valibot';
import { PartnerContractType } from '../enums';
import { isInstitution } from '../institutions';
import { COMPANY_NAME_MAX, CONTRACT_FILE_PARTS } from '../partner-contract-files';

export { COMPANY_NAME_MAX };
import { businessNumberProblem } from './business-number';
import { fields, fieldsAsync, ID_MAX, NAME_MAX, requiredLine } from './common';
import { fileParts, jsonPart } from './multipart';

export * from './business-number';

// `POST /v1/partner-contracts`: the application (JSON part `request`) and its documents, one file per part.

/** The `request` part. The business number may be sent with or without hyphens; it is kept as ten digits. */
export const partnerContractRequestSchema = fields({
  contractType: v.picklist(PartnerContractType.values, '계약유형(개인 또는 법인)을 선택해 주세요.'),
  companyName: requiredLine('회사명(companyName)', COMPANY_NAME_MAX, '회사명을 입력해 주세요.'),
  businessNumber: v.pipe(
    v.string('사업자등록번호를 입력해 주세요.'),
    v.trim(),
    v.rawCheck(({ dataset, addIssue }) => {
      const problem = dataset.typed ? businessNumberProblem(dataset.value) : null;
      if (problem) addIssue({ message: problem });
    }),
    v.transform((s) => s.replace(/[\s-]/g, '')),
  ),
  bankName: v.pipe(
    v.string('정산은행을 선택해 주세요.'),
    v.trim(),
    v.nonEmpty('정산은행을 선택해 주세요.'),
    v.check(isInstitution, '정산은행은 목록에 있는 은행이나 증권사 중에서 선택해 주세요.'),
  ),
  accountNumber: v.pipe(
    v.string('계좌번호를 입력해 주세요.'),
    v.trim(),
    v.nonEmpty('계좌번호를 입력해 주세요.'),
    v.regex(/^\d{6,20}$/, "계좌번호는 '-' 없이 숫자 6~20자리로 입력해 주세요."),
  ),
});
export type PartnerContractRequest = v.InferInput<typeof partnerContractRequestSchema>;

const filePart = (part: string, label: string) => fileParts(part, 1, `${label}은(는) 파일 하나만 올려 주세요.`);
const [registration, subcontract, cso, education] = CONTRACT_FILE_PARTS.map((p) => filePart(p.part, p.label)) as [
  ReturnType<typeof filePart>,
  ReturnType<typeof filePart>,
  ReturnType<typeof filePart>,
  ReturnType<typeof filePart>,
];

/** The whole multipart body; which files are required depends on the member (checked by the handler). */
export const partnerContractFormSchema = fieldsAsync({
  request: jsonPart('request', partnerContractRequestSchema),
  business_registration: registration,
  subcontract_agreement: subcontract,
  cso_certificate: cso,
  education_certificate: education,
});

/** `GET /v1/partner-contracts/{userId}`: the login id whose application is asked for. */
export const contractOwnerParamSchema = fields({ userId: requiredLine('아이디(userId)', NAME_MAX) });

/**
 * `GET /v1/partner-contracts/files/{id}/{uuid}_{name}`: the link of a document in the contract's form (its last
 * segment carries the file name). The segment is compared with the file's own by the server (another: 404).
 */
export const contractDocumentLinkParamSchema = fields({
  id: v.pipe(
    v.string(),
    v.regex(/^\d{1,10}$/, '파일 번호(id)가 올바르지 않습니다.'),
    v.transform(Number),
    v.number(),
    v.minValue(1, '파일 번호(id)가 올바르지 않습니다.'),
    v.maxValue(ID_MAX, '파일 번호(id)가 올바르지 않습니다.'),
  ),
  name: v.pipe(v.string(), v.minLength(38, '파일 이름(name)이 올바르지 않습니다.'), v.maxLength(512, '파일 이름(name)이 너무 깁니다.')),
});
