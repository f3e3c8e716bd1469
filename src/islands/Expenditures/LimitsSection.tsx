import { COMPLIANCE_RULES } from '../../lib/compliance-rules';
import { RulesDetails } from '../shared/RulesDetails';

/** The rules of the log: the report itself and each limit an entry is checked against, from the one rules table. */
const rules = [
  COMPLIANCE_RULES.expenditureReport,
  COMPLIANCE_RULES.briefingFood,
  COMPLIANCE_RULES.briefingMonthly,
  COMPLIANCE_RULES.briefingItems,
  COMPLIANCE_RULES.briefingSouvenirs,
  COMPLIANCE_RULES.surveyFee,
  COMPLIANCE_RULES.samples,
];

/** 한도 기준: what each entry is checked against; a breach is saved and flagged, never silently. */
export function LimitsSection({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <RulesDetails
      title="한도 기준"
      lead="한도를 넘는 기록도 저장되며, 넘은 한도가 경고로 함께 표시됩니다."
      rules={rules}
      defaultOpen={defaultOpen}
    />
  );
}
