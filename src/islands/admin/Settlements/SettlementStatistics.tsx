import { input, memberAdmin, settlementConsole } from 'styled-system/recipes';
import { staffStatisticsXlsxUrl } from '../../../api/admin-settlements';
import type {
  Page,
  StaffSettlementStatistics,
  StaffStatisticsDrugCompany,
  StaffStatisticsMember,
  StaffStatisticsMonth,
} from '../../../api/types';
import { formatMoney, formatNumber } from '../../../lib/format';
import { monthLabel } from '../../../lib/months';
import { Button } from '../../../ui/Button/Button';
import { Callout } from '../../../ui/Callout/Callout';
import { Table, type TableColumn } from '../../../ui/Table/Table';

export interface SettlementStatisticsProps {
  /** The range asked for (yyyy-MM; empty: the server's default, the last twelve months). */
  startMonth: string;
  endMonth: string;
  /** The statistics of the range; null when loading them failed. */
  statistics: StaffSettlementStatistics | null;
  /** The members with the largest totals of the range. */
  topMembers: Page<StaffStatisticsMember> | null;
  /** The server's refusal of the range (e.g. 36개월을 넘는 기간), in Korean. */
  problem?: string | null;
}

export const STATISTICS_PATH = '/admin/settlements/statistics';
/** Members the statistics list, largest total first. */
export const TOP_MEMBERS = 10;

const s = memberAdmin();
const c = settlementConsole();
const won = formatMoney;
const figures = <
  T extends { prescriptionAmount: number; feeAmount: number; extraFeeAmount: number; addedFeeAmount: number; totalAmount: number },
>(): TableColumn<T>[] => [
  { key: 'prescription', header: '처방금액', numeric: true, render: (r) => won(r.prescriptionAmount) },
  { key: 'fee', header: '수수료', numeric: true, render: (r) => won(r.feeAmount + r.extraFeeAmount) },
  { key: 'added', header: '추가수수료', numeric: true, render: (r) => won(r.addedFeeAmount) },
  { key: 'total', header: '합계', numeric: true, render: (r) => won(r.totalAmount) },
];

const monthColumns: TableColumn<StaffStatisticsMonth>[] = [
  { key: 'month', header: '정산월', render: (r) => monthLabel(r.settlementMonth) },
  {
    key: 'members',
    header: '회원(확정)',
    numeric: true,
    render: (r) => `${formatNumber(r.members)}명 (${formatNumber(r.confirmedMembers)}명)`,
  },
  ...figures<StaffStatisticsMonth>(),
];
const companyColumns: TableColumn<StaffStatisticsDrugCompany>[] = [
  { key: 'company', header: '제약사', render: (r) => r.drugCompany.name },
  { key: 'members', header: '회원', numeric: true, render: (r) => `${formatNumber(r.members)}명` },
  ...figures<StaffStatisticsDrugCompany>(),
];
const memberColumns: TableColumn<StaffStatisticsMember>[] = [
  {
    key: 'member',
    header: '회원',
    render: (r) => `${r.member.name}(${r.member.userId})`,
  },
  { key: 'months', header: '정산 개월', numeric: true, render: (r) => `${formatNumber(r.months)}개월` },
  ...figures<StaffStatisticsMember>(),
];

/**
 * 정산 통계: a range of settlement months (a plain GET form: the range lives in the URL), its totals by month and by
 * drug company, the members with the largest totals, and the .xlsx of the range. Rendered on the server; no script.
 */
export function SettlementStatistics({ startMonth, endMonth, statistics, topMembers, problem }: SettlementStatisticsProps) {
  const start = statistics?.startMonth ?? startMonth;
  const end = statistics?.endMonth ?? endMonth;
  return (
    <div className={c.page}>
      <form className={s.filters} method="get" action={STATISTICS_PATH} aria-label="통계 기간">
        <div className={s.filterGrid}>
          <label className={s.field}>
            <span className={s.term}>시작월</span>
            <input type="month" name="startMonth" className={input()} defaultValue={start} min="2000-01" max="2099-12" />
          </label>
          <label className={s.field}>
            <span className={s.term}>종료월</span>
            <input type="month" name="endMonth" className={input()} defaultValue={end} min="2000-01" max="2099-12" />
          </label>
        </div>
        <div className={s.filterActions}>
          {statistics ? (
            <Button
              variant="outline"
              tone="neutral"
              href={staffStatisticsXlsxUrl({ startMonth: statistics.startMonth, endMonth: statistics.endMonth })}
              download
            >
              엑셀 다운로드
            </Button>
          ) : null}
          <Button type="submit">조회</Button>
        </div>
      </form>
      {problem || !statistics ? (
        <Callout tone="danger" role="alert">
          <p>{problem ?? '정산 통계를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.'}</p>
        </Callout>
      ) : (
        <>
          <section className={s.section} aria-labelledby="statistics-total">
            <div className={s.sectionHead}>
              <h2 id="statistics-total" className={s.sectionTitle}>
                {monthLabel(statistics.startMonth)} ~ {monthLabel(statistics.endMonth)} 합계
              </h2>
            </div>
            <dl className={c.figures}>
              {(
                [
                  ['처방금액', statistics.total.prescriptionAmount],
                  ['수수료', statistics.total.feeAmount + statistics.total.extraFeeAmount],
                  ['추가수수료', statistics.total.addedFeeAmount],
                  ['공급가액', statistics.total.supplyAmount],
                  ['세액', statistics.total.taxAmount],
                  ['합계금액', statistics.total.totalAmount],
                ] as const
              ).map(([term, value]) => (
                <div key={term} className={c.figure}>
                  <dt className={c.term}>{term}</dt>
                  <dd className={c.amount}>{won(value)}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className={s.section} aria-labelledby="statistics-months">
            <div className={s.sectionHead}>
              <h2 id="statistics-months" className={s.sectionTitle}>
                월별
              </h2>
            </div>
            <Table
              maxHeight="70vh"
              caption="월별 정산 통계"
              columns={monthColumns}
              rows={statistics.months}
              getRowKey={(r) => r.settlementMonth}
              emptyText="이 기간에는 정산이 없습니다."
            />
          </section>
          <section className={s.section} aria-labelledby="statistics-companies">
            <div className={s.sectionHead}>
              <h2 id="statistics-companies" className={s.sectionTitle}>
                제약사별
              </h2>
            </div>
            <Table
              maxHeight="70vh"
              caption="제약사별 정산 통계"
              columns={companyColumns}
              rows={statistics.drugCompanies}
              getRowKey={(r) => r.drugCompany.id}
              emptyText="이 기간에는 정산이 없습니다."
            />
          </section>
          <section className={s.section} aria-labelledby="statistics-members">
            <div className={s.sectionHead}>
              <h2 id="statistics-members" className={s.sectionTitle}>
                합계 상위 회원
              </h2>
            </div>
            <Table
              maxHeight="70vh"
              caption={`합계 상위 회원 ${TOP_MEMBERS}명`}
              columns={memberColumns}
              rows={topMembers?.content ?? []}
              getRowKey={(r) => r.member.id}
              emptyText={topMembers ? '이 기간에는 정산한 회원이 없습니다.' : '회원별 통계를 불러오지 못했습니다.'}
            />
          </section>
        </>
      )}
    </div>
  );
}
