import { useEffect, useRef } from 'react';
import { cx } from 'styled-system/css';
import { salesStatistic, table } from 'styled-system/recipes';
import type { PerformanceByDrugCompany } from '../../api/types';
import { formatMoney } from '../../lib/format';
import { seriesLook } from './series';
import { SkeletonRows } from './TableStates';

export interface CompanyTableProps {
  /** The rows to show (already filtered by the keyword). */
  rows: PerformanceByDrugCompany[];
  /** Colour slot of each company (by name). */
  slots: Map<string, number>;
  /** Companies whose line is drawn. */
  chosen: Set<string>;
  onToggle: (names: string[], on: boolean) => void;
  loading?: boolean;
  caption: string;
}

/** 제약사별 매출: a checkbox per company that draws or hides its line, the figures in won and a totals row. */
export function CompanyTable({ rows, slots, chosen, onToggle, loading, caption }: CompanyTableProps) {
  const s = salesStatistic();
  const t = table({ density: 'compact' });
  const names = rows.map((r) => r.drugCompany);
  const ticked = names.filter((n) => chosen.has(n)).length;
  const all = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (all.current) all.current.indeterminate = ticked > 0 && ticked < names.length;
  });
  const sum = (key: 'prescriptionAmount' | 'totalAmount') => rows.reduce((a, r) => a + r[key], 0);
  return (
    <div className={cx(t.container, s.tableBox)}>
      <table className={cx(t.table, s.figureTable)} data-kind="company" aria-busy={loading || undefined}>
        <caption className={t.caption}>{caption}</caption>
        <thead className={t.head}>
          <tr className={t.headerRow}>
            <th scope="col" className={t.headerCell} data-align="start">
              <label className={s.rowCheck}>
                <input
                  ref={all}
                  type="checkbox"
                  checked={names.length > 0 && ticked === names.length}
                  disabled={loading || !names.length}
                  onChange={(e) => onToggle(names, e.currentTarget.checked)}
                  aria-label="표의 제약사 모두 그래프에 표시"
                />
                제약사명
              </label>
            </th>
            <th scope="col" className={t.headerCell} data-numeric="">
              처방금액
            </th>
            <th scope="col" className={t.headerCell} data-numeric="">
              정산(합계)금액(VAT포함)
            </th>
          </tr>
        </thead>
        <tbody className={t.body}>
          {loading ? (
            <SkeletonRows columns={3} className={t.cell} />
          ) : (
            rows.map((r) => (
              <tr key={r.drugCompany} className={t.row} data-selected={chosen.has(r.drugCompany) ? '' : undefined}>
                <td className={t.cell} data-align="start" data-wrap="">
                  <label className={s.rowCheck}>
                    <input
                      type="checkbox"
                      checked={chosen.has(r.drugCompany)}
                      onChange={(e) => onToggle([r.drugCompany], e.currentTarget.checked)}
                      style={{ ['--series' as string]: seriesLook(slots.get(r.drugCompany) ?? 0).colour }}
                    />
                    {r.drugCompany}
                  </label>
                </td>
                <td className={t.cell} data-numeric="" data-label="처방금액">
                  {formatMoney(r.prescriptionAmount)}
                </td>
                <td className={t.cell} data-numeric="" data-label="정산(합계)금액(VAT포함)">
                  {formatMoney(r.totalAmount)}
                </td>
              </tr>
            ))
          )}
        </tbody>
        {!loading && rows.length > 1 ? (
          <tfoot>
            <tr>
              <th scope="row">합계</th>
              <td data-label="처방금액">{formatMoney(sum('prescriptionAmount'))}</td>
              <td data-label="정산(합계)금액(VAT포함)">{formatMoney(sum('totalAmount'))}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
