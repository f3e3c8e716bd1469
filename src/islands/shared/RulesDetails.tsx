import { compliance } from 'styled-system/recipes';
import type { ComplianceRule } from '../../lib/compliance-rules';
import { Badge } from '../../ui/Badge/Badge';

export interface RulesDetailsProps {
  title: string;
  /** One line beside the title: what the rules are used for on this screen. */
  lead: string;
  /** Rows of the one rules table (src/lib/compliance-rules.ts). */
  rules: readonly ComplianceRule[];
  defaultOpen?: boolean;
}

const s = compliance();

/**
 * A folded list of rules, each with its figure and legal source; a reading that is not confirmed says 「확인 필요」 and
 * why. A native <details>: no script needed.
 */
export function RulesDetails({ title, lead, rules, defaultOpen = false }: RulesDetailsProps) {
  return (
    <details className={s.rules} open={defaultOpen}>
      <summary className={s.rulesSummary}>
        <h2 className={s.rulesTitle}>{title}</h2>
        <span className={s.muted}>{lead}</span>
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
