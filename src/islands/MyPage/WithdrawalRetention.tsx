import { cx } from 'styled-system/css';
// This part is rendered on the server only (never hydrated), so a pattern's css() never runs in the browser.
// eslint-disable-next-line no-restricted-imports
import { stack } from 'styled-system/patterns';
import { callout, text } from 'styled-system/recipes';
import { AuditEntity } from '../../api/compliance-enums';
import type { RetainedRecords } from '../../api/types';
import { COMPLIANCE_RULES, RETENTION_YEARS, type ComplianceRule } from '../../lib/compliance-rules';
import { formatDate, formatNumber } from '../../lib/format';
import { Link } from '../../ui/Link';

export interface WithdrawalRetentionProps {
  /** What the law keeps after a withdrawal; null when it could not be loaded. */
  records: RetainedRecords[] | null;
}

const until = (r: RetainedRecords) => (r.retainUntil ? `${formatDate(r.retainUntil)}까지` : `계약 종료 후 ${RETENTION_YEARS}년`);

/** The rules a kind of record is kept under: the expenditure log by the report's rule, the rest as contract evidence. */
const rulesOf = (records: RetainedRecords[]): ComplianceRule[] => {
  const rules: ComplianceRule[] = [];
  if (records.length === 0 || records.some((r) => r.entity !== 'EXPENDITURE')) rules.push(COMPLIANCE_RULES.recordRetention);
  if (records.length === 0 || records.some((r) => r.entity === 'EXPENDITURE')) rules.push(COMPLIANCE_RULES.expenditureReport);
  return rules;
};
const byEntity = (a: RetainedRecords, b: RetainedRecords) => AuditEntity.values.indexOf(a.entity) - AuditEntity.values.indexOf(b.entity);

// The page renders this without hydrating it, so its styles are the kit's recipes and patterns every page already
// carries (a recipe of its own would land in the render-blocking stylesheet of every page).
const s = {
  root: cx(callout({ tone: 'info' }), stack({ gap: '4' })),
  title: text({ textStyle: 'largeText.B', wrap: true }),
  text: text({ textStyle: 'mediumText.R', tone: 'muted', wrap: true }),
  list: stack({ gap: '2', listStyle: 'none' }),
  item: text({ textStyle: 'mediumText.R', wrap: true }),
  rules: stack({ gap: '1', listStyle: 'none' }),
  rule: text({ textStyle: 'smallText.R', tone: 'muted', wrap: true }),
};

/**
 * 회원탈퇴: the records the law makes a CSO keep (contracts, notices, certificates, the expenditure log), how many and
 * until when; they stay after the withdrawal hidden from everyone and go when their period ends. Nothing for a member
 * who has none. No hooks: the page renders it as plain HTML.
 */
export function WithdrawalRetention({ records }: WithdrawalRetentionProps) {
  if (records && records.length === 0) return null;
  const shown = records ? [...records].sort(byEntity) : null;
  return (
    <section className={s.root} aria-labelledby="withdraw-retention-title">
      <h2 id="withdraw-retention-title" className={s.title}>
        탈퇴 후에도 법에 따라 보존되는 기록
      </h2>
      {shown ? (
        <>
          <p className={s.text}>아래 기록은 약사법이 정한 보존 기간이 끝날 때까지 탈퇴한 뒤에도 남습니다.</p>
          <ul className={s.list} aria-label="보존되는 기록">
            {shown.map((r) => (
              <li key={r.entity} className={s.item}>
                <strong>{AuditEntity.label(r.entity)}</strong> {formatNumber(r.count)}건 · {until(r)}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={s.text}>
          보존되는 기록을 지금 확인하지 못했습니다. 재위탁계약서, 재위탁 통보, 신고증·교육 기록, 지출 기록이 있다면 탈퇴한 뒤에도 보존 기간
          동안 남습니다.
        </p>
      )}
      <p className={s.text}>
        보존하는 동안에는 누구에게도 보이지 않게 따로 보관하고, 보존 기간이 끝나면 자동으로 삭제합니다. 탈퇴하면 이 기록을 더는 내려받을 수
        없으니 필요하면 먼저{' '}
        <Link href="/compliance" underline="always">
          컴플라이언스
        </Link>
        에서 감사 자료를 내려받아 두세요. 그 밖의 회원 정보(이름, 연락처, 이메일 등)는 탈퇴할 때 바로 삭제됩니다.
      </p>
      <ul className={s.rules} aria-label="보존 근거">
        {rulesOf(records ?? []).map((rule) => (
          <li key={rule.title} className={s.rule}>
            {rule.title}: {rule.figure} ({rule.source})
          </li>
        ))}
      </ul>
    </section>
  );
}
