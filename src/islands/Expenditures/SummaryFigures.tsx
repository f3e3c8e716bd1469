import { compliance, expenditureLog, srOnly } from 'styled-system/recipes';
import { formatMoney, formatNumber } from '../../lib/format';
import type { LedgerSummary } from './ledger';

const s = expenditureLog();
const c = compliance();

/** The year in three figures: entries, their total, and how many break a limit (red when any does). */
export function SummaryFigures({ year, summary }: { year: number; summary: LedgerSummary }) {
  return (
    <section className={s.summary} aria-labelledby="expenditure-summary-title">
      <h2 id="expenditure-summary-title" className={srOnly()}>
        {year}년 요약
      </h2>
      <dl className={c.figures}>
        <div className={c.figure} data-zero="">
          <dt className={c.figureLabel}>지출 기록</dt>
          <dd className={c.figureValue}>
            {formatNumber(summary.count)}
            <span className={c.figureUnit}>건</span>
          </dd>
        </div>
        <div className={c.figure} data-zero="">
          <dt className={c.figureLabel}>합계 금액</dt>
          <dd className={s.money}>{formatMoney(summary.total)}</dd>
        </div>
        {/* The compliance figures' looks: plain grey (data-zero), red when something is wrong (data-status=OVERDUE). */}
        <div className={c.figure} data-status={summary.warned > 0 ? 'OVERDUE' : undefined} data-zero={summary.warned > 0 ? undefined : ''}>
          <dt className={c.figureLabel}>한도 경고</dt>
          <dd className={c.figureValue}>
            {formatNumber(summary.warned)}
            <span className={c.figureUnit}>건</span>
          </dd>
        </div>
      </dl>
      {summary.corrected > 0 ? (
        <p className={c.ruleSource}>정정된 기록 {formatNumber(summary.corrected)}건은 건수와 합계에서 뺐습니다.</p>
      ) : null}
    </section>
  );
}
