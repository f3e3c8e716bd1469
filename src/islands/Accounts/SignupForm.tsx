import { useRef, useState, type SubmitEvent } from 'react';
import { accountForm } from 'styled-system/recipes';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { PasswordInput } from '../../ui/PasswordInput';
import { FileDrop, FileDropItems } from '../../ui/FileDrop';
import { ConsentBlock, noConsents, type Consents } from '../../ui/ConsentBlock';
import { ApiError } from '../../api/errors';
import { signupApi } from '../../api/signup';
import { emailProblem, passwordProblem, PASSWORD_HINT, PASSWORD_MAX, USER_ID_MAX, userIdProblem } from '../../api/schema/member-rules';
import { http } from '../../lib/browser-api';
import { info } from '../../stores/dialog';
import { ErrorBoundary } from '../shared/error-boundary/ErrorBoundary';
import { useHydrated } from '../shared/use-hydrated';
import type { VerifiedIdentity } from '../shared/identity/verify-identity';
import { IdentityField } from './IdentityField';
import { certificateProblem, checkSignup, confirmProblem, fieldOrder, type IdCheck, type SignupErrors } from './signup-check';
import '../../styles/islands.css';

const api = signupApi(http);

/** Where a refusal of the server belongs. */
const fieldOfCode: Record<string, keyof SignupErrors> = { USER_ID_TAKEN: 'userId', PHONE_TAKEN: 'identity', IDENTITY_REQUIRED: 'identity' };

function SignupFormInner() {
  const s = accountForm();
  const hydrated = useHydrated();
  const [userId, setUserId] = useState('');
  const [idCheck, setIdCheck] = useState<IdCheck>('unchecked');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [person, setPerson] = useState<VerifiedIdentity | null>(null);
  const [email, setEmail] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [referralCode, setReferralCode] = useState('');
  const [consents, setConsents] = useState<Consents>(noConsents);
  const [errors, setErrors] = useState<SignupErrors & { form?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  const userIdRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const referralRef = useRef<HTMLInputElement>(null);

  const clear = (field: keyof SignupErrors) => errors[field] && setErrors({ ...errors, [field]: undefined, form: undefined });

  async function checkId() {
    const userId = userIdRef.current?.value ?? '';
    setUserId(userId);
    const problem = userIdProblem(userId);
    if (problem) return setErrors({ ...errors, userId: problem });
    setIdCheck('checking');
    try {
      const free = await api.isUserIdFree(userId);
      setIdCheck(free ? 'free' : 'taken');
      setErrors({ ...errors, userId: free ? undefined : '이미 사용 중인 아이디입니다. 다른 아이디를 입력해 주세요.' });
    } catch (error) {
      setIdCheck('unchecked');
      setErrors({ ...errors, userId: error instanceof ApiError ? error.message : '중복확인 중 오류가 발생했습니다. 다시 시도해 주세요.' });
    }
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // The fields are uncontrolled: what was typed before the island ran counts too.
    const typed = {
      userId: userIdRef.current?.value ?? userId,
      password: passwordRef.current?.value ?? password,
      confirm: confirmRef.current?.value ?? confirm,
      email: emailRef.current?.value ?? email,
      referralCode: referralRef.current?.value ?? referralCode,
    };
    const checked = typed.userId === userId ? idCheck : 'unchecked';
    const found = checkSignup({ ...typed, idCheck: checked, verified: !!person, file, consents });
    setErrors(found);
    const first = fieldOrder.find((f) => found[f]);
    if (first) return focus(first);
    if (!person) return;
    setSubmitting(true);
    try {
      await api.signUp(
        {
          userId: typed.userId,
          password: typed.password,
          email: typed.email.trim(),
          certNum: person.certNum,
          referralCode: typed.referralCode.trim() || null,
          termsAgreed: true,
          privacyAgreed: true,
          marketingAgreement: { sms: consents.sms, email: consents.email, push: consents.push },
        },
        file,
      );
      await info('회원가입이 완료되었습니다. 로그인해 주세요.');
      location.assign('/login');
    } catch (error) {
      setSubmitting(false);
      const message = error instanceof ApiError ? error.message : '회원가입 중 오류가 발생했습니다. 다시 시도해 주세요.';
      const field = error instanceof ApiError ? fieldOfCode[error.code] : undefined;
      if (field === 'identity') setPerson(null);
      if (field === 'userId') setIdCheck('taken');
      setErrors(field ? { [field]: message } : { form: message });
    }
  }

  function focus(field: keyof SignupErrors) {
    const target = { userId: userIdRef, password: passwordRef, confirm: confirmRef, email: emailRef }[field as 'userId'];
    if (target?.current) target.current.focus();
    else document.getElementById(`signup-${field}`)?.scrollIntoView({ block: 'center' });
  }

  const passwordOk = password && !passwordProblem(password);
  const confirmOk = confirm && !confirmProblem(password, confirm);
  const emailOk = email && !emailProblem(email.trim());

  return (
    <form className={s.root} onSubmit={submit} method="post" noValidate aria-label="회원가입">
      <div className={s.row}>
        <TextField
          className={s.grow}
          label="아이디"
          name="userId"
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={USER_ID_MAX}
          defaultValue=""
          placeholder="영문, 숫자 4~20자"
          ref={userIdRef}
          onChange={(e) => {
            setUserId(e.target.value);
            setIdCheck('unchecked');
            clear('userId');
          }}
          errorText={errors.userId}
          helpText={idCheck === 'free' ? '✓ 사용할 수 있는 아이디입니다.' : undefined}
        />
        <Button
          type="button"
          variant="outline"
          tone="neutral"
          className={s.side}
          onClick={checkId}
          disabled={!hydrated || idCheck === 'checking'}
        >
          중복확인
        </Button>
      </div>
      <PasswordInput
        label="비밀번호"
        name="password"
        required
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        defaultValue=""
        ref={passwordRef}
        onChange={(e) => {
          setPassword(e.target.value);
          clear('password');
        }}
        errorText={errors.password}
        helpText={passwordOk ? '✓ 사용할 수 있는 비밀번호입니다.' : PASSWORD_HINT}
      />
      <PasswordInput
        label="비밀번호 확인"
        name="passwordConfirm"
        required
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        defaultValue=""
        ref={confirmRef}
        onChange={(e) => {
          setConfirm(e.target.value);
          clear('confirm');
        }}
        errorText={errors.confirm}
        helpText={confirmOk ? '✓ 비밀번호가 일치합니다.' : undefined}
      />
      <div id="signup-identity">
        <IdentityField
          value={person}
          onChange={(p) => {
            setPerson(p);
            if (p) clear('identity');
          }}
          errorText={errors.identity}
          disabled={!hydrated}
        />
      </div>
      <TextField
        label="이메일"
        name="email"
        type="email"
        required
        autoComplete="email"
        defaultValue=""
        placeholder="example@company.com"
        ref={emailRef}
        onChange={(e) => {
          setEmail(e.target.value);
          clear('email');
        }}
        errorText={errors.email}
        helpText={emailOk ? '✓ 올바른 이메일 형식입니다.' : undefined}
      />
      <div id="signup-file">
        <FileDrop
          label="CSO 신고증 (선택)"
          prompt="CSO 신고증 파일을 끌어다 놓거나 버튼을 눌러 고르세요"
          accept=".jpg,.jpeg,.png,.pdf"
          disabled={!hydrated}
          onFiles={(files) => {
            const next = files[0] ?? null;
            setFile(next);
            setErrors({ ...errors, file: certificateProblem(next) ?? undefined });
          }}
        >
          <p className={s.hint}>jpg, jpeg, png, pdf · 10MB 이하</p>
          {file ? (
            <FileDropItems
              label="고른 CSO 신고증"
              items={[{ key: 'cso', name: file.name, size: file.size }]}
              onRemove={() => {
                setFile(null);
                clear('file');
              }}
            />
          ) : null}
          {errors.file ? (
            <p className={s.formError} role="alert">
              {errors.file}
            </p>
          ) : null}
        </FileDrop>
      </div>
      <TextField
        label="추천인 코드 (선택)"
        name="referralCode"
        defaultValue=""
        maxLength={20}
        autoCapitalize="characters"
        ref={referralRef}
        onChange={(e) => setReferralCode(e.target.value)}
      />
      <div id="signup-consents">
        <ConsentBlock
          value={consents}
          onChange={(next) => {
            setConsents(next);
            if (next.terms && next.privacy) clear('consents');
          }}
          errorText={errors.consents}
        />
      </div>
      {errors.form ? (
        <p className={s.formError} role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className={s.actions}>
        <Button type="submit" size="lg" fullWidth disabled={!hydrated || submitting} loading={submitting}>
          가입완료
        </Button>
      </div>
    </form>
  );
}

/** The sign-up form (`/signup`). */
export function SignupForm() {
  return (
    <ErrorBoundary>
      <SignupFormInner />
    </ErrorBoundary>
  );
}
