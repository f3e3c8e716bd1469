import { callout, expenditureLog } from 'styled-system/recipes';
import { ExpenditureKind, ExpenditureWarningCode } from '../../api/compliance-enums';
import type { ExpenditureWarning } from '../../api/types';
import { Badge } from '../../ui/Badge/Badge';
import { AlertIcon } from '../../ui/icons';
import { KIND_RULES } from './kind-rules';

const s = expenditureLog();

/** The limits of the chosen kind, from the rules table; 「확인 필요」 where the figure is not confirmed. */
export function LimitHelp({ id, kind }: { id: string; kind: ExpenditureKind }) {
  const rules = KIND_RULES[kind];
  return (
    <div className={callout({ tone: 'info' })} id={id}>
      <div className={s.stack}>
        <strong>{ExpenditureKind.label(kind)}의 한도</strong>
        {rules.length ? (
          <ul className={s.limitList}>
            {rules.map((rule) => (
              <li key={rule.title}>
                {rule.title}: {rule.figure} ({rule.source}){rule.unverified ? ' · 확인 필요' : ''}
              </li>
            ))}
          </ul>
        ) : (
          <span>이 유형은 포털이 확인하는 금액 한도가 없습니다. 지출보고서에는 그대로 기록됩니다.</span>
        )}
      </div>
    </div>
  );
}

/** The limits the entry would break, before it is saved (it is saved anyway, flagged). */
export function WarningPreview({ warnings }: { warnings: readonly ExpenditureWarning[] }) {
  if (!warnings.length) return null;
  return (
    <div className={callout({ tone: 'warning' })} role="status">
      <AlertIcon aria-hidden="true" />
      <div className={s.stack}>
        <strong>이대로 저장하면 한도 초과로 표시됩니다.</strong>
        <ul className={s.stack}>
          {warnings.map((w) => (
            <li key={w.code} className={s.flag}>
              <Badge tone="danger" variant="solid" size="sm">
                {ExpenditureWarningCode.label(w.code)}
              </Badge>
              <span className={s.flagText}>{w.message}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
