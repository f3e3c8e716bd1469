import { useCallback, useEffect, useRef, useState } from 'react';
import { consoleReview, ediConsole } from 'styled-system/recipes';
import { MemberType, PrescriptionStatus } from '../../../api/enums';
import { ApiError } from '../../../api/errors';
import type { EdiLinesAddRequest } from '../../../api/schema/admin-prescriptions';
import type { EdiLine, EdiRecord } from '../../../api/types';
import { ageLabel, EDI_QUEUE_PATH } from '../../../lib/edi-queue-query';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { monthLabel } from '../../../lib/months';
import { Badge } from '../../../ui/Badge/Badge';
import { Button } from '../../../ui/Button/Button';
import { Callout } from '../../../ui/Callout/Callout';
import { ErrorBoundary } from '../../shared/error-boundary/ErrorBoundary';
import { DocumentViewer } from '../shared/DocumentViewer';
import { ediCalls, ocrCalls, type EdiCalls, type OcrCalls } from './api';
import { ReasonDialog } from '../shared/ReasonDialog';
import { ediStatusTone } from './edi-status';
import { LineEditor, type AddOutcome, type DuplicatePending } from './LineEditor';
import { OcrPanel } from './OcrPanel';
import type { EdiOcrRun } from '../../../api/types';
import '../../../styles/islands.css';

export interface EdiEntryProps {
  record: EdiRecord;
  /** The screen's calls (stories pass their own). */
  calls?: EdiCalls;
  ocr?: OcrCalls;
  /** An OCR run shown at once (stories). */
  initialRun?: EdiOcrRun | null;
}

type NewLine = EdiLinesAddRequest['lines'][number];
const q = consoleReview();
const s = ediConsole();
const problemOf = (e: unknown) => (e instanceof ApiError ? e.message : '처리하지 못했습니다. 잠시 후 다시 시도해 주세요.');

function Field({ term, value }: { term: string; value: string }) {
  return (
    <div style={{ display: 'contents' }}>
      <dt className={q.term}>{term}</dt>
      <dd className={q.value}>{value}</dd>
    </div>
  );
}

function Screen({ record: initial, calls = ediCalls, ocr = ocrCalls, initialRun = null }: EdiEntryProps) {
  const [record, setRecord] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<(DuplicatePending & { lines: NewLine[]; resolve: (o: AddOutcome) => void }) | null>(null);
  const [dialog, setDialog] = useState<'complete' | 'reopen' | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const claimRef = useRef<HTMLButtonElement>(null);
  const claim = record.claim;
  const heldByOther = !!claim && !claim.mine && !claim.lapsed && record.status === 'IN_PROGRESS';
  const canClaim = record.status !== 'COMPLETED' && !claim?.mine && !heldByOther;
  const editable = record.editable;

  // After 처리 시작 the operator types lines: the focus goes to the code field.
  const wasEditable = useRef(editable);
  useEffect(() => {
    if (editable && !wasEditable.current) codeRef.current?.focus();
    if (!editable && wasEditable.current) claimRef.current?.focus();
    wasEditable.current = editable;
  }, [editable]);

  async function write(action: () => Promise<EdiRecord>, done?: string): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      setRecord(await action());
      setNotice(done ?? null);
      return true;
    } catch (e) {
      setError(problemOf(e));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const add = useCallback(
    async (lines: NewLine[], onDuplicate?: 'MERGE' | 'ADD'): Promise<AddOutcome> => {
      setBusy(true);
      setError(null);
      try {
        setRecord(await calls.addLines(record.id, onDuplicate ? { lines, onDuplicate } : { lines }));
        setNotice(onDuplicate === 'MERGE' ? '기존 내역에 수량을 합쳤습니다.' : '내역을 추가했습니다.');
        return 'added';
      } catch (e) {
        if (e instanceof ApiError && e.code === 'DUPLICATE_PRODUCT' && !onDuplicate) {
          return new Promise<AddOutcome>((resolve) => setDuplicate({ message: e.message, lines, resolve }));
        }
        setError(problemOf(e));
        return 'failed';
      } finally {
        setBusy(false);
      }
    },
    [calls, record.id],
  );

  async function choose(choice: 'MERGE' | 'ADD' | null) {
    if (!duplicate) return;
    const pending = duplicate;
    if (!choice) {
      setDuplicate(null);
      pending.resolve('failed');
      return;
    }
    const outcome = await add(pending.lines, choice);
    setDuplicate(null);
    pending.resolve(outcome);
    codeRef.current?.focus();
  }

  const search = useCallback((text: string) => calls.productOptions(record.id, text), [calls, record.id]);
  const who = `${record.member.name}(${record.member.userId}) 회원의 ${record.institution.institutionName} ${monthLabel(record.prescriptionMonth)}`;

  return (
    <div className={s.root}>
      <div className={s.statusRow}>
        <div className={s.claim}>
          <p className={s.statusText}>
            <Badge tone={ediStatusTone[record.status]} variant="subtle" size="lg" data-testid="edi-status">
              {PrescriptionStatus.label(record.status)}
            </Badge>
            <span>
              {formatDateTime(record.submittedAt)} 접수{record.status !== 'COMPLETED' ? ` · ${ageLabel(record.ageMinutes)} 대기` : ''}
            </span>
          </p>
          {claim ? (
            <span data-testid="edi-claim">
              처리자: {claim.mine ? '나' : claim.staffName} · {formatDateTime(claim.claimedAt)} 시작 · 마지막 작업{' '}
              {formatDateTime(claim.activeAt)}
              {claim.lapsed ? ' (30분 넘게 작업이 없어 다른 운영자가 넘겨받을 수 있습니다)' : ''}
            </span>
          ) : null}
        </div>
        <div className={q.actions}>
          {canClaim ? (
            <Button
              ref={claimRef}
              onClick={() => void write(() => calls.claim(record.id), '처리를 시작했습니다. 내역을 입력하세요.')}
              loading={busy}
              loadingText="시작 중…"
            >
              {claim && !claim.mine ? '넘겨받아 처리 시작' : '처리 시작'}
            </Button>
          ) : null}
          {claim?.mine && record.status === 'IN_PROGRESS' ? (
            <>
              <Button onClick={() => setDialog('complete')} disabled={busy || record.lines.length === 0}>
                입력완료
              </Button>
              <Button
                variant="outline"
                tone="neutral"
                onClick={() => void write(() => calls.unclaim(record.id), '처리를 놓았습니다. 다른 운영자가 이어서 할 수 있습니다.')}
                disabled={busy}
              >
                놓기
              </Button>
            </>
          ) : null}
          {record.status === 'COMPLETED' && record.reopen?.allowed ? (
            <Button variant="outline" tone="danger" onClick={() => setDialog('reopen')} disabled={busy}>
              재오픈
            </Button>
          ) : null}
        </div>
      </div>
      {notice ? (
        <p className={q.hint} role="status" data-testid="edi-notice">
          {notice}
        </p>
      ) : null}
      {heldByOther ? (
        <Callout tone="warning" role="status" data-testid="claimed-by-other">
          {claim!.staffName} 님이 처리 중입니다(마지막 작업 {formatDateTime(claim!.activeAt)}). 읽기만 할 수 있습니다. 30분 동안 작업이
          없으면 넘겨받을 수 있습니다.
        </Callout>
      ) : null}
      {record.status === 'COMPLETED' ? (
        <Callout tone="info" role="status" data-testid="read-only">
          입력완료된 실적입니다. 내역은 읽기 전용이며 정산에 반영됩니다.
          {record.reopen && !record.reopen.allowed && record.reopen.reason
            ? ` 재오픈할 수 없습니다: ${record.reopen.reason}`
            : ' 고치려면 사유를 적고 재오픈하세요.'}
        </Callout>
      ) : null}
      {record.status === 'PENDING' || (record.status === 'IN_PROGRESS' && !claim) ? (
        <Callout tone="info" role="status">
          처리 시작을 누르면 이 실적을 맡아 내역을 입력할 수 있습니다. 다른 운영자에게는 처리중으로 보입니다.
        </Callout>
      ) : null}
      {!editable && error ? (
        <p className={s.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={s.cards}>
        <section className={q.card} aria-labelledby="edi-member-title">
          <h2 id="edi-member-title" className={q.cardTitle}>
            회원
          </h2>
          <dl className={q.fields}>
            <Field term="이름" value={record.member.name} />
            <Field term="아이디" value={record.member.userId} />
            <Field term="회원 유형" value={MemberType.label(record.member.memberType)} />
            <Field term="연락처" value={record.member.phoneNumber} />
          </dl>
        </section>
        <section className={q.card} aria-labelledby="edi-client-title">
          <h2 id="edi-client-title" className={q.cardTitle}>
            거래처
          </h2>
          <dl className={q.fields}>
            <Field term="거래처명" value={record.institution.institutionName} />
            <Field term="거래처코드" value={record.institution.institutionCode} />
            <Field term="회사명" value={record.institution.companyName} />
            <Field term="사업자등록번호" value={record.institution.businessNumber} />
            <Field term="딜러" value={record.dealer.dealerName} />
          </dl>
        </section>
        <section className={q.card} aria-labelledby="edi-record-title">
          <h2 id="edi-record-title" className={q.cardTitle}>
            실적
          </h2>
          <dl className={q.fields}>
            <Field term="제약사" value={record.drugCompany.name} />
            <Field term="처방월" value={monthLabel(record.prescriptionMonth)} />
            <Field term="정산월" value={monthLabel(record.settlementMonth)} />
            <Field term="처방금액" value={formatMoney(record.totals.amount)} />
          </dl>
        </section>
      </div>
      <div className={s.work}>
        <div className={s.pane}>
          {record.files.length ? (
            <DocumentViewer documents={record.files.map((f, k) => ({ ...f, label: `${f.label} ${k + 1}` }))} label="EDI 파일" />
          ) : (
            <p className={s.muted}>첨부된 EDI 파일이 없습니다.</p>
          )}
          {editable ? <OcrPanel record={record} calls={ocr} onAdd={(line) => add([line])} busy={busy} initialRun={initialRun} /> : null}
        </div>
        <div className={s.pane}>
          <LineEditor
            record={record}
            editable={editable}
            onAdd={(line) => add([line])}
            onChange={(line: EdiLine, quantity: number) =>
              write(() => calls.changeLine(record.id, line.id, { quantity }), `${line.productName} 수량을 바꿨습니다.`)
            }
            onRemove={async (line: EdiLine) => {
              const ok = await write(() => calls.removeLine(record.id, line.id), `${line.productName} 내역을 삭제했습니다.`);
              codeRef.current?.focus();
              return ok;
            }}
            search={search}
            duplicate={duplicate}
            onDuplicateChoice={(c) => void choose(c)}
            codeRef={codeRef}
            error={editable ? error : null}
            busy={busy}
          />
        </div>
      </div>
      <p className={q.footer}>
        <Button href={EDI_QUEUE_PATH} variant="outline" tone="neutral">
          목록으로
        </Button>
      </p>
      {dialog === 'complete' ? (
        <ReasonDialog
          open
          onClose={() => setDialog(null)}
          title="입력완료"
          message={`${who} 실적을 입력완료합니다. 내역 ${record.totals.lines}건, 처방금액 ${formatMoney(record.totals.amount)}. 완료하면 정산에 반영되고 회원에게 알림이 갑니다.`}
          confirmLabel="입력완료"
          onConfirm={async () => {
            setRecord(await calls.complete(record.id));
            setNotice('입력완료했습니다. 정산에 반영되었고 회원에게 알렸습니다.');
            setDialog(null);
          }}
        />
      ) : null}
      {dialog === 'reopen' ? (
        <ReasonDialog
          open
          onClose={() => setDialog(null)}
          title="재오픈"
          message={`${who} 실적을 다시 엽니다. 정산에서 빠지고, 처리 시작 후 내역을 고칠 수 있습니다.`}
          confirmLabel="재오픈"
          tone="danger"
          reasonLabel="재오픈 사유"
          onConfirm={async (reason) => {
            setRecord(await calls.reopen(record.id, reason));
            setNotice('재오픈했습니다. 회원에게 사유를 알렸습니다.');
            setDialog(null);
          }}
        />
      ) : null}
    </div>
  );
}

/** EDI 접수·입력's record screen: 처리 시작 / 놓기, the images with OCR, the line editor, 입력완료 and 재오픈. */
export function EdiEntry(props: EdiEntryProps) {
  return (
    <ErrorBoundary>
      <Screen {...props} />
    </ErrorBoundary>
  );
}
