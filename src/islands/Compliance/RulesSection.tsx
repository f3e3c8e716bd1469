import { COMPLIANCE_RULES } from '../../lib/compliance-rules';
import { RulesDetails } from '../shared/RulesDetails';

export interface RulesSectionProps {
  /** Open at first (stories; the page starts it closed). */
  defaultOpen?: boolean;
}

const rules = Object.values(COMPLIANCE_RULES);

/** 계산 기준: every rule the page computes with, from the one table in src/lib/compliance-rules.ts. */
export function RulesSection({ defaultOpen = false }: RulesSectionProps) {
  return (
    <RulesDetails title="계산 기준" lead="이 화면의 기한과 상태는 아래 기준으로 계산합니다." rules={rules} defaultOpen={defaultOpen} />
  );
}
