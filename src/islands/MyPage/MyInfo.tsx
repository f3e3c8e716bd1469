import { useState, type ReactNode, type SubmitEvent } from 'react';
import { myPage as myPageRecipe } from 'styled-system/recipes';
import { emailProblem } from '../../api/schema/member-rules';
import { nicknameProblem } from '../../api/schema/my-page-rules';
import type { MemberDetails } from '../../api/types';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/TextField';
import { info } from '../../stores/dialog';
import { ErrorBoundary } from '../shared/error-boundary/ErrorBoundary';
import { ToasterOnDemand } from '../shared/toast-on-demand';
import { useHydrated } from '../shared/use-hydrated';
import { leaveWhenRecheckExpired, messageOf, myPage } from '../shared/my-page-api';
import { CertificateField } from './CertificateField';
import { EmailField, splitEmail } from './EmailField';
import { NicknameField, type NicknameCheck } from './NicknameField';
import { PasswordChange } from './PasswordChange';
import { PhoneField, type PhoneChange } from './PhoneField';
import { ReferralCode } from './ReferralCode';
import '../../styles/islands.css';

export type MyInfoMember = Pick<
  MemberDetails,
  | 'userId'
  | 'name'
  | 'birthDate'
  | 'phoneNumber'
  | 'email'
  | 'nickname'
  | 'partnerContractStatus'
  | 'csoCertUrl'
  | 'csoCertRejectionReason'
  | 'referralCode'
>;

const s = myPageRecipe();

function Row({ label, htmlFor, children }: { label: string; htmlFor?: string; children: ReactNode }) {
  const Label = htmlFor ? 'label' : 'span';
  return (
    <div className={s.row}>
      <Label className={s.label} htmlFor={htmlFor}>
        {label}
      </Label>
      {children}
    </div>
  );
}

/** Checks the nickname with the server: taken, changed less than a month ago, or free. */
async function checkNickname(nickname: string): Promise<NicknameCheck> {
  const problem = nicknameProblem(nickname);
  if (problem) return { state: 'bad', message: problem };
  try {
    const answer = await myPage.nicknameAvailability(nickname);
    if (answer.recentlyChanged) return { state: 'bad', message: '닉네임은 1달에 1회만 변경할 수 있습니다.' };
    if (answer.duplicated) return { state: 'bad', message: '이미 사용 중인 닉네임입니다.' };
    return { state: 'ok', nickname };
  } catch (e) {
    return { state: 'bad', message: messageOf(e, '닉네임을 확인하는 중 오류가 발생했습니다.') };
  }
}

function Form({ member }: { member: MyInfoMember }) {
  const hydrated = useHydrated();
  const [email, setEmail] = useState(splitEmail(member.email));
  const [emailError, setEmailError] = useState<string>();
  const [nickname, setNickname] = useState(member.nickname);
  const [check, setCheck] = useState<NicknameCheck>({ state: 'idle' });
  const [checking, setChecking] = useState(false);
  const [certificate, setCertificate] = useState<File | null>(null);
  const [certificateError, setCertificateError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [phone, setPhone] = useState<PhoneChange | null>(null);
  // A CSO or contract member's certificate was approved.
  const approved = member.partnerContractStatus !== 'NONE';

  async function runCheck(): Promise<NicknameCheck> {
    setChecking(true);
    const result = await checkNickname(nickname.trim());
    setChecking(false);
    setCheck(result);
    return result;
  }

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = `${email.local}@${email.domain}`;
    const problem = !email.local || !email.domain ? '이메일 정보를 입력해 주세요.' : emailProblem(address);
    setEmailError(problem ?? undefined);
    if (problem) return;
    if (!nickname.trim()) return setCheck({ state: 'bad', message: '닉네임을 입력해 주세요.' });
    if (certificateError) return;
    setSaving(true);
    try {
      const renamed = nickname.trim() !== member.nickname;
      if (renamed) {
        const result = check.state === 'ok' && check.nickname === nickname.trim() ? check : await runCheck();
        if (result.state !== 'ok') return setSaving(false);
        await myPage.changeNickname(member.userId, result.nickname);
      }
      await myPage.update(member.userId, { name: member.name, email: address, ...phone }, certificate ?? undefined);
      await info('정보가 수정되었습니다.');
      location.reload();
    } catch (e) {
      if (leaveWhenRecheckExpired(e)) return;
      setSaving(false);
      await info(messageOf(e, '정보 수정 중 오류가 발생했습니다.'), { title: '정보 수정 실패' });
    }
  }

  return (
    <form className={s.form} onSubmit={save} method="post" noValidate aria-label="내정보관리">
      <section className={s.section} aria-labelledby="basic-info">
        <h3 id="basic-info" className={s.sectionTitle}>
          기본정보
        </h3>
        <Row label="아이디" htmlFor="user-id">
          <Input id="user-id" value={member.userId} disabled />
        </Row>
        <Row label="비밀번호">
          <PasswordChange userId={member.userId} disabled={!hydrated} />
        </Row>
        <Row label="이름" htmlFor="member-name">
          <Input id="member-name" value={member.name} disabled />
        </Row>
        <Row label="휴대폰 번호" htmlFor="phone-number">
          <PhoneField member={member} change={phone} onChange={setPhone} disabled={!hydrated} />
        </Row>
        <Row label="이메일">
          <EmailField
            {...email}
            error={emailError}
            disabled={!hydrated}
            onChange={(parts) => {
              setEmail(parts);
              setEmailError(undefined);
            }}
          />
        </Row>
      </section>
      <section className={s.section} aria-labelledby="extra-info">
        <h3 id="extra-info" className={s.sectionTitle}>
          추가정보
        </h3>
        <Row label="닉네임" htmlFor="nickname">
          <NicknameField
            value={nickname}
            check={check}
            checking={checking}
            disabled={!hydrated}
            onCheck={() => void runCheck()}
            onChange={(value) => {
              setNickname(value);
              setCheck({ state: 'idle' });
            }}
          />
        </Row>
        <Row label="CSO 신고증">
          <CertificateField
            approved={approved}
            currentUrl={member.csoCertUrl}
            rejectionReason={member.csoCertRejectionReason}
            picked={certificate}
            error={certificateError}
            onPick={(file, problem) => {
              setCertificate(problem ? null : file);
              setCertificateError(problem ?? undefined);
            }}
          />
        </Row>
        <Row label="추천인 코드" htmlFor="referral-code">
          <ReferralCode code={member.referralCode} />
        </Row>
      </section>
      <div className={s.actions}>
        <Button href="/" variant="outline" tone="neutral" size="lg">
          취소
        </Button>
        <Button type="submit" size="lg" disabled={!hydrated} loading={saving} loadingText="저장 중…">
          수정
        </Button>
      </div>
      <ToasterOnDemand />
    </form>
  );
}

/** 내정보관리: password change, phone, e-mail, nickname, CSO certificate and referral code; 수정 saves. */
export function MyInfo({ member }: { member: MyInfoMember }) {
  return (
    <ErrorBoundary>
      <Form member={member} />
    </ErrorBoundary>
  );
}
