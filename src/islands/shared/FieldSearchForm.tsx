import { useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { cx } from 'styled-system/css';
import { input, nativeSelect } from 'styled-system/recipes';
import { KEYWORD_MAX } from '../../api/schema/limits';
import { cleanKeyword } from '../../lib/list-url';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { SearchIcon } from '../../ui/icons';

export interface FieldSearchFormProps<F extends string> {
  /** The fields one can search (an enum of src/api: wire values and their Korean labels). */
  fields: { values: readonly F[]; label: (field: F) => string };
  /** The search in the URL; the row follows it when back/forward change it. */
  searchType: F;
  keyword: string;
  placeholder: (field: F) => string;
  /** The list's own URL: before hydration the row is a plain GET form. */
  action: string;
  label: string;
  className: string;
  onSearch: (search: { searchType: F; keyword: string }) => void;
  /** Hidden inputs the GET form carries (e.g. the month). */
  children?: ReactNode;
}

/** A list's search row: which field (select), the keyword, 검색. Works as a GET form before hydration. */
export function FieldSearchForm<F extends string>(props: FieldSearchFormProps<F>) {
  const { fields, placeholder, action, label, className, onSearch, children } = props;
  const [searchType, setSearchType] = useState(props.searchType);
  const [keyword, setKeyword] = useState(props.keyword);
  // A field chosen and a keyword typed before hydration stay (the caret and the focus too): React takes over the
  // elements as they are, and the state takes their values once here.
  const searchTypeRef = useRef<HTMLSelectElement>(null);
  const keywordRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const chosen = searchTypeRef.current?.value as F | undefined;
    if (chosen) setSearchType(chosen);
    if (keywordRef.current) setKeyword(keywordRef.current.value);
  }, []);
  const [shown, setShown] = useState({ searchType: props.searchType, keyword: props.keyword });
  if (shown.searchType !== props.searchType || shown.keyword !== props.keyword) {
    setShown({ searchType: props.searchType, keyword: props.keyword });
    setSearchType(props.searchType);
    setKeyword(props.keyword);
  }
  function search(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch({ searchType, keyword: cleanKeyword(keyword) });
  }
  return (
    <form role="search" className={className} action={action} method="get" onSubmit={search} aria-label={label}>
      {children}
      <select
        ref={searchTypeRef}
        name="searchType"
        aria-label="검색 항목"
        className={cx(input({ size: 'md' }), nativeSelect())}
        value={searchType}
        onChange={(e) => setSearchType(e.currentTarget.value as F)}
      >
        {fields.values.map((v) => (
          <option key={v} value={v}>
            {fields.label(v)}
          </option>
        ))}
      </select>
      <TextField
        label="검색어"
        hideLabel
        name="keyword"
        type="search"
        maxLength={KEYWORD_MAX}
        placeholder={placeholder(searchType)}
        ref={keywordRef}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <Button type="submit" variant="solid" tone="brand" startIcon={<SearchIcon />}>
        검색
      </Button>
    </form>
  );
}
