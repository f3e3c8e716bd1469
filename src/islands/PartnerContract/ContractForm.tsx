import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type SubmitEvent } from 'react';
import { partnerContract } from 'styled-system/recipes';
import { ApiError } from '../../api/errors';
import type { MemberType, PartnerContractType } from '../../api/enums';
import {
  COMPANY_NAME_MAX,
  CONTRACT_FILE_PARTS,
  isRequiredPart,
  missingFileMessage,
  type ContractFilePartName,
} from '../../api/partner-contract-files';
import { businessNumberDigits, businessNumberProblem, formatBusinessNumber } from '../../api/schema/business-number';
import type { PartnerContractRequest } from '../../api/schema/partner-contracts';
import type { UploadProgress } from '../../api/upload-progress';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { RadioGroup } from '../../ui/RadioGroup';
import { TextField } from '../../ui/TextField';
import { BankPicker } from './BankPicker';
import { ContractFiles, type ChosenFiles, type FileErrors } from './ContractFiles';

export type ApplyFn = (
  request: PartnerContractRequest,
  files: ChosenFiles,
  options: { onProgress: (p: UploadProgress) => void },
) => Promise<unknown>;

export interface ContractFormProps {
  memberType: MemberType;
  /** What a rejected or cancelled application said (the documents must be chosen again). */
  prefill?: Partial<PartnerContractRequest> | null;
  apply: ApplyFn;
  /** After the application was accepted (the page reloads into the status view). */
  onApplied: () => void;
}

type FieldName = 'contractType' | 'companyName' | 'businessNumber' | 'bankName' | 'accountNumber';
type Errors = Partial<Record<FieldName, string>> & { form?: string };

// Shown only while sending: loaded then.
const Progress = lazy(() => import('../../ui/Progress').then((m) => ({ default: m.Progress })));
// Asked only when the password re-check ran out while the form was being filled in: not part of the first visit.
const RecheckPrompt = lazy(() => import('./RecheckPrompt').then((m) => ({ default: m.RecheckPrompt })));
const typeOptions: { value: PartnerContractType; label: string }[] = [
  { value: 'INDIVIDUAL', label: '개인' },
  { value: 'ORGANIZATION', label: '법인' },
];
const subscribeNothing = () => () => {};

/** The application form: Korean checks in the order the fields appear, the first problem focused, upload progress. */
export function ContractForm({ memberType, prefill, apply, onApplied }: ContractFormProps) {
  const s = partnerContract();
  const [contractType, setContractType] = useState<string | null>(prefill?.contractType ?? null);
  const [companyName, setCompanyName] = useState(prefill?.companyName ?? '');
  const [businessNumber, setBusinessNumber] = useState(formatBusinessNumber(prefill?.businessNumber ?? ''));
  const [bankName, setBankName] = useState<string | null>(prefill?.bankName ?? null);
  const [accountNumber, setAccountNumber] = useState(prefill?.accountNumber ?? '');
  const [files, setFiles] = useState<ChosenFiles>({});
  const [fileErrors, setFileErrors] = useState<FileErrors>({});
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  // The session's password re-check ran out while the form was filled in: asked again here, then sent again.
  const [recheck, setRecheck] = useState(false);
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const companyNameRef = useRef<HTMLInputElement>(null);
  const businessNumberRef = useRef<HTMLInputElement>(null);
  const accountNumberRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const submitting = progress !== null;

  // The text fields are uncontrolled, so what was typed before the island ran stays; it is taken over here.
  useEffect(() => {
    if (companyNameRef.current) setCompanyName(companyNameRef.current.value);
    const number = businessNumberRef.current;
    if (number?.value) {
      const typed = (number.value = formatBusinessNumber(number.value));
      setBusinessNumber(typed);
      if (businessNumberDigits(typed).length === 10)
        setErrors((e) => ({ ...e, businessNumber: businessNumberProblem(typed) ?? undefined }));
    }
    const account = accountNumberRef.current;
    if (account) setAccountNumber((account.value = account.value.replace(/\D/g, '')));
  }, []);
  useEffect(() => {
    if (errors.form) errorRef.current?.focus();
  }, [errors.form]);

  const clear = (name: FieldName) => errors[name] && setErrors({ ...errors, [name]: undefined });

  async function validate(): Promise<{ errors: Errors; fileErrors: FileErrors; first?: FieldName | ContractFilePartName }> {
    const { fieldProblems } = await import('./request-check');
    const found: Errors = {
      ...fieldProblems({ contractType, companyName, bankName, accountNumber }),
      businessNumber: businessNumberProblem(businessNumber) ?? undefined,
    };
    const missing: FileErrors = { ...fileErrors };
    for (const { part, label } of CONTRACT_FILE_PARTS) {
      if (!files[part] && isRequiredPart(part, memberType)) missing[part] = missingFileMessage(label);
    }
    // The order a member reads the form in: type, company, number, the registration, bank, account, the rest.
    const order: (FieldName | ContractFilePartName)[] = [
      'contractType',
      'companyName',
      'businessNumber',
      'business_registration',
      'bankName',
      'accountNumber',
      'subcontract_agreement',
      'cso_certificate',
      'education_certificate',
    ];
    const first = order.find((k) => (k in found ? found[k as FieldName] : missing[k as ContractFilePartName]));
    return { errors: found, fileErrors: missing, first };
  }

  function focus(target: FieldName | ContractFilePartName) {
    const form = formRef.current;
    if (!form) return;
    if (target === 'contractType') return form.querySelector<HTMLElement>('[name=contractType]')?.focus();
    if (target === 'bankName') return form.querySelector<HTMLInputElement>('#bank-name')?.focus();
    const text = { companyName: companyNameRef, businessNumber: businessNumberRef, accountNumber: accountNumberRef }[target as string];
    if (text) return text.current?.focus();
    form.querySelector<HTMLElement>(`[aria-describedby~="${target}-error"]`)?.focus();
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = await validate();
    setErrors(checked.errors);
    setFileErrors(checked.fileErrors);
    if (checked.first) return requestAnimationFrame(() => focus(checked.first!));
    setProgress(0);
    try {
      const request: PartnerContractRequest = {
        contractType: contractType as PartnerContractType,
        companyName: companyName.trim(),
        businessNumber: businessNumberDigits(businessNumber),
        bankName: bankName as string,
        accountNumber,
      };
      const sent: ChosenFiles = { ...files };
      if (memberType === 'CSO') delete sent.cso_certificate;
      await apply(request, sent, { onProgress: (p) => setProgress(p.total ? Math.round((p.loaded / p.total) * 100) : null) });
      onApplied();
    } catch (error) {
      setProgress(null);
      if (error instanceof ApiError && error.code === 'RECHECK_REQUIRED') return setRecheck(true);
      const detail = error instanceof ApiError ? error.message : '다시 시도해 주세요.';
      setErrors({ form: `파트너사 계약 신청 중 오류가 발생했습니다. ${detail}` });
    }
  }

  return (
    <form ref={formRef} className={s.form} onSubmit={submit} method="post" noValidate aria-label="파트너사 계약신청">
      <RadioGroup
        label="계약유형"
        name="contractType"
        orientation="horizontal"
        required
        options={typeOptions}
        value={contractType}
        invalid={!!errors.contractType}
        onValueChange={(v) => {
          setContractType(v);
          clear('contractType');
        }}
      />
      {errors.contractType ? (
        <p className={s.fieldError} role="alert">
          {errors.contractType}
        </p>
      ) : null}
      <TextField
        label="회사명"
        name="companyName"
        required
        maxLength={COMPANY_NAME_MAX}
        placeholder="회사명을 입력해 주세요."
        defaultValue={prefill?.companyName ?? ''}
        onChange={(e) => {
          setCompanyName(e.target.value);
          clear('companyName');
        }}
        errorText={errors.companyName}
        ref={companyNameRef}
      />
      <TextField
        label="사업자등록번호"
        name="businessNumber"
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        placeholder="'-' 없이 입력해 주세요."
        helpText="000-00-00000 형식으로 입력되며, 번호가 맞는지 바로 확인합니다."
        defaultValue={formatBusinessNumber(prefill?.businessNumber ?? '')}
        onChange={(e) => {
          // Uncontrolled (typing before hydration is kept): the hyphens are written into the box as digits arrive.
          const next = formatBusinessNumber(e.target.value);
          if (e.target.value !== next) e.target.value = next;
          setBusinessNumber(next);
          // Ten digits typed: the check digit is checked at once; fewer: judged when the field is left or sent.
          const complete = businessNumberDigits(next).length === 10;
          setErrors({ ...errors, businessNumber: complete ? (businessNumberProblem(next) ?? undefined) : undefined });
        }}
        onBlur={() => businessNumber && setErrors((e) => ({ ...e, businessNumber: businessNumberProblem(businessNumber) ?? undefined }))}
        errorText={errors.businessNumber}
        ref={businessNumberRef}
      />
      <BankPicker
        value={bankName}
        onValueChange={(v) => {
          setBankName(v);
          clear('bankName');
        }}
        errorText={errors.bankName}
      />
      <TextField
        label="계좌번호"
        name="accountNumber"
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        placeholder="'-' 없이 입력해 주세요."
        defaultValue={prefill?.accountNumber ?? ''}
        onChange={(e) => {
          const digits = e.target.value.replace(/\D/g, '');
          if (e.target.value !== digits) e.target.value = digits;
          setAccountNumber(digits);
          clear('accountNumber');
        }}
        errorText={errors.accountNumber}
        ref={accountNumberRef}
      />
      <ContractFiles
        memberType={memberType}
        files={files}
        errors={fileErrors}
        onChange={(part, file, problem) => {
          setFiles({ ...files, [part]: file });
          setFileErrors({ ...fileErrors, [part]: problem });
        }}
      />
      <div className={s.consent}>
        <Checkbox checked={agreed} onCheckedChange={(c) => setAgreed(c === true)} name="agree">
          파트너사 계약을 신청합니다.
        </Checkbox>
        <p className={s.help}>신청서는 운영팀이 검토한 뒤 계약이 완료되며, 검토 결과는 이 화면에서 확인할 수 있습니다.</p>
      </div>
      {submitting ? (
        <Suspense fallback={<p className={s.help}>서류를 올리는 중…</p>}>
          <Progress value={progress} label="서류 올리는 중" showValue={progress !== null} />
        </Suspense>
      ) : null}
      {recheck ? (
        <Suspense fallback={<p className={s.help}>비밀번호 확인을 준비하는 중…</p>}>
          <RecheckPrompt
            onConfirmed={() => {
              setRecheck(false);
              formRef.current?.requestSubmit();
            }}
          />
        </Suspense>
      ) : null}
      {errors.form ? (
        <p className={s.formError} role="alert" tabIndex={-1} ref={errorRef}>
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" size="lg" fullWidth disabled={!hydrated || !agreed} loading={submitting} loadingText="신청하는 중…">
        계약신청완료
      </Button>
    </form>
  );
}
