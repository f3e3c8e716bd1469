import { cx } from 'styled-system/css';
import { compliance, expenditureLog, table } from 'styled-system/recipes';
import { cardTableParts as ct } from '../../ui/Table/card-table';
import { ExpenditureKind } from '../../api/compliance-enums';
import type { Expenditure } from '../../api/types';
import { formatDate, formatMoney } from '../../lib/format';
import { Button } from '../../ui/Button';
import { FileIcon } from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import { useHydrated } from '../shared/use-hydrated';
import { EntryFlags, hasFlags } from './EntryFlags';
import { amountDetail, entryName, recipientsText } from './ledger';

export interface ExpenditureListProps {
  /** The entries of the page; null while nothing is loaded yet (skeleton rows). */
  entries: Expenditure[] | null;
  /** Every entry of the year on screen, by id (to name the entry a correction points to). */
  byId: ReadonlyMap<number, Expenditure>;
  loading?: boolean;
  /** The entry being deleted (its button spins). */
  removing: number | null;
  onRemove: (entry: Expenditure) => void;
  onCorrect: (entry: Expenditure) => void;
}

const s = expenditureLog();
const c = compliance();
const t = table();
// A table from `md` up; below it one card per entry: the institution, then date, kind and amount, who received it,
// the product and the receipts, the action, and the line of warnings and corrections.
const HEADERS = ['지출일', '유형', '요양기관', '받은 사람', '금액', '제품', '영수증·증빙', '관리'];

/** The entries of a page with their receipts, warnings and corrections; 삭제 on the day of entry, 정정 입력 after. */
export function ExpenditureList({ entries, byId, loading, removing, onRemove, onCorrect }: ExpenditureListProps) {
  const hydrated = useHydrated();
  return (
    <div className={cx(t.container, c.tableBox)}>
      <table className={cx(t.table, ct.table)} aria-busy={loading || undefined}>
        <caption className={t.caption}>지출 기록</caption>
        <thead className={cx(t.head, ct.head)}>
          <tr className={t.headerRow}>
            {HEADERS.map((h) => (
              <th key={h} scope="col" className={t.headerCell} data-align={h === '요양기관' || h === '받은 사람' ? 'start' : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        {entries === null
          ? [0, 1, 2].map((i) => (
              <tbody key={i} className={cx(t.body, ct.item)}>
                <tr className={cx(t.row, ct.row)}>
                  {HEADERS.map((h) => (
                    <td key={h} className={cx(t.cell, ct.cell)}>
                      <Skeleton width="4rem" />
                    </td>
                  ))}
                </tr>
              </tbody>
            ))
          : entries.map((e) => {
              const name = entryName(e);
              return (
                <tbody
                  key={e.id}
                  className={cx(t.body, ct.item)}
                  data-entry={e.id}
                  // The compliance section dims entries (tbody[data-status]) while the list loads again.
                  data-status={e.warnings.length ? 'WARNED' : 'OK'}
                  data-corrected={e.correctedById !== null ? '' : undefined}
                  data-warned={e.warnings.length ? '' : undefined}
                >
                  <tr className={cx(t.row, ct.row)}>
                    <td className={cx(t.cell, ct.cell)} data-label="지출일">
                      {formatDate(e.date)}
                    </td>
                    <td className={cx(t.cell, ct.cell, ct.wide)} data-label="유형">
                      {ExpenditureKind.label(e.kind)}
                    </td>
                    <th scope="row" className={cx(t.cell, ct.cell, ct.full, ct.start, ct.first, c.kind)} data-label="요양기관">
                      {e.institutionName}
                    </th>
                    <td className={cx(t.cell, ct.cell, ct.wide, ct.start)} data-label="받은 사람">
                      {recipientsText(e)}
                    </td>
                    <td className={cx(t.cell, ct.cell, ct.numeric)} data-label="금액">
                      <span className={s.amount}>{formatMoney(e.amount)}</span>
                      {amountDetail(e) ? <span className={s.amountNote}>{amountDetail(e)}</span> : null}
                    </td>
                    <td className={cx(t.cell, ct.cell, ct.wide)} data-label="제품">
                      {e.productName || '—'}
                    </td>
                    <td className={cx(t.cell, ct.cell)} data-label="영수증·증빙">
                      {e.files.length ? (
                        <ul className={s.files}>
                          {e.files.map((f) => (
                            <li key={f.url}>
                              <a className={c.fileLink} href={f.url} target="_blank" rel="noopener" aria-label={`${name} 증빙 ${f.name}`}>
                                <FileIcon width={14} height={14} aria-hidden="true" />
                                {f.name}
                              </a>
                            </li>
                          ))}
                        </ul>
                      ) : (
                        '없음'
                      )}
                    </td>
                    <td className={cx(t.cell, ct.cell, ct.full, c.actionCell)}>
                      {e.deletable ? (
                        <Button
                          type="button"
                          size="sm"
                          variant="ghost"
                          tone="danger"
                          disabled={!hydrated}
                          loading={removing === e.id}
                          aria-label={`${name} 지출 기록 삭제`}
                          onClick={() => onRemove(e)}
                        >
                          삭제
                        </Button>
                      ) : e.correctedById === null ? (
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          tone="neutral"
                          disabled={!hydrated}
                          aria-label={`${name} 지출 기록 정정 입력`}
                          onClick={() => onCorrect(e)}
                        >
                          정정 입력
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                  {hasFlags(e) ? (
                    <tr className={cx(t.row, ct.row)}>
                      <td colSpan={HEADERS.length} className={cx(t.cell, ct.cell, ct.full, ct.start)}>
                        <EntryFlags entry={e} byId={byId} />
                      </td>
                    </tr>
                  ) : null}
                </tbody>
              );
            })}
      </table>
    </div>
  );
}
