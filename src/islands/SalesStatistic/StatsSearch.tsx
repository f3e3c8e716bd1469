import { useEffect, useRef, useState, type MouseEvent, type SubmitEvent } from 'react';
import { salesStatistic } from 'styled-system/recipes';
import { KEYWORD_MAX } from '../../api/schema/limits';
import { cleanKeyword } from '../../lib/list-url';
import type { Month } from '../../lib/months';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { SearchIcon } from '../../ui/icons';
import { useHydrated } from '../shared/use-hydrated';
import { PeriodFields } from './PeriodFields';
import { keywordPlaceholder, type StatsState, type StatsTab } from './stats-query';
import { isPlainClick } from './plain-click';

export interface StatsSearchProps {
  state: StatsState;
  /** The latest month that may be chosen. */
  latest: Month;
  /** The earliest month the pickers offer. */
  earliest: Month;
  hrefOf: (state: StatsState) => string;
  onChange: (state: StatsState) => void;
}

const modes: { tab: StatsTab; label: string }[] = [
  { tab: 'TOTAL', label: '전체매출' },
  { tab: 'INDIVIDUAL', label: '거래처매출' },
];

/** The mode switch (links, so they work before the island runs) and the period and keyword search. */
export function StatsSearch({ state, latest, earliest, hrefOf, onChange }: StatsSearchProps) {
  const s = salesStatistic();
  const hydrated = useHydrated();
  const [startMonth, setStartMonth] = useState<string>(state.startMonth);
  const [endMonth, setEndMonth] = useState<string>(state.endMonth);
  const [keyword, setKeyword] = useState(state.keyword);
  // A keyword typed before hydration stays, caret and focus too: React takes over the input as it is, and the state
  // takes its value once here (then it equals what the box shows, so React never writes the box).
  const keywordRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (keywordRef.current) setKeyword(keywordRef.current.value);
  }, []);
  const [error, setError] = useState('');
  // The fields follow the URL when back/forward or the mode switch change the state.
  const [shownState, setShownState] = useState(state);
  if (shownState !== state) {
    setShownState(state);
    setStartMonth(state.startMonth);
    setEndMonth(state.endMonth);
    setKeyword(state.keyword);
    setError('');
  }

  function search(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!startMonth || !endMonth) return setError('시작월과 종료월을 모두 입력해주세요.');
    setError('');
    const [from, to] = startMonth <= endMonth ? [startMonth, endMonth] : [endMonth, startMonth];
    const next = cleanKeyword(keyword);
    // A new period keeps the client whose figures are open; a new client name is a search for clients: the list.
    // A new period or name starts the list at its first page.
    const institution = next === state.keyword ? state.institution : '';
    const same = from === state.startMonth && to === state.endMonth && next === state.keyword;
    onChange({ ...state, startMonth: from as Month, endMonth: to as Month, keyword: next, institution, page: same ? state.page : 1 });
  }
  const switchTo = (tab: StatsTab) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    if (tab !== state.tab) onChange({ ...state, tab, keyword: '', page: 1, institution: '' });
  };

  return (
    <>
      <nav className={s.modeSwitch} aria-label="매출 구분">
        {modes.map((m) => (
          <a
            key={m.tab}
            className={s.modeLink}
            href={hrefOf({ ...state, tab: m.tab, keyword: '', page: 1, institution: '' })}
            aria-current={m.tab === state.tab ? 'true' : undefined}
            onClick={switchTo(m.tab)}
          >
            {m.label}
          </a>
        ))}
      </nav>
      <form className={s.searchForm} role="search" aria-label="매출 조회" noValidate onSubmit={search}>
        <PeriodFields
          startMonth={startMonth}
          endMonth={endMonth}
          earliest={earliest}
          latest={latest}
          onStart={setStartMonth}
          onEnd={setEndMonth}
          invalid={Boolean(error)}
        />
        <TextField
          label={state.tab === 'INDIVIDUAL' ? '거래처명' : '제약사명'}
          name="keyword"
          type="search"
          maxLength={KEYWORD_MAX}
          placeholder={keywordPlaceholder(state.tab)}
          ref={keywordRef}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <Button type="submit" variant="solid" tone="brand" startIcon={<SearchIcon />} disabled={!hydrated}>
          조회
        </Button>
        {error ? (
          <p className={s.formError} role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </>
  );
}
