import { complianceAudit, srOnly } from 'styled-system/recipes';
import type { AuditEntry } from '../../api/types';
import { changeRows } from './audit-changes';

const a = complianceAudit();

/**
 * What one audit row changed, field by field: a creation lists what was recorded, a deletion what was removed, a change
 * the old value (struck through) and the new one. 「변경 전」 / 「변경 후」 are spoken, so the strike is not the only cue.
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const rows = changeRows(entry);
  if (rows.length === 0) return <p className={a.values}>남은 세부 내용이 없습니다.</p>;
  const both = entry.before !== null && entry.after !== null;
  return (
    <dl className={a.changes}>
      {rows.map((r) => (
        <div key={r.key} className={a.change}>
          <dt className={a.field}>{r.label}</dt>
          <dd className={a.values}>
            {both ? (
              <>
                <span className={a.before}>
                  <span className={srOnly()}>변경 전: </span>
                  {r.before}
                </span>
                <span className={a.arrow} aria-hidden="true">
                  →
                </span>
                <span className={a.after}>
                  <span className={srOnly()}>변경 후: </span>
                  {r.after}
                </span>
              </>
            ) : (
              (r.after ?? r.before)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
