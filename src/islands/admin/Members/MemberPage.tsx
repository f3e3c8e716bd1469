import { useState, type ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { input, memberAdmin, nativeSelect } from 'styled-system/recipes';
import {
  AccountStatus,
  CsoReviewStatus,
  Gender,
  MemberType,
  PartnerContractStatus,
  PartnerContractType,
  PersonalField,
} from '../../../api/enums';
import { ApiError } from '../../../api/errors';
import { institutions } from '../../../api/institutions';
import { STAFF_MEMO_MAX, STAFF_REASON_MAX, SUSPENSION_DAYS_MAX } from '../../../api/schema/member-admin-limits';
import type { StaffMemberDetails } from '../../../api/types';
import { addDays, seoulDay } from '../../../lib/compliance-rules';
import { formatDate, formatDateTime } from '../../../lib/format';
import { Badge } from '../../../ui/Badge/Badge';
import { Button } from '../../../ui/Button/Button';
import { Callout } from '../../../ui/Callout/Callout';
import { Textarea } from '../../../ui/Textarea/Textarea';
import { TextField } from '../../../ui/TextField/TextField';
import { ErrorBoundary } from '../../shared/error-boundary/ErrorBoundary';
import { useHydrated } from '../../shared/use-hydrated';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { memberCalls as calls } from './api';
import '../../../styles/islands.css';

export interface MemberPageProps {
  member: StaffMemberDetails;
  /** The Seoul day of the render (the suspension's end dates start tomorrow). */
  today?: string;
}

const s = memberAdmin();
type Dialog = 'suspend' | 'lift' | 'signOut' | 'resetCode' | 'bank' | { reveal: PersonalField } | null;

/** The reason box of a dialog. */
function ReasonField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
}) {
  return (
    <Textarea
      label={label}
      required
      rows={3}
      value={value}
      maxLength={STAFF_REASON_MAX}
      onChange={(e) => onChange(e.target.value)}
      errorText={error ?? undefined}
    />
  );
}

function Section({ id, title, actions, children }: { id: string; title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className={s.section} aria-labelledby={`${id}-title`} data-section={id}>
      <div className={s.sectionHead}>
        <h2 id={`${id}-title`} className={s.sectionTitle}>
          {title}
        </h2>
        {actions ? <div className={s.actions}>{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={s.term}>{term}</dt>
      <dd className={s.detail}>{children}</dd>
    </>
  );
}

function MemberPageInner({ member: initial, today = seoulDay() }: MemberPageProps) {
  // Every action waits for the island: a click before it runs would do nothing.
  const ready = useHydrated();
  const [m, setM] = useState(initial);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [until, setUntil] = useState<string>(addDays(today, 7));
  const [forever, setForever] = useState(false);
  const [bank, setBank] = useState({ bankName: '', accountNumber: '' });
  const [revealed, setRevealed] = useState<Partial<Record<PersonalField, string>>>({});
  const [memo, setMemo] = useState(initial.staffMemo ?? '');
  const [memoBusy, setMemoBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const withdrawn = m.accountStatus === 'DELETED';
  const staffAccount = m.role !== 'USER';
  const who = `${m.name}(${m.userId})`;

  function open(next: Dialog) {
    setReason('');
    setReasonError(null);
    setDialog(next);
  }
  const close = () => setDialog(null);
  const needReason = () => {
    if (reason.trim()) return false;
    setReasonError('사유를 입력해 주세요.');
    return true;
  };

  function masked(field: PersonalField, shown: string) {
    const value = revealed[field];
    return (
      <>
        <span className={cx(s.value, value ? s.revealed : undefined)} data-field={field}>
          {value ?? (shown || '-')}
        </span>
        {!value && shown && !staffAccount ? (
          <Button
            size="sm"
            variant="outline"
            tone="neutral"
            onClick={() => open({ reveal: field })}
            disabled={!ready}
            aria-label={`${PersonalField.label(field)} 보기`}
          >
            보기
          </Button>
        ) : null}
      </>
    );
  }

  async function saveMemo() {
    setMemoBusy(true);
    setNotice(null);
    try {
      const next = await calls.memo(m.userId, { memo });
      setM(next);
      setNotice('메모를 저장했습니다.');
    } catch (e) {
      setNotice(e instanceof ApiError ? e.message : '메모를 저장하지 못했습니다.');
    } finally {
      setMemoBusy(false);
    }
  }

  const contract = m.contract;
  const running = contract?.status === 'APPROVED';
  const revealField = typeof dialog === 'object' && dialog ? dialog.reveal : null;

  return (
    <>
      {notice ? (
        <p role="status" className={s.note} data-testid="member-notice">
          {notice}
        </p>
      ) : null}
      {withdrawn ? (
        <Callout tone="neutral">
          <p>탈퇴한 회원입니다. 정보는 읽기만 할 수 있습니다.</p>
        </Callout>
      ) : null}
      <div className={s.sections}>
        <Section id="profile" title="프로필">
          <dl className={s.fields}>
            <Row term="회원번호">{m.id}</Row>
            <Row term="아이디">{m.userId}</Row>
            <Row term="이름">{m.name}</Row>
            <Row term="닉네임">{m.nickname}</Row>
            <Row term="연락처">{masked('phoneNumber', m.phoneNumber)}</Row>
            <Row term="이메일">{masked('email', m.email)}</Row>
            <Row term="생년월일">
              {masked('birthDate', m.birthDate)}
              {m.gender ? <span>{Gender.label(m.gender)}</span> : null}
            </Row>
            <Row term="추천인 코드">{m.referralCode ?? '-'}</Row>
            <Row term="가입일">{formatDateTime(m.registrationDate)}</Row>
            <Row term="최종접속">{m.lastLoginDate ? formatDateTime(m.lastLoginDate) : '-'}</Row>
          </dl>
        </Section>

        <Section
          id="contract"
          title="회원 유형·계약"
          actions={
            contract ? (
              <Button size="sm" variant="outline" tone="neutral" href={`/admin/contracts/${contract.id}`}>
                계약 심사 화면
              </Button>
            ) : undefined
          }
        >
          <dl className={s.fields}>
            <Row term="회원 유형">{MemberType.label(m.partnerContractStatus)}</Row>
            {contract ? (
              <>
                <Row term="계약 상태">
                  {contract.status === 'PENDING' ? '심사 대기' : PartnerContractStatus.label(contract.status)}
                  {contract.rejectionReason ? <span className={s.note}>반려 사유: {contract.rejectionReason}</span> : null}
                </Row>
                <Row term="계약 유형">{PartnerContractType.label(contract.contractType)}</Row>
                <Row term="회사명">{contract.companyName}</Row>
                <Row term="사업자등록번호">{masked('businessNumber', contract.businessNumber)}</Row>
                <Row term="정산 계좌">
                  {contract.bankName} {masked('accountNumber', contract.accountNumber)}
                </Row>
                <Row term="계약일">{contract.contractDate ? formatDate(contract.contractDate) : '-'}</Row>
              </>
            ) : (
              <Row term="계약">계약 신청 내역이 없습니다.</Row>
            )}
          </dl>
        </Section>

        <Section id="cso" title="CSO 신고증">
          <dl className={s.fields}>
            <Row term="심사 상태">
              <Badge
                tone={m.csoCertificate.state === 'APPROVED' ? 'success' : m.csoCertificate.state === 'REJECTED' ? 'danger' : 'neutral'}
                variant="subtle"
              >
                {CsoReviewStatus.label(m.csoCertificate.state)}
              </Badge>
            </Row>
            {m.csoCertificate.submittedAt ? <Row term="제출일">{formatDateTime(m.csoCertificate.submittedAt)}</Row> : null}
            {m.csoCertificate.rejectionReason ? <Row term="반려 사유">{m.csoCertificate.rejectionReason}</Row> : null}
            {m.csoCertificate.url ? (
              <Row term="파일">
                <a className={s.link} href={`/admin/cso-certificates/${encodeURIComponent(m.userId)}`}>
                  신고증 보기·심사
                </a>
              </Row>
            ) : null}
          </dl>
        </Section>

        <Section
          id="devices"
          title="로그인 기기"
          actions={
            <Button
              size="sm"
              variant="outline"
              tone="danger"
              onClick={() => open('signOut')}
              disabled={!ready || withdrawn || staffAccount || m.devices.length === 0}
            >
              전체 로그아웃
            </Button>
          }
        >
          {m.devices.length ? (
            <ul className={s.queue}>
              {m.devices.map((d) => (
                <li key={d.id} className={s.detail}>
                  <strong>{d.device ?? '알 수 없는 기기'}</strong>
                  <span className={s.note}>
                    로그인 {formatDateTime(d.signedInAt)} · 마지막 사용 {formatDateTime(d.lastUsedAt)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={s.note}>로그인한 기기가 없습니다.</p>
          )}
        </Section>

        <Section
          id="status"
          title="계정 상태"
          actions={
            withdrawn || staffAccount ? undefined : m.accountStatus === 'BLOCKED' ? (
              <Button size="sm" variant="outline" tone="neutral" onClick={() => open('lift')} disabled={!ready}>
                정지 해제
              </Button>
            ) : (
              <Button size="sm" variant="outline" tone="danger" onClick={() => open('suspend')} disabled={!ready}>
                이용 정지
              </Button>
            )
          }
        >
          <dl className={s.fields}>
            <Row term="상태">
              <Badge
                tone={m.accountStatus === 'ACTIVATED' ? 'success' : m.accountStatus === 'BLOCKED' ? 'danger' : 'neutral'}
                variant="subtle"
              >
                {m.accountStatus === 'BLOCKED' ? '이용 정지' : AccountStatus.label(m.accountStatus)}
              </Badge>
            </Row>
            {m.suspension ? (
              <>
                <Row term="정지 사유">{m.suspension.reason ?? '-'}</Row>
                <Row term="정지 종료">{m.suspension.until ? `${formatDate(m.suspension.until)}까지` : '해제할 때까지'}</Row>
              </>
            ) : null}
          </dl>
        </Section>

        <Section
          id="password"
          title="비밀번호 재설정"
          actions={
            <Button
              size="sm"
              variant="outline"
              tone="neutral"
              onClick={() => open('resetCode')}
              disabled={!ready || withdrawn || staffAccount || m.accountStatus !== 'ACTIVATED'}
            >
              재설정 코드 발송
            </Button>
          }
        >
          <p className={s.note}>
            운영자는 비밀번호를 정하지 않습니다. 회원의 휴대폰으로 인증번호를 보내면 회원이 비밀번호 찾기에서 직접 새 비밀번호를 정합니다.
          </p>
        </Section>

        <Section
          id="bank"
          title="정산 계좌 변경 요청"
          actions={
            <Button
              size="sm"
              variant="outline"
              tone="neutral"
              onClick={() => open('bank')}
              disabled={!ready || !running || !!m.pendingBankChange || withdrawn}
            >
              변경 요청
            </Button>
          }
        >
          {m.pendingBankChange ? (
            <dl className={s.fields}>
              <Row term="요청">
                {m.pendingBankChange.current.bankName} {m.pendingBankChange.current.accountNumber} <span className={s.arrow}>→</span>{' '}
                {m.pendingBankChange.requested.bankName} {m.pendingBankChange.requested.accountNumber}
              </Row>
              <Row term="요청자">
                {m.pendingBankChange.requestedBy.name} · {formatDateTime(m.pendingBankChange.requestedAt)}
              </Row>
              <Row term="사유">{m.pendingBankChange.reason}</Row>
              <Row term="상태">
                {m.pendingBankChange.mine ? '다른 담당자의 승인이 필요합니다' : '승인 대기'} ·{' '}
                <a className={s.link} href="/admin/bank-changes">
                  승인 대기 목록
                </a>
              </Row>
            </dl>
          ) : (
            <p className={s.note}>
              {running
                ? '다른 회원관리 담당자가 승인해야 계좌가 바뀝니다. 바뀌면 회원에게 알림이 갑니다.'
                : '진행 중인 계약이 있는 회원만 정산 계좌를 바꿀 수 있습니다.'}
            </p>
          )}
        </Section>

        <Section id="memo" title="메모">
          <Textarea
            label="운영자 메모 (회원에게 보이지 않음)"
            rows={4}
            value={memo}
            maxLength={STAFF_MEMO_MAX}
            showCount
            onChange={(e) => setMemo(e.target.value)}
            disabled={withdrawn || staffAccount}
          />
          <div className={s.actions}>
            <Button
              size="sm"
              onClick={saveMemo}
              loading={memoBusy}
              disabled={!ready || withdrawn || staffAccount || memo === (m.staffMemo ?? '')}
            >
              메모 저장
            </Button>
          </div>
        </Section>
      </div>

      <ConfirmDialog
        open={revealField !== null}
        onClose={close}
        title={`${revealField ? PersonalField.label(revealField) : ''} 보기`}
        message={`${who} 회원의 ${revealField ? PersonalField.label(revealField) : ''} 전체 값을 봅니다. 열람은 사유와 함께 감사 로그에 남습니다.`}
        confirmLabel="보기"
        onConfirm={async () => {
          if (!revealField || needReason()) return false;
          const { value } = await calls.reveal(m.userId, { field: revealField, reason: reason.trim() });
          setRevealed((r) => ({ ...r, [revealField]: value }));
        }}
      >
        <ReasonField label="열람 사유" value={reason} onChange={setReason} error={reasonError} />
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === 'suspend'}
        onClose={close}
        title="이용 정지"
        tone="danger"
        message={`${who} 회원의 이용을 정지합니다. 모든 기기에서 바로 로그아웃되고, 로그인하면 사유와 종료일을 봅니다.`}
        confirmLabel="정지"
        onConfirm={async () => {
          if (needReason()) return false;
          setM(await calls.suspend(m.userId, { reason: reason.trim(), until: forever ? null : until }));
          setNotice('이용을 정지했습니다.');
        }}
      >
        <ReasonField label="정지 사유 (회원에게 보입니다)" value={reason} onChange={setReason} error={reasonError} />
        <label className={s.detail}>
          <input type="checkbox" checked={forever} onChange={(e) => setForever(e.target.checked)} /> 해제할 때까지 정지
        </label>
        {forever ? null : (
          <label className={s.field}>
            <span className={s.term}>정지 종료일 (이 날까지)</span>
            <input
              type="date"
              className={input()}
              value={until}
              min={addDays(today, 1)}
              max={addDays(today, SUSPENSION_DAYS_MAX)}
              onChange={(e) => setUntil(e.target.value)}
              required
            />
          </label>
        )}
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === 'lift'}
        onClose={close}
        title="정지 해제"
        message={`${who} 회원의 이용 정지를 해제합니다. 회원에게 알림이 갑니다.`}
        confirmLabel="해제"
        onConfirm={async () => {
          setM(await calls.lift(m.userId));
          setNotice('이용 정지를 해제했습니다.');
        }}
      />

      <ConfirmDialog
        open={dialog === 'signOut'}
        onClose={close}
        title="전체 로그아웃"
        tone="danger"
        message={`${who} 회원을 로그인한 모든 기기(${m.devices.length}대)에서 로그아웃시킵니다.`}
        confirmLabel="로그아웃"
        onConfirm={async () => {
          setM(await calls.signOut(m.userId));
          setNotice('모든 기기에서 로그아웃시켰습니다.');
        }}
      />

      <ConfirmDialog
        open={dialog === 'resetCode'}
        onClose={close}
        title="비밀번호 재설정 코드 발송"
        message={`${who} 회원의 휴대폰(${m.phoneNumber})으로 비밀번호 재설정 인증번호를 보냅니다. 회원이 비밀번호 찾기에서 「인증번호를 이미 받았어요」를 눌러 입력합니다.`}
        confirmLabel="발송"
        onConfirm={async () => {
          const { sentTo } = await calls.sendResetCode(m.userId);
          setNotice(`${sentTo}(으)로 인증번호를 보냈습니다.`);
        }}
      />

      <ConfirmDialog
        open={dialog === 'bank'}
        onClose={close}
        title="정산 계좌 변경 요청"
        message={`${who} 회원의 정산 계좌 변경을 요청합니다. 다른 회원관리 담당자가 승인해야 바뀝니다.`}
        confirmLabel="요청"
        onConfirm={async () => {
          if (!bank.bankName) return '정산은행을 선택해 주세요.';
          if (!/^\d{6,20}$/.test(bank.accountNumber.replace(/[\s-]/g, ''))) return '계좌번호는 숫자 6~20자리로 입력해 주세요.';
          if (needReason()) return false;
          const change = await calls.requestBankChange(m.userId, { ...bank, reason: reason.trim() });
          setM({ ...m, pendingBankChange: change });
          setNotice('계좌 변경을 요청했습니다. 다른 담당자의 승인이 필요합니다.');
        }}
      >
        <label className={s.field}>
          <span className={s.term}>정산은행</span>
          <select
            className={nativeSelect()}
            value={bank.bankName}
            onChange={(e) => setBank({ ...bank, bankName: e.target.value })}
            required
          >
            <option value="">선택해 주세요</option>
            {institutions.map((i) => (
              <option key={i.name} value={i.name}>
                {i.name}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label="계좌번호"
          required
          inputMode="numeric"
          value={bank.accountNumber}
          maxLength={24}
          onChange={(e) => setBank({ ...bank, accountNumber: e.target.value })}
        />
        <ReasonField label="변경 사유" value={reason} onChange={setReason} error={reasonError} />
      </ConfirmDialog>
    </>
  );
}

/** The member's page in 회원관리: every section, each action behind a dialog that names the member. */
export function MemberPage(props: MemberPageProps) {
  return (
    <ErrorBoundary>
      <MemberPageInner {...props} />
    </ErrorBoundary>
  );
}
