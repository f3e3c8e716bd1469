import { useState, type SubmitEvent } from 'react';
import { staffAdmin } from 'styled-system/recipes';
import { ApiError } from '../../../api/errors';
import type { AdminPermission } from '../../../api/enums';
import { dashedPhone, emailProblem } from '../../../api/schema/member-rules';
import { STAFF_USER_ID_MAX, staffUserIdProblem } from '../../../api/schema/staff-rules';
import type { StaffCreated } from '../../../api/types';
import { Button } from '../../../ui/Button/Button';
import { Callout } from '../../../ui/Callout/Callout';
import { TextField } from '../../../ui/TextField/TextField';
import { ErrorBoundary } from '../../shared/error-boundary/ErrorBoundary';
import { staffCalls } from './api';
import { EnrolmentLinkBox } from './EnrolmentLinkBox';
import { PermissionBoxes } from './PermissionBoxes';
import type { Operator } from './who';
import '../../../styles/islands.css';

export interface StaffFormProps {
  me: Operator;
  /** A created account to show (the stories); otherwise the form. */
  created?: StaffCreated | null;
}

const s = staffAdmin();

type Problems = Partial<Record<'userId' | 'name' | 'email' | 'phoneNumber' | 'permissions', string>>;

function StaffFormInner({ me, created: shown = null }: StaffFormProps) {
  const [permissions, setPermissions] = useState<AdminPermission[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<StaffCreated | null>(shown);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (k: string) => String(data.get(k) ?? '').trim();
    const body = {
      userId: value('userId'),
      name: value('name'),
      email: value('email'),
      phoneNumber: value('phoneNumber') || null,
      permissions,
    };
    const found: Problems = {
      userId: staffUserIdProblem(body.userId) ?? undefined,
      name: body.name ? undefined : '이름을 입력해 주세요.',
      email: emailProblem(body.email) ?? undefined,
      phoneNumber:
        body.phoneNumber && !dashedPhone(body.phoneNumber)
          ? '휴대폰 번호 형식이 올바르지 않습니다. 010-1234-5678처럼 입력해 주세요.'
          : undefined,
      permissions: permissions.length ? undefined : '권한을 1개 이상 선택해 주세요.',
    };
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    setError(null);
    try {
      setCreated(await staffCalls.create(body));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '등록하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  }

  if (created)
    return (
      <section className={s.section} aria-labelledby="created-title">
        <h2 id="created-title" className={s.sectionTitle}>
          {created.staff.name}({created.staff.userId}) 운영자를 등록했습니다
        </h2>
        <p className={s.note}>
          비밀번호는 정하지 않았습니다. 아래 등록 링크로 본인이 비밀번호를 정하고, 첫 로그인에서 휴대폰 인증 앱을 등록합니다.
        </p>
        <EnrolmentLinkBox link={created.enrolmentLink} userId={created.staff.userId} />
        <div className={s.actions}>
          <Button href={`/admin/staff/${encodeURIComponent(created.staff.userId)}`} variant="outline" tone="neutral">
            운영자 정보 보기
          </Button>
          <Button href="/admin/staff" variant="outline" tone="neutral">
            목록으로
          </Button>
        </div>
      </section>
    );

  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate aria-label="운영자 등록" aria-busy={busy}>
      <TextField
        label="아이디"
        name="userId"
        maxLength={STAFF_USER_ID_MAX}
        helpText="영문, 숫자, 밑줄(_) 4~20자"
        errorText={problems.userId}
        autoComplete="off"
        required
      />
      <TextField label="이름" name="name" maxLength={50} errorText={problems.name} autoComplete="off" required />
      <TextField label="이메일" name="email" type="email" maxLength={100} errorText={problems.email} autoComplete="off" required />
      <TextField
        label="휴대폰 번호 (선택)"
        name="phoneNumber"
        inputMode="tel"
        maxLength={13}
        errorText={problems.phoneNumber}
        autoComplete="off"
      />
      <PermissionBoxes me={me} value={permissions} onChange={setPermissions} error={problems.permissions} />
      <p className={s.note}>비밀번호는 입력하지 않습니다. 등록하면 24시간 동안 한 번 쓸 수 있는 등록 링크가 만들어집니다.</p>
      {error ? (
        <Callout tone="danger" role="alert">
          {error}
        </Callout>
      ) : null}
      <div className={s.actions}>
        <Button href="/admin/staff" variant="outline" tone="neutral">
          취소
        </Button>
        <Button type="submit" loading={busy} loadingText="등록 중…">
          등록
        </Button>
      </div>
    </form>
  );
}

/** 운영자 등록: login id, name, e-mail, phone and the permissions the operator holds; then the one-time link, once. */
export function StaffForm(props: StaffFormProps) {
  return (
    <ErrorBoundary>
      <StaffFormInner {...props} />
    </ErrorBoundary>
  );
}
