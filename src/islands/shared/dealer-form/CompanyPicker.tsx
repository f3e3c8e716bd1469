import { useId, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { cx } from 'styled-system/css';
import { dealerManager, field, input } from 'styled-system/recipes';
import { AlertIcon, XIcon } from '../../../ui/icons';
import type { DrugCompany } from '../../../api/types';

export interface CompanyPickerProps {
  /** The member's drug companies (null: they could not be loaded). */
  companies: DrugCompany[] | null;
  chosen: DrugCompany[];
  onChange: (chosen: DrugCompany[]) => void;
  errorText?: string;
  /** Until the island runs (see useHydrated). */
  disabled?: boolean;
  /** Wraps the picker, so the form can focus its search box when the choice is missing. */
  ref?: RefObject<HTMLFieldSetElement | null>;
}

const s = dealerManager();
const f = field();

/** Companies whose name holds the keyword (Korean, case-insensitive). */
export const filterCompanies = (companies: DrugCompany[], keyword: string) => {
  const k = keyword.trim().toLocaleLowerCase('ko-KR');
  return k ? companies.filter((c) => c.name.toLocaleLowerCase('ko-KR').includes(k)) : companies;
};

/**
 * 거래제약사: a search box over the member's drug companies as a list of checkboxes, and the chosen companies as chips
 * with a remove button each. Removing a chip moves the focus to the next chip, never to the page.
 *
 * Native checkboxes in the kit's field, input and chip looks, on purpose: measured on /dealers (first visit, gzip JS,
 * 99.7 KiB as it is), the kit's Ark Checkbox adds 9.1 KiB (to 108.8: its state machine and the Ark core the page does
 * not load otherwise) and the Ark Combobox more, against the 110 KiB app budget and the room the next parts need.
 */
export function CompanyPicker({ companies, chosen, onChange, errorText, disabled, ref }: CompanyPickerProps) {
  const [keyword, setKeyword] = useState('');
  const own = useRef<HTMLFieldSetElement>(null);
  const box = ref ?? own;
  const id = useId();
  const chosenIds = new Set(chosen.map((c) => c.id));
  const shown = filterCompanies(companies ?? [], keyword);
  const describedBy = [`${id}-help`, errorText ? `${id}-error` : ''].filter(Boolean).join(' ');
  const toggle = (company: DrugCompany, on: boolean) => onChange(on ? [...chosen, company] : chosen.filter((c) => c.id !== company.id));
  const remove = (company: DrugCompany, event: MouseEvent<HTMLButtonElement>) => {
    const item = event.currentTarget.closest('li');
    const next = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector('button') ?? box.current?.querySelector('input');
    onChange(chosen.filter((x) => x.id !== company.id));
    next?.focus();
  };
  return (
    <fieldset
      disabled={disabled}
      className={cx(f.root, s.picker)}
      ref={box}
      aria-describedby={describedBy}
      data-invalid={errorText ? '' : undefined}
    >
      <legend className={f.label}>
        거래제약사
        <span className={f.requiredIndicator} aria-hidden="true">
          *
        </span>
      </legend>
      {chosen.length > 0 && (
        <ul className={s.chips} aria-label="선택한 거래제약사">
          {chosen.map((c) => (
            <li key={c.id} className={s.chip}>
              <span className={s.chipName}>{c.name}</span>
              <button type="button" className={s.chipRemove} aria-label={`${c.name} 빼기`} onClick={(e) => remove(c, e)}>
                <XIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      {companies ? (
        <>
          <input
            type="search"
            className={input({ size: 'md' })}
            aria-label="제약사 검색"
            aria-invalid={errorText ? true : undefined}
            placeholder="제약사명으로 찾기"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
          />
          <ul className={s.options} aria-label="거래제약사 목록">
            {shown.map((c) => (
              <li key={c.id}>
                <label className={s.option}>
                  <input type="checkbox" checked={chosenIds.has(c.id)} onChange={(e) => toggle(c, e.target.checked)} />
                  {c.name}
                </label>
              </li>
            ))}
            {shown.length === 0 && (
              <li className={s.optionsEmpty}>
                {companies.length ? `‘${keyword.trim()}’에 맞는 제약사가 없습니다.` : '거래 중인 제약사가 없습니다.'}
              </li>
            )}
          </ul>
        </>
      ) : (
        <p className={f.errorText} role="alert">
          제약사 목록을 불러오지 못했습니다. 페이지를 새로 고쳐 주세요.
        </p>
      )}
      <p id={`${id}-help`} className={f.helperText}>
        여러 제약사를 고를 수 있습니다. 제약사마다 딜러가 하나씩 등록됩니다.
      </p>
      {errorText && (
        <p id={`${id}-error`} className={f.errorText}>
          <AlertIcon width={14} height={14} />
          {errorText}
        </p>
      )}
    </fieldset>
  );
}
