import { useState } from 'react';
import { cx } from 'styled-system/css';
import { compliance, table } from 'styled-system/recipes';
import { cardTableParts as ct } from '../../ui/Table/card-table';
import { noticeDocumentUrl } from '../../api/compliance';
import type { RedelegationNotice } from '../../api/types';
import { COMPLIANCE_RULES, dDay, NOTICE_STATUS_ORDER, type Day } from '../../lib/compliance-rules';
import { formatDate } from '../../lib/format';
import { confirm, info } from '../../stores/dialog';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button';
import { FileIcon } from '../../ui/icons';
import { useHydrated } from '../shared/use-hydrated';
import { api } from './api';
import { messageOf, type Notify } from './notify';
import { NoticeStatusBadge } from './NoticeStatusBadge';

export interface NoticeListProps {
  /** One per dealer row; null when they could not be loaded. */
  notices: RedelegationNotice[] | null;
  today: Day;
  onEditContract: (notice: RedelegationNotice) => void;
  onMarkSent: (notice: RedelegationNotice) => void;
  /** The notice as the server answered a change. */
  onUpdated: (notice: RedelegationNotice) => void;
  onRetry: () => void;
  notify: Notify;
}

const s = compliance();
const t = table();
// A table from `md` up; below it one card per notice: the name, then the status beside the contract date, the due
// date beside the PDF, and the sending.
const HEADERS = ['딜러 · 제약사', '재위탁 계약일', '통보 기한', '상태', '통보서', '통보 처리'];
const collator = new Intl.Collator('ko-KR');

/** What is late first, then the nearest due date, then by dealer and company. */
export const sortNotices = (notices: readonly RedelegationNotice[]) =>
  [...notices].sort(
    (a, b) =>
      NOTICE_STATUS_ORDER.indexOf(a.status) - NOTICE_STATUS_ORDER.indexOf(b.status) ||
      a.dueDate.localeCompare(b.dueDate) ||
      collator.compare(a.dealerName, b.dealerName) ||
      collator.compare(a.drugCompanyName, b.drugCompanyName),
  );

/**
 * 재위탁 통보: per dealer row, the sub-contract date (changeable here unless it comes from the dealer's first contract
 * version), the 30-day due date, the status, the notice's PDF and its sending.
 */
export function NoticeList({ notices, today, onEditContract, onMarkSent, onUpdated, onRetry, notify }: NoticeListProps) {
  const hydrated = useHydrated();
  const [undoing, setUndoing] = useState<number | null>(null);

  async function undo(n: RedelegationNotice) {
    const what = `${n.dealerName} · ${n.drugCompanyName}`;
    if (!(await confirm(`${what} 재위탁 통보를 통보 전으로 되돌리시겠습니까?`, { title: '통보 완료 취소' }))) return;
    setUndoing(n.id);
    try {
      onUpdated(await api.compliance.updateNotice(n.id, { sentAt: null }));
      notify('success', `${what} 통보 완료를 취소했습니다.`);
    } catch (e) {
      await info(messageOf(e, '통보 완료를 취소하지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    } finally {
      setUndoing(null);
    }
  }

  return (
    <section className={s.section} aria-labelledby="compliance-notices-title">
      <div className={s.sectionHead}>
        <h2 id="compliance-notices-title" className={s.title}>
          재위탁 통보
        </h2>
        <p className={s.muted}>{COMPLIANCE_RULES.redelegationNotice.figure}</p>
      </div>
      {notices === null ? (
        <div className={s.inlineError} role="alert">
          <span>재위탁 통보 목록을 불러오지 못했습니다.</span>
          <Button type="button" variant="outline" tone="neutral" size="sm" onClick={onRetry}>
            다시 시도
          </Button>
        </div>
      ) : notices.length === 0 ? (
        <p className={s.muted}>통보할 재위탁이 없습니다. 딜러에게 업무를 재위탁하면 제약사마다 통보 기한과 통보서가 여기에 나타납니다.</p>
      ) : (
        <div className={cx(t.container, s.tableBox)}>
          <table className={cx(t.table, ct.table)}>
            <caption className={t.caption}>재위탁 통보 목록</caption>
            <thead className={cx(t.head, ct.head)}>
              <tr className={t.headerRow}>
                {HEADERS.map((h, i) => (
                  <th key={h} scope="col" className={t.headerCell} data-align={i === 0 ? 'start' : undefined}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            {sortNotices(notices).map((n) => {
              const name = `${n.dealerName} · ${n.drugCompanyName}`;
              return (
                <tbody key={n.id} className={cx(t.body, ct.item)} data-status={n.status}>
                  <tr className={cx(t.row, ct.row)}>
                    <th scope="row" className={cx(t.cell, ct.cell, ct.full, ct.start, ct.first, s.kind)} data-label="딜러 · 제약사">
                      {name}
                    </th>
                    <td className={cx(t.cell, ct.cell, ct.wide)} data-label="재위탁 계약일">
                      <span className={s.dateWithAction}>
                        {formatDate(n.contractDate)}
                        {n.fromContract ? (
                          // The first contract version's start date: it changes with the contract (소속딜러 관리), not here.
                          <Badge tone="neutral" variant="outline" size="sm">
                            계약서 기준
                          </Badge>
                        ) : (
                          <Button
                            type="button"
                            size="sm"
                            variant="link"
                            disabled={!hydrated}
                            aria-label={`${name} 재위탁 계약일 변경`}
                            onClick={() => onEditContract(n)}
                          >
                            변경
                          </Button>
                        )}
                      </span>
                    </td>
                    <td className={cx(t.cell, ct.cell, ct.wide, s.due)} data-label="통보 기한" data-status={n.status}>
                      {formatDate(n.dueDate)}
                      {n.status !== 'SENT' ? (
                        <>
                          {' · '}
                          <strong className={s.dDay}>{dDay(n.dueDate, today)}</strong>
                        </>
                      ) : null}
                    </td>
                    <td className={cx(t.cell, ct.cell, ct.second)} data-label="상태">
                      <NoticeStatusBadge status={n.status} />
                    </td>
                    <td className={cx(t.cell, ct.cell)} data-label="통보서">
                      <a className={s.fileLink} href={noticeDocumentUrl(n.id)} download aria-label={`${name} 통보서 PDF`}>
                        <FileIcon width={14} height={14} aria-hidden="true" />
                        통보서 PDF
                      </a>
                    </td>
                    <td className={cx(t.cell, ct.cell, ct.full, s.actionCell)}>
                      {n.status === 'SENT' && n.sentAt ? (
                        <span className={s.sent}>
                          <span className={s.sentText}>통보 완료 · {formatDate(n.sentAt)}</span>
                          {n.proofFileUrl ? (
                            <a
                              className={s.fileLink}
                              href={n.proofFileUrl}
                              target="_blank"
                              rel="noopener"
                              aria-label={`${name} 통보 증빙 ${n.proofFileName ?? ''}`.trim()}
                            >
                              <FileIcon width={14} height={14} aria-hidden="true" />
                              {n.proofFileName ?? '증빙'}
                            </a>
                          ) : null}
                          <Button
                            type="button"
                            size="sm"
                            variant="ghost"
                            tone="neutral"
                            disabled={!hydrated}
                            loading={undoing === n.id}
                            aria-label={`${name} 통보 완료 취소`}
                            onClick={() => void undo(n)}
                          >
                            취소
                          </Button>
                        </span>
                      ) : (
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          tone="brand"
                          disabled={!hydrated}
                          aria-label={`${name} 통보 완료 처리`}
                          onClick={() => onMarkSent(n)}
                        >
                          통보 완료 처리
                        </Button>
                      )}
                    </td>
                  </tr>
                </tbody>
              );
            })}
          </table>
        </div>
      )}
    </section>
  );
}
