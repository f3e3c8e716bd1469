import { compliance } from 'styled-system/recipes';
import { COMPLIANCE_RULES, type ComplianceRule } from '../../lib/compliance-rules';
import { Badge } from '../../ui/Badge/Badge';

export interface RulesSectionProps {
  /** Open at first (stories; the page starts it closed). */
  defaultOpen?: boolean;
}

const s = compliance();
const rules: ComplianceRule[] = Object.values(COMPLIANCE_RULES);

/**
 * 계산 기준: the rules the page computes with (the one table in src/lib/compliance-rules.ts), each with its figure and
 * legal source; a reading that is not confirmed says 「확인 필요」 and why. A native <details>: no script needed.
 */
export function RulesSection({ defaultOpen = false }: RulesSectionProps) {
  return (
    <details className={s.rules} open={defaultOpen}>
      <summary className={s.rulesSummary}>
        <h2 className={s.rulesTitle}>계산 기준</h2>
        <span className={s.muted}>이 화면의 기한과 상태는 아래 기준으로 계산합니다.</span>
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
