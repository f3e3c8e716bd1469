import { useState } from 'react';
import { staffAdmin } from 'styled-system/recipes';
import { ApiError } from '../../../api/errors';
import type { AdminPermission } from '../../../api/enums';
import type { EnrolmentLink, StaffDetail } from '../../../api/types';
import { formatDateTime } from '../../../lib/format';
import { Button } from '../../../ui/Button/Button';
import { Callout } from '../../../ui/Callout/Callout';
import { ErrorBoundary } from '../../shared/error-boundary/ErrorBoundary';
import { staffCalls } from './api';
import { EnrolmentLinkBox } from './EnrolmentLinkBox';
import { permissionsText, roleText, SecondFactorBadge, StatusBadge } from './labels';
import { PermissionBoxes } from './PermissionBoxes';
import { ReasonDialog } from '../shared/ReasonDialog';
import { changeRefusal, type Operator } from './who';
import '../../../styles/islands.css';

export interface StaffPageProps {
  me: Operator;
  staff: StaffDetail;
  /** A link just issued (the stories); otherwise none until 새 등록 링크. */
  link?: EnrolmentLink | null;
}

type Action = 'disable' | 'enable' | 'reset' | 'link';
const s = staffAdmin();

function StaffPageInner({ me, staff: initial, link: initialLink = null }: StaffPageProps) {
  const [staff, setStaff] = useState(initial);
  const [permissions, setPermissions] = useState<AdminPermission[]>(initial.permissions);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [action, setAction] = useState<Action | null>(null);
  const [link, setLink] = useState<EnrolmentLink | null>(initialLink);
  const refusal = changeRefusal(me, staff);
  const superAdmin = staff.role === 'SUPER_ADMIN';
  const who = `${staff.name}(${staff.userId})`;
  const changed = permissions.join() !== staff.permissions.join();

  async function save() {
    setSaving(true);
    setError(null);
    setSaved(null);
    try {
      const next = await staffCalls.update(staff.userId, { permissions });
      setStaff(next);
      setPermissions(next.permissions);
      setSaved('권한을 저장했습니다. 다음 요청부터 바로 적용됩니다.');
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      setSaving(false);
    }
  }

  const dialogs: Record<
    Action,
    { title: string; message: string; confirm: string; tone: 'brand' | 'danger'; required: boolean; run: (r: string) => Promise<void> }
  > = {
    disable: {
      title: '운영자 비활성화',
      message: `${who} 계정을 비활성화합니다. 모든 기기에서 바로 로그아웃되고 다시 활성화할 때까지 로그인할 수 없습니다.`,
      confirm: '비활성화',
      tone: 'danger',
      required: true,
      run: async (reason) => setStaff(await staffCalls.disable(staff.userId, reason)),
    },
    enable: {
      title: '운영자 활성화',
      message: `${who} 계정을 다시 활성화합니다.`,
      confirm: '활성화',
      tone: 'brand',
      required: false,
      run: async (reason) => setStaff(await staffCalls.enable(staff.userId, reason || null)),
    },
    reset: {
      title: '2단계 인증 초기화',
      message: `${who}의 인증 앱과 복구 코드를 지웁니다. 모든 기기에서 로그아웃되고, 다음 로그인에서 인증 앱을 다시 등록합니다.`,
      confirm: '초기화',
      tone: 'danger',
      required: true,
      run: async (reason) => setStaff(await staffCalls.resetSecondFactor(staff.userId, reason)),
    },
    link: {
      title: '새 등록 링크',
      message: `${who}에게 줄 새 등록 링크를 만듭니다. 이전 링크는 더 이상 쓸 수 없고, 새 링크로 비밀번호를 다시 정합니다.`,
      confirm: '링크 만들기',
      tone: 'brand',
      required: false,
      run: async (reason) => {
        setLink(await staffCalls.newEnrolmentLink(staff.userId, reason || null));
        setStaff(await staffCalls.detail(staff.userId));
      },
    },
  };
  const open = action ? dialogs[action] : null;

  return (
    <>
      {refusal ? (
        <Callout tone="info" role="note" className={s.notice}>
          {refusal}
        </Callout>
      ) : null}
      <section className={s.section} aria-labelledby="account-title">
        <div className={s.sectionHead}>
          <h2 id="account-title" className={s.sectionTitle}>
            계정
          </h2>
        </div>
        <dl className={s.fields}>
          <dt className={s.term}>아이디</dt>
          <dd className={s.detail}>{staff.userId}</dd>
          <dt className={s.term}>이름</dt>
          <dd className={s.detail}>{staff.name}</dd>
          <dt className={s.term}>역할</dt>
          <dd className={s.detail}>{roleText(staff)}</dd>
          <dt className={s.term}>이메일</dt>
          <dd className={s.detail}>{staff.email || '-'}</dd>
          <dt className={s.term}>연락처</dt>
          <dd className={s.detail}>{staff.phoneNumber || '-'}</dd>
          <dt className={s.term}>상태</dt>
          <dd className={s.detail}>
            <StatusBadge row={staff} />
          </dd>
          <dt className={s.term}>최근 로그인</dt>
          <dd className={s.detail}>{staff.lastLoginAt ? formatDateTime(staff.lastLoginAt) : '-'}</dd>
          <dt className={s.term}>등록일</dt>
          <dd className={s.detail}>{formatDateTime(staff.createdAt)}</dd>
        </dl>
        <div className={s.actions}>
          {staff.accountStatus === 'ACTIVATED' ? (
            <Button variant="outline" tone="danger" disabled={!!refusal} onClick={() => setAction('disable')}>
              비활성화
            </Button>
          ) : (
            <Button variant="outline" disabled={!!refusal} onClick={() => setAction('enable')}>
              활성화
            </Button>
          )}
        </div>
      </section>

      <section className={s.section} aria-labelledby="permissions-title">
        <div className={s.sectionHead}>
          <h2 id="permissions-title" className={s.sectionTitle}>
            권한
          </h2>
        </div>
        {superAdmin ? (
          <p className={s.note}>슈퍼 관리자는 모든 권한을 가집니다: {permissionsText(staff)}.</p>
        ) : (
          <>
            <PermissionBoxes me={me} value={permissions} onChange={setPermissions} disabled={!!refusal} />
            {error ? (
              <Callout tone="danger" role="alert">
                {error}
              </Callout>
            ) : null}
            <p role="status" className={s.note}>
              {saved ?? ''}
            </p>
            <div className={s.actions}>
              <Button
                onClick={() => void save()}
                disabled={!!refusal || !changed || permissions.length === 0}
                loading={saving}
                loadingText="저장 중…"
              >
                권한 저장
              </Button>
              {permissions.length === 0 ? <span className={s.error}>권한을 1개 이상 선택해 주세요.</span> : null}
            </div>
          </>
        )}
      </section>

      <section className={s.section} aria-labelledby="security-title">
        <div className={s.sectionHead}>
          <h2 id="security-title" className={s.sectionTitle}>
            로그인과 2단계 인증
          </h2>
        </div>
        <dl className={s.fields}>
          <dt className={s.term}>비밀번호</dt>
          <dd className={s.detail}>{staff.passwordSet ? '설정됨' : '아직 정하지 않음 (등록 링크로 정합니다)'}</dd>
          <dt className={s.term}>2단계 인증</dt>
          <dd className={s.detail}>
            <SecondFactorBadge row={staff} />
            {staff.secondFactorEnrolled ? `복구 코드 ${staff.recoveryCodesLeft}개 남음` : null}
          </dd>
          <dt className={s.term}>등록 링크</dt>
          <dd className={s.detail}>{staff.enrolmentLinkExpiresAt ? `${formatDateTime(staff.enrolmentLinkExpiresAt)}까지 유효` : '없음'}</dd>
        </dl>
        {link ? <EnrolmentLinkBox link={link} userId={staff.userId} /> : null}
        <div className={s.actions}>
          <Button variant="outline" tone="danger" disabled={!!refusal || !staff.secondFactorEnrolled} onClick={() => setAction('reset')}>
            2단계 인증 초기화
          </Button>
          <Button
            variant="outline"
            tone="neutral"
            disabled={!!refusal || staff.accountStatus !== 'ACTIVATED'}
            onClick={() => setAction('link')}
          >
            새 등록 링크
          </Button>
        </div>
      </section>
      {open ? (
        <ReasonDialog
          open
          onClose={() => setAction(null)}
          title={open.title}
          message={open.message}
          confirmLabel={open.confirm}
          tone={open.tone}
          reasonLabel="사유"
          reasonRequired={open.required}
          reasonHelp="감사 로그에 남습니다."
          onConfirm={open.run}
        />
      ) : null}
    </>
  );
}

/** One staff account: its profile (masked), permissions, status, second factor and enrolment link. */
export function StaffPage(props: StaffPageProps) {
  return (
    <ErrorBoundary>
      <StaffPageInner {...props} />
    </ErrorBoundary>
  );
}
