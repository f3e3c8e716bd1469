import { useId } from 'react';
import { cx } from 'styled-system/css';
import { chip, compliance, input, nativeSelect } from 'styled-system/recipes';
import { ComplianceStatus, ComplianceSubject } from '../../api/compliance-enums';
import type { ComplianceFilter, SubjectFilter } from '../../lib/compliance-query';
import { SELF_PARAM } from '../../lib/compliance-query';
import { formatNumber } from '../../lib/format';
import { STATUS_ORDER } from '../../lib/compliance-rules';
import { useHydrated } from '../shared/use-hydrated';
import { isPlainClick } from './plain-click';

export interface ItemFiltersProps {
  filter: ComplianceFilter;
  /** Items per status among the chosen subject's. */
  counts: Record<ComplianceStatus, number>;
  /** Every dealer's name, sorted. */
  dealers: string[];
  hrefOf: (filter: ComplianceFilter) => string;
  onChange: (filter: ComplianceFilter) => void;
}

const s = compliance();

const subjectValue = (subject: SubjectFilter) => (!subject ? '' : subject.type === 'MEMBER' ? SELF_PARAM : `dealer:${subject.name}`);
const subjectOf = (value: string): SubjectFilter =>
  value === SELF_PARAM ? { type: 'MEMBER' } : value.startsWith('dealer:') ? { type: 'DEALER', name: value.slice(7) } : null;

/** The list's filters: status chips (links, so they work before the island runs) and whose items (a native select). */
export function ItemFilters({ filter, counts, dealers, hrefOf, onChange }: ItemFiltersProps) {
  const selectId = useId();
  const hydrated = useHydrated();
  const chips: { status: ComplianceStatus | null; label: string }[] = [
    { status: null, label: '전체' },
    ...STATUS_ORDER.map((status) => ({ status, label: `${ComplianceStatus.label(status)} ${formatNumber(counts[status])}` })),
  ];
  return (
    <div className={s.filters}>
      <nav aria-label="상태 필터">
        <ul className={s.chips}>
          {chips.map(({ status, label }) => (
            <li key={status ?? 'all'}>
              <a
                className={chip()}
                href={hrefOf({ ...filter, status })}
                aria-current={filter.status === status ? 'true' : undefined}
                onClick={(e) => {
                  if (!isPlainClick(e)) return;
                  e.preventDefault();
                  onChange({ ...filter, status });
                }}
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={s.subjectFilter}>
        <label htmlFor={selectId} className={s.filterLabel}>
          대상
        </label>
        <select
          id={selectId}
          className={cx(input({ size: 'md' }), nativeSelect())}
          value={subjectValue(filter.subject)}
          disabled={!hydrated}
          onChange={(e) => onChange({ ...filter, subject: subjectOf(e.target.value) })}
        >
          <option value="">전체</option>
          <option value={SELF_PARAM}>{ComplianceSubject.label('MEMBER')}</option>
          {dealers.map((name) => (
            <option key={name} value={`dealer:${name}`}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
