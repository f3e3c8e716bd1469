import { salesStatistic } from 'styled-system/recipes';
import { formatMoney } from '../../lib/format';
import { monthLabel, type Month } from '../../lib/months';
import type { Series } from './series';

/** The chart's figures as a table for screen readers (visually hidden): a row per month, a column per drawn company. */
export function ChartTable({ months, series }: { months: Month[]; series: Series[] }) {
  const s = salesStatistic();
  if (!series.length) return null;
  return (
    // Hidden by its box: a table keeps its content's width whatever width it is given.
    <div className={s.srTable}>
      <table>
        <caption>그래프의 월별 정산(합계)금액(VAT포함)</caption>
        <thead>
          <tr>
            <th scope="col">정산월</th>
            {series.map((x) => (
              <th key={x.name} scope="col">
                {x.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((m, i) => (
            <tr key={m}>
              <th scope="row">{monthLabel(m)}</th>
              {series.map((x) => (
                <td key={x.name}>{formatMoney(x.values[i] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
