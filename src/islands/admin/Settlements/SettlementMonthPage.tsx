import { useState, type ReactNode } from 'react';
import { memberAdmin, settlementConsole } from 'styled-system/recipes';
import { SettlementMonthState, SettlementStatus } from '../../../api/settlement-enums';
import type {
  KeysetPage,
  StaffDealerSettlement,
  StaffDrugCompanyMonth,
  StaffMemberMonth,
  StaffMemberMonthDetail,
  StaffSettlementLine,
} from '../../../api/types';
import { formatMoney, formatNumber } from '../../../lib/format';
import { monthLabel } from '../../../lib/months';
import { Badge } from '../../../ui/Badge/Badge';
import { Button } from '../../../ui/Button/Button';
import { Callout } from '../../../ui/Callout/Callout';
import { Table, type TableColumn } from '../../../ui/Table/Table';
import { Textarea } from '../../../ui/Textarea/Textarea';
import { TextField } from '../../../ui/TextField/TextField';
import { ErrorBoundary } from '../../shared/error-boundary/ErrorBoundary';
import { useHydrated } from '../../shared/use-hydrated';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { settlementCalls } from './api';
import { actorText, problemText, stateTone } from './labels';
import '../../../styles/islands.css';

export interface SettlementMonthPageProps {
  detail: StaffMemberMonthDetail;
  /** The viewer's login id: the one who prepared a month cannot approve it. */
  viewerUserId: string;
}

const s = memberAdmin();
const c = settlementConsole();
const LINES_PAGE = 50;
const won = formatMoney;

type Dialog = { kind: 'prepare' } | { kind: 'confirm' } | { kind: 'cancel' } | { kind: 'addedFee'; row: StaffDrugCompanyMonth };

function Figures({ month }: { month: StaffMemberMonth }) {
  const items: Array<[string, string]> = [
    ['처방금액', won(month.prescriptionAmount)],
    ['기본수수료', won(month.feeAmount)],
    ['기타수수료', won(month.extraFeeAmount)],
    ['추가수수료', won(month.addedFeeAmount)],
    ['공급가액', won(month.supplyAmount)],
    ['세액', won(month.taxAmount)],
    ['합계금액', won(month.totalAmount)],
  ];
  const all: Array<[string, ReactNode]> = [
    ...items,
    [
      '상태',
      <Badge key="state" tone={stateTone[month.state]} variant="subtle">
        {SettlementMonthState.label(month.state)}
      </Badge>,
    ],
  ];
  return (
    <>
      <dl className={c.figures}>
        {all.map(([term, value]) => (
          <div key={term} className={c.figure}>
            <dt className={c.term}>{term}</dt>
            <dd className={c.amount} data-field={term}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <dl className={s.fields}>
        <dt className={s.term}>준비자</dt>
        <dd className={c.actor}>{actorText(month.prepared)}</dd>
        <dt className={s.term}>확정자</dt>
        <dd className={c.actor}>{actorText(month.confirmed)}</dd>
      </dl>
    </>
  );
}

/** 정산 확정: what the month's state lets this viewer do, and why not when they cannot. */
function Confirmation({
  month,
  viewerUserId,
  ready,
  onOpen,
}: {
  month: StaffMemberMonth;
  viewerUserId: string;
  ready: boolean;
  onOpen: (d: Dialog) => void;
}) {
  if (month.state === 'CONFIRMED') {
    return (
      <Callout tone="success" role="status">
        <p>확정된 정산입니다. 금액과 추가수수료는 더 이상 바꿀 수 없습니다. ({actorText(month.confirmed)})</p>
      </Callout>
    );
  }
  if (month.state === 'OPEN') {
    return (
      <>
        <p className={s.note}>금액을 확인한 뒤 확정 준비를 하면, 다른 정산 담당 운영자가 같은 금액을 확인하고 승인해 확정합니다.</p>
        <div className={s.actions}>
          <Button onClick={() => onOpen({ kind: 'prepare' })} disabled={!ready}>
            확정 준비
          </Button>
        </div>
      </>
    );
  }
  const own = month.prepared?.userId === viewerUserId;
  return (
    <>
      {month.prepared?.stale ? (
        <Callout tone="warning" role="alert">
          <p>
            확정 준비 뒤 금액이 바뀌었습니다 (준비 당시 합계 {won(month.prepared.figures.totalAmount)}, 지금 {won(month.totalAmount)}).
            승인하면 준비가 취소되니, 준비를 취소하고 금액을 확인한 뒤 다시 준비해 주세요.
          </p>
        </Callout>
      ) : null}
      {own ? (
        <p className={s.note} id="own-preparation">
          확정을 준비한 본인은 승인할 수 없습니다. 다른 정산 담당 운영자가 금액을 확인하고 승인해야 합니다.
        </p>
      ) : (
        <p className={s.note}>{month.prepared ? `${month.prepared.name}(${month.prepared.userId}) 님이 확정을 준비했습니다.` : null}</p>
      )}
      <div className={s.actions}>
        <Button onClick={() => onOpen({ kind: 'confirm' })} disabled={!ready || own} aria-describedby={own ? 'own-preparation' : undefined}>
          확정 승인
        </Button>
        <Button variant="outline" tone="neutral" onClick={() => onOpen({ kind: 'cancel' })} disabled={!ready}>
          준비 취소
        </Button>
      </div>
    </>
  );
}

function AddedFeeFields({
  amount,
  note,
  reason,
  onChange,
}: {
  amount: string;
  note: string;
  reason: string;
  onChange: (field: 'amount' | 'note' | 'reason', value: string) => void;
}) {
  return (
    <>
      <TextField
        label="추가수수료(원)"
        required
        inputMode="numeric"
        value={amount}
        onChange={(e) => onChange('amount', e.target.value)}
        helpText="원 단위 정수로 입력해 주세요. 0원이면 추가수수료가 없어집니다."
      />
      <TextField label="비고" value={note} maxLength={200} onChange={(e) => onChange('note', e.target.value)} />
      <Textarea
        label="변경 사유"
        required
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(e) => onChange('reason', e.target.value)}
        helpText="감사 로그에 남습니다."
      />
    </>
  );
}

function SettlementMonthPageInner({ detail: initial, viewerUserId }: SettlementMonthPageProps) {
  const [detail, setDetail] = useState(initial);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string; where: 'confirm' | 'fee' } | null>(null);
  const [dealers, setDealers] = useState<KeysetPage<StaffDealerSettlement>>(initial.dealers);
  const [dealerRows, setDealerRows] = useState(initial.dealers.content);
  const [lines, setLines] = useState<{ rows: StaffSettlementLine[]; next: string | null; loading: boolean; failed: boolean } | null>(null);
  const [linesCompany, setLinesCompany] = useState<number | null>(null);
  const [fee, setFee] = useState({ amount: '', note: '', reason: '' });
  const ready = useHydrated();
  const { month, drugCompanies } = detail;
  const locked = month.state === 'CONFIRMED';
  const who = `${month.member.name}(${month.member.userId})`;
  const when = monthLabel(month.settlementMonth);

  async function refresh() {
    const next = await settlementCalls.memberMonth(month.id);
    setDetail(next);
    setDealers(next.dealers);
    setDealerRows(next.dealers.content);
  }

  async function loadLines(drugCompanyId: number | null, after: string | null) {
    setLinesCompany(drugCompanyId);
    setLines((l) => ({ rows: after ? (l?.rows ?? []) : [], next: l?.next ?? null, loading: true, failed: false }));
    try {
      const page = await settlementCalls.lines(month.id, {
        size: LINES_PAGE,
        ...(drugCompanyId ? { drugCompanyId } : {}),
        ...(after ? { after } : {}),
      });
      setLines((l) => ({ rows: [...(after ? (l?.rows ?? []) : []), ...page.content], next: page.next, loading: false, failed: false }));
    } catch {
      setLines((l) => ({ rows: l?.rows ?? [], next: l?.next ?? null, loading: false, failed: true }));
    }
  }

  async function moreDealers() {
    if (!dealers.next) return;
    const page = await settlementCalls.dealers(month.id, { after: dealers.next });
    setDealers(page);
    setDealerRows((rows) => [...rows, ...page.content]);
  }

  /** Runs a write; a refusal shows its Korean message and the screen redraws from the server (the month may have moved). */
  async function act(run: () => Promise<unknown>, done: string): Promise<string | void> {
    try {
      await run();
      await refresh();
      setNotice({ tone: 'success', text: done, where: 'confirm' });
    } catch (error) {
      await refresh().catch(() => undefined);
      setDialog(null);
      setNotice({ tone: 'danger', text: problemText(error), where: 'confirm' });
    }
  }

  const companyColumns: TableColumn<StaffDrugCompanyMonth>[] = [
    { key: 'company', header: '제약사', render: (r) => r.drugCompany.name },
    { key: 'prescription', header: '처방금액', numeric: true, render: (r) => won(r.prescriptionAmount) },
    { key: 'fee', header: '수수료', numeric: true, render: (r) => won(r.feeAmount + r.extraFeeAmount) },
    { key: 'added', header: '추가수수료', numeric: true, render: (r) => won(r.addedFeeAmount) },
    { key: 'total', header: '합계', numeric: true, render: (r) => won(r.totalAmount) },
    { key: 'note', header: '비고', wrap: true, render: (r) => r.note ?? '-' },
    {
      key: 'actions',
      header: '관리',
      render: (r) => (
        <div className={c.rowActions}>
          {locked ? null : (
            <Button
              size="sm"
              variant="outline"
              tone="neutral"
              disabled={!ready}
              aria-label={`${r.drugCompany.name} 추가수수료 수정`}
              onClick={() => {
                setFee({ amount: String(r.addedFeeAmount), note: r.note ?? '', reason: '' });
                setDialog({ kind: 'addedFee', row: r });
              }}
            >
              추가수수료
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            tone="neutral"
            disabled={!ready}
            aria-label={`${r.drugCompany.name} 처방 내역 보기`}
            onClick={() => void loadLines(r.drugCompany.id, null)}
          >
            내역
          </Button>
        </div>
      ),
    },
  ];

  const dealerColumns: TableColumn<StaffDealerSettlement>[] = [
    { key: 'dealer', header: '딜러', render: (d) => d.dealer.name },
    { key: 'company', header: '제약사', render: (d) => d.drugCompany.name },
    { key: 'clients', header: '거래처', numeric: true, render: (d) => `${formatNumber(d.clients)}곳` },
    { key: 'prescription', header: '처방금액', numeric: true, render: (d) => won(d.prescriptionAmount) },
    { key: 'fee', header: '수수료', numeric: true, render: (d) => won(d.feeAmount + d.extraFeeAmount) },
    { key: 'total', header: '합계', numeric: true, render: (d) => won(d.totalAmount) },
    { key: 'status', header: '회원 응답', render: (d) => (d.status ? SettlementStatus.label(d.status) : '-') },
  ];

  const lineColumns: TableColumn<StaffSettlementLine>[] = [
    { key: 'institution', header: '거래처', wrap: true, render: (l) => l.record.institutionName },
    { key: 'dealer', header: '딜러', render: (l) => l.record.dealerName },
    { key: 'company', header: '제약사', render: (l) => l.record.drugCompanyName },
    { key: 'product', header: '제품', wrap: true, render: (l) => `${l.productName} (${l.productCode})` },
    { key: 'quantity', header: '수량', numeric: true, render: (l) => formatNumber(l.quantity) },
    { key: 'price', header: '처방금액', numeric: true, render: (l) => won(l.totalPrice) },
    { key: 'fee', header: '수수료', numeric: true, render: (l) => won(l.feeAmount + l.extraFeeAmount) },
  ];

  const feeRow = dialog?.kind === 'addedFee' ? dialog.row : null;
  async function saveFee(): Promise<string | false | void> {
    if (!feeRow) return;
    const amount = fee.amount.replaceAll(',', '').trim();
    if (!/^\d{1,10}$/.test(amount)) return '추가수수료는 0원 이상의 원 단위 정수로 입력해 주세요.';
    if (fee.reason.trim().length < 2) return '변경 사유를 2자 이상 입력해 주세요.';
    try {
      await settlementCalls.setAddedFee(feeRow.id, {
        addedFeeAmount: Number(amount),
        note: fee.note.trim() || null,
        reason: fee.reason.trim(),
      });
    } catch (error) {
      return problemText(error);
    }
    await refresh().catch(() => undefined);
    setNotice({ tone: 'success', text: `${feeRow.drugCompany.name}의 추가수수료를 ${won(Number(amount))}으로 바꿨습니다.`, where: 'fee' });
  }

  const shown = (where: 'confirm' | 'fee') =>
    notice?.where === where ? (
      <Callout tone={notice.tone} role={notice.tone === 'danger' ? 'alert' : 'status'}>
        <p>{notice.text}</p>
      </Callout>
    ) : null;

  return (
    <div className={c.page}>
      <div className={c.top}>
        <section className={s.section} aria-labelledby="settlement-figures">
          <div className={s.sectionHead}>
            <h2 id="settlement-figures" className={s.sectionTitle}>
              {when} 정산 · {who}
            </h2>
          </div>
          <Figures month={month} />
        </section>
        <section className={s.section} aria-labelledby="settlement-confirm">
          <div className={s.sectionHead}>
            <h2 id="settlement-confirm" className={s.sectionTitle}>
              정산 확정
            </h2>
          </div>
          {shown('confirm')}
          <Confirmation month={month} viewerUserId={viewerUserId} ready={ready} onOpen={(d) => (setNotice(null), setDialog(d))} />
        </section>
      </div>
      <section className={s.section} aria-labelledby="settlement-companies">
        <div className={s.sectionHead}>
          <h2 id="settlement-companies" className={s.sectionTitle}>
            제약사별 정산
          </h2>
        </div>
        {shown('fee')}
        <Table
          maxHeight="70vh"
          caption="제약사별 정산 목록"
          columns={companyColumns}
          rows={drugCompanies}
          getRowKey={(r) => r.id}
          emptyText="이 달의 제약사별 정산이 없습니다."
        />
      </section>
      <section className={s.section} aria-labelledby="settlement-dealers">
        <div className={s.sectionHead}>
          <h2 id="settlement-dealers" className={s.sectionTitle}>
            딜러별 정산
          </h2>
        </div>
        <Table
          maxHeight="70vh"
          caption="딜러별 정산 목록"
          columns={dealerColumns}
          rows={dealerRows}
          getRowKey={(d) => d.settlementId}
          emptyText="딜러별 정산이 없습니다."
        />
        {dealers.next ? (
          <div className={s.actions}>
            <Button variant="outline" tone="neutral" disabled={!ready} onClick={() => void moreDealers().catch(() => undefined)}>
              딜러 더 보기
            </Button>
          </div>
        ) : null}
      </section>
      <section className={s.section} aria-labelledby="settlement-lines">
        <div className={s.sectionHead}>
          <h2 id="settlement-lines" className={s.sectionTitle}>
            처방 내역
            {linesCompany ? ` · ${drugCompanies.find((c) => c.drugCompany.id === linesCompany)?.drugCompany.name ?? ''}` : ''}
          </h2>
          <Button size="sm" variant="outline" tone="neutral" disabled={!ready} onClick={() => void loadLines(null, null)}>
            전체 내역 보기
          </Button>
        </div>
        {lines === null ? (
          <p className={s.note}>제약사별 정산의 「내역」이나 「전체 내역 보기」를 누르면 이 달의 제품별 처방 내역이 보입니다.</p>
        ) : lines.failed ? (
          <Callout tone="danger" role="alert">
            <p>처방 내역을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.</p>
          </Callout>
        ) : (
          <>
            <Table
              maxHeight="70vh"
              caption="처방 내역 목록"
              columns={lineColumns}
              rows={lines.rows}
              getRowKey={(l) => l.lineId}
              loading={lines.loading && lines.rows.length === 0}
              skeletonRows={5}
              emptyText="처방 내역이 없습니다."
            />
            {lines.next ? (
              <div className={s.actions}>
                <Button variant="outline" tone="neutral" loading={lines.loading} onClick={() => void loadLines(linesCompany, lines.next)}>
                  내역 더 보기
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>

      <ConfirmDialog
        open={dialog?.kind === 'prepare'}
        onClose={() => setDialog(null)}
        title="확정 준비"
        message={`${who}의 ${when} 정산을 합계 ${won(month.totalAmount)}으로 확정 준비합니다. 다른 정산 담당 운영자가 승인해야 확정됩니다.`}
        confirmLabel="확정 준비"
        onConfirm={() =>
          act(
            () => settlementCalls.prepare(month.id, { figuresVersion: month.figuresVersion }),
            '확정을 준비했습니다. 다른 운영자의 승인을 기다립니다.',
          )
        }
      />
      <ConfirmDialog
        open={dialog?.kind === 'confirm'}
        onClose={() => setDialog(null)}
        title="확정 승인"
        message={`${who}의 ${when} 정산을 합계 ${won(month.totalAmount)}으로 확정합니다. 확정 뒤에는 금액을 바꿀 수 없습니다.`}
        confirmLabel="확정 승인"
        onConfirm={() => act(() => settlementCalls.confirm(month.id), '정산을 확정했습니다.')}
      />
      <ConfirmDialog
        open={dialog?.kind === 'cancel'}
        onClose={() => setDialog(null)}
        title="준비 취소"
        tone="danger"
        message={`${who}의 ${when} 정산 확정 준비를 취소합니다.`}
        confirmLabel="준비 취소"
        onConfirm={() => act(() => settlementCalls.cancelPreparation(month.id), '확정 준비를 취소했습니다.')}
      />
      <ConfirmDialog
        open={dialog?.kind === 'addedFee'}
        onClose={() => setDialog(null)}
        title={feeRow ? `추가수수료 수정 · ${feeRow.drugCompany.name}` : '추가수수료 수정'}
        message={
          feeRow
            ? `${who}의 ${when} ${feeRow.drugCompany.name} 추가수수료를 바꿉니다 (지금 ${won(feeRow.addedFeeAmount)}). 확정 준비 중이면 금액이 바뀌어 다시 준비해야 합니다.`
            : ''
        }
        confirmLabel="저장"
        onConfirm={saveFee}
      >
        <AddedFeeFields
          amount={fee.amount}
          note={fee.note}
          reason={fee.reason}
          onChange={(field, value) => setFee((f) => ({ ...f, [field]: value }))}
        />
      </ConfirmDialog>
    </div>
  );
}

/** 정산관리 › a member's month: its figures, drug-company rows (추가수수료), dealers, product lines and 정산 확정. */
export function SettlementMonthPage(props: SettlementMonthPageProps) {
  return (
    <ErrorBoundary>
      <SettlementMonthPageInner {...props} />
    </ErrorBoundary>
  );
}
