import { compliance, expenditureLog } from 'styled-system/recipes';
import { ExpenditureWarningCode } from '../../api/compliance-enums';
import type { ExpenditureWarning } from '../../api/types';
import { Badge } from '../../ui/Badge/Badge';
import { Callout } from '../../ui/Callout';

const s = expenditureLog();
const c = compliance();

/** After saving an entry that breaks a limit: it is stored, and flagged with each rule it breaks. */
export function SavedWarnings({ warnings }: { warnings: readonly ExpenditureWarning[] }) {
  return (
    <div className={c.dialogForm}>
      <Callout tone="warning" role="alert">
        지출 기록을 저장했습니다. 다만 아래 한도를 넘어 경고로 표시했습니다. 목록과 지출보고서에 경고가 함께 나타납니다.
      </Callout>
      <ul className={s.stack} aria-label="넘은 한도">
        {warnings.map((w) => (
          <li key={w.code} className={s.flag} data-tone="danger">
            <Badge tone="danger" variant="solid" size="sm">
              {ExpenditureWarningCode.label(w.code)}
            </Badge>
            <span className={s.flagText}>{w.message}</span>
          </li>
        ))}
      </ul>
      <p className={c.muted}>잘못 입력했다면 오늘 안에 삭제하고 다시 입력하거나, 나중에 「정정 입력」으로 바로잡을 수 있습니다.</p>
    </div>
  );
}
