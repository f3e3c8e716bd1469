import { compliance } from 'styled-system/recipes';
import { COMPLIANCE_RULES, type ComplianceRule } from '../../lib/compliance-rules';
import { Badge } from '../../ui/Badge/Badge';

const s = compliance();

/** The rules of the log: the report itself and each limit an entry is checked against, from the one rules table. */
const rules: ComplianceRule[] = [
  COMPLIANCE_RULES.expenditureReport,
  COMPLIANCE_RULES.briefingFood,
  COMPLIANCE_RULES.briefingMonthly,
  COMPLIANCE_RULES.briefingItems,
  COMPLIANCE_RULES.briefingSouvenirs,
  COMPLIANCE_RULES.surveyFee,
  COMPLIANCE_RULES.samples,
];

/**
 * 한도 기준: what each entry is checked against, with its legal source; a figure that is not confirmed says 「확인 필요」
 * and why. A native <details>: no script needed.
 */
export function LimitsSection({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <details className={s.rules} open={defaultOpen}>
      <summary className={s.rulesSummary}>
        <h2 className={s.rulesTitle}>한도 기준</h2>
        <span className={s.muted}>한도를 넘는 기록도 저장되며, 넘은 한도가 경고로 함께 표시됩니다.</span>
      </summary>
      <dl className={s.ruleList}>
        {rules.map((rule) => (
          <div key={rule.title} className={s.rule}>
            <dt className={s.ruleTitle}>
              {rule.title}
              {rule.unverified ? (
                <Badge tone="warning" variant="outline" size="sm">
                  확인 필요
                </Badge>
              ) : null}
            </dt>
            <dd className={s.ruleBody}>
              <span>{rule.figure}</span>
              <span className={s.ruleSource}>근거: {rule.source}</span>
              {rule.unverified ? <span className={s.ruleNote}>{rule.unverified}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
