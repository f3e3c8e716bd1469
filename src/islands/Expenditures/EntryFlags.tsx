import { expenditureLog } from 'styled-system/recipes';
import { ExpenditureWarningCode } from '../../api/compliance-enums';
import type { Expenditure } from '../../api/types';
import { Badge } from '../../ui/Badge/Badge';
import { entryName } from './ledger';

export interface EntryFlagsProps {
  entry: Expenditure;
  /** The entries of the year on screen, to name the entry a correction points to. */
  byId: ReadonlyMap<number, Expenditure>;
}

const s = expenditureLog();

/** Whether an entry has anything to say under its row. */
export const hasFlags = (e: Expenditure) => e.warnings.length > 0 || e.correctedById !== null || e.correctsId !== null || e.note !== '';

/**
 * What the list says under an entry: its note, 정정됨 (a later entry corrected it; it no longer counts), 정정 (it corrects an
 * earlier one), and each limit it breaks as a red badge with the server's message: a breach is never silent.
 */
export function EntryFlags({ entry, byId }: EntryFlagsProps) {
  const corrector = entry.correctedById === null ? undefined : byId.get(entry.correctedById);
  const corrected = entry.correctsId === null ? undefined : byId.get(entry.correctsId);
  return (
    <ul className={s.stack}>
      {entry.note ? (
        <li className={s.flag}>
          <span className={s.noteLabel}>비고</span>
          <span className={s.flagText}>{entry.note}</span>
        </li>
      ) : null}
      {entry.correctedById !== null ? (
        <li className={s.flag}>
          <Badge tone="neutral" variant="solid" size="sm">
            정정됨
          </Badge>
          <span className={s.flagText}>
            {corrector ? `${entryName(corrector)} 기록으로 정정했습니다.` : '뒤에 입력한 기록으로 정정했습니다.'} 합계와 한도 계산에서
            빠집니다.
          </span>
        </li>
      ) : null}
      {entry.correctsId !== null ? (
        <li className={s.flag}>
          <Badge tone="info" variant="subtle" size="sm">
            정정
          </Badge>
          <span className={s.flagText}>
            {corrected ? `${entryName(corrected)} 기록을 정정한 기록입니다.` : '앞서 입력한 기록을 정정한 기록입니다.'}
          </span>
        </li>
      ) : null}
      {entry.warnings.map((w) => (
        <li key={w.code} className={s.flag} data-tone="danger">
          <Badge tone="danger" variant="solid" size="sm" data-warning={w.code}>
            {ExpenditureWarningCode.label(w.code)}
          </Badge>
          <span className={s.flagText}>{w.message}</span>
        </li>
      ))}
    </ul>
  );
}
