import { useState } from 'react';
import { compliance } from 'styled-system/recipes';
import { ComplianceKind } from '../../api/compliance-enums';
import type { ComplianceRecord } from '../../api/types';
import { formatDate } from '../../lib/format';
import { confirm, info } from '../../stores/dialog';
import { Button } from '../../ui/Button';
import { FileIcon } from '../../ui/icons';
import { useHydrated } from '../shared/use-hydrated';
import { api } from './api';
import { compareSubjects, subjectName } from './items-view';
import { messageOf, type Notify } from './notify';

export interface RecordListProps {
  /** null when they could not be loaded. */
  records: ComplianceRecord[] | null;
  /** After a deletion: the page reloads what it shows. */
  onChanged: () => void;
  onRetry: () => void;
  notify: Notify;
}

const s = compliance();

/** What a record says, in a line: number, office and issue date; or completion date, hours and submission date. */
export function recordFacts(r: ComplianceRecord): string[] {
  if (r.kind === 'CSO_CERTIFICATE')
    return [r.number && `신고번호 ${r.number}`, r.authority, r.issuedAt && `${formatDate(r.issuedAt)} 발급`].filter(
      (x): x is string => !!x,
    );
  return [
    r.completedAt && `${formatDate(r.completedAt)} 이수`,
    r.hours != null && `${r.hours}시간`,
    r.submittedAt ? `이수증 제출 ${formatDate(r.submittedAt)}` : '이수증 제출일 미입력',
  ].filter((x): x is string => !!x);
}

const dateOf = (r: ComplianceRecord) => r.issuedAt ?? r.completedAt;

/** The records grouped by subject (the member first, then dealers by name), each group newest first. */
function bySubject(records: ComplianceRecord[]) {
  const groups = new Map<string, ComplianceRecord[]>();
  for (const r of [...records].sort((a, b) => compareSubjects(a, b) || b.createdAt.localeCompare(a.createdAt))) {
    const name = subjectName(r);
    groups.set(name, [...(groups.get(name) ?? []), r]);
  }
  return [...groups];
}

/** 등록한 서류: every recorded 신고증 and training with its document, by subject; 삭제 asks first. */
export function RecordList({ records, onChanged, onRetry, notify }: RecordListProps) {
  const hydrated = useHydrated();
  const [removing, setRemoving] = useState<number | null>(null);

  async function remove(r: ComplianceRecord) {
    const what = `${subjectName(r)}의 ${ComplianceKind.label(r.kind)} 기록`;
    if (!(await confirm(`${what}을 삭제하시겠습니까?\n첨부한 서류도 함께 삭제되며 되돌릴 수 없습니다.`, { title: '기록 삭제' }))) return;
    setRemoving(r.id);
    try {
      await api.compliance.removeRecord(r.id);
      notify('success', `${what}을 삭제했습니다.`);
      onChanged();
    } catch (e) {
      await info(messageOf(e, '기록을 삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <section className={s.section} aria-labelledby="compliance-records-title">
      <h2 id="compliance-records-title" className={s.title}>
        등록한 서류
      </h2>
      {records === null ? (
        <div className={s.inlineError} role="alert">
          <span>등록한 서류를 불러오지 못했습니다.</span>
          <Button type="button" variant="outline" tone="neutral" size="sm" onClick={onRetry}>
            다시 시도
          </Button>
        </div>
      ) : records.length === 0 ? (
        <p className={s.muted}>아직 등록한 서류가 없습니다. 위 목록의 「등록」으로 신고증이나 교육 이수증을 올려 주세요.</p>
      ) : (
        <div className={s.recordGroups}>
          {bySubject(records).map(([name, list]) => (
            <section key={name} className={s.recordGroup} aria-label={`${name}의 서류`}>
              <h3 className={s.groupTitle}>{name}</h3>
              <ul className={s.recordList}>
                {list.map((r) => (
                  <li key={r.id} className={s.record}>
                    <div className={s.recordMain}>
                      <span className={s.recordKind}>{ComplianceKind.label(r.kind)}</span>
                      <span className={s.recordFacts}>{recordFacts(r).join(' · ')}</span>
                      {r.fileUrl ? (
                        <a className={s.fileLink} href={r.fileUrl} target="_blank" rel="noopener">
                          <FileIcon width={14} height={14} aria-hidden="true" />
                          {r.fileName ?? '첨부 서류'}
                        </a>
                      ) : null}
                    </div>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      tone="danger"
                      disabled={!hydrated}
                      loading={removing === r.id}
                      aria-label={`${name} ${ComplianceKind.label(r.kind)}${dateOf(r) ? ` ${formatDate(dateOf(r)!)}` : ''} 기록 삭제`}
                      onClick={() => void remove(r)}
                    >
                      삭제
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
