import type { MouseEvent } from 'react';
import { cx } from 'styled-system/css';
import { salesStatistic, table } from 'styled-system/recipes';
import type { PerformanceByInstitution } from '../../api/types';
import { formatMoney } from '../../lib/format';
import { Button } from '../../ui/Button';
import { SkeletonRows } from './TableStates';
import { isPlainClick } from './plain-click';

export interface ClientTableProps {
  /** The rows to show: one page of the list. */
  rows: PerformanceByInstitution[];
  /** Whether the rows are every client of the list (the totals row is then the list's, else this page's). */
  whole: boolean;
  /** The link of a client's figures (works before the island runs). */
  hrefOf: (institutionCode: string) => string;
  onChoose: (institutionCode: string) => void;
  loading?: boolean;
}

/** 거래처별 매출: each client's figures in won, 「선택」 opens its figures by drug company and the chart. */
export function ClientTable({ rows, whole, hrefOf, onChoose, loading }: ClientTableProps) {
  const s = salesStatistic();
  const t = table({ density: 'compact' });
  const sum = (key: 'prescriptionAmount' | 'totalAmount') => rows.reduce((a, r) => a + r[key], 0);
  const choose = (code: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    onChoose(code);
  };
  return (
    <div className={cx(t.container, s.tableBox)}>
      <table className={cx(t.table, s.figureTable)} data-kind="client" aria-busy={loading || undefined}>
        <caption className={t.caption}>거래처별 매출</caption>
        <thead className={t.head}>
          <tr className={t.headerRow}>
            <th scope="col" className={t.headerCell} data-align="start">
              거래처명
            </th>
            <th scope="col" className={t.headerCell} data-numeric="">
              처방금액
            </th>
            <th scope="col" className={t.headerCell} data-numeric="">
              정산(합계)금액(VAT포함)
            </th>
            <th scope="col" className={t.headerCell}>
              관리
            </th>
          </tr>
        </thead>
        <tbody className={t.body}>
          {loading ? (
            <SkeletonRows columns={4} rows={Math.max(rows.length, 5)} className={t.cell} />
          ) : (
            rows.map((r) => (
              <tr key={r.institutionCode} className={t.row}>
                <th scope="row" className={t.cell} data-align="start" data-wrap="">
                  {r.institutionName}
                </th>
                <td className={t.cell} data-numeric="" data-label="처방금액">
                  {formatMoney(r.prescriptionAmount)}
                </td>
                <td className={t.cell} data-numeric="" data-label="정산(합계)금액(VAT포함)">
                  {formatMoney(r.totalAmount)}
                </td>
                <td className={t.cell}>
                  <Button
                    href={hrefOf(r.institutionCode)}
                    variant="outline"
                    tone="neutral"
                    size="sm"
                    aria-label={`${r.institutionName} 선택`}
                    data-institution={r.institutionCode}
                    onClick={choose(r.institutionCode)}
                  >
                    선택
                  </Button>
                </td>
              </tr>
            ))
          )}
        </tbody>
        {!loading && rows.length > 1 ? (
          <tfoot>
            <tr>
              <th scope="row">{whole ? '합계' : '이 페이지 합계'}</th>
              <td data-label="처방금액">{formatMoney(sum('prescriptionAmount'))}</td>
              <td data-label="정산(합계)금액(VAT포함)">{formatMoney(sum('totalAmount'))}</td>
              <td />
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
