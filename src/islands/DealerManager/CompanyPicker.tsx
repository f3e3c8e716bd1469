import { useRef, type MouseEvent, type RefObject } from 'react';
import { dealerManager } from 'styled-system/recipes';
import { Combobox } from '../../ui/Combobox';
import { XIcon } from '../../ui/icons';
import type { DrugCompany } from '../../api/types';

export interface CompanyPickerProps {
  /** The member's drug companies (null: they could not be loaded). */
  companies: DrugCompany[] | null;
  chosen: DrugCompany[];
  onChange: (chosen: DrugCompany[]) => void;
  errorText?: string;
  /** Wraps the picker, so the form can focus its search box when the choice is missing. */
  ref?: RefObject<HTMLDivElement | null>;
}

const s = dealerManager();

/**
 * 거래제약사: a searchable picker (kit Combobox) that adds one company at a time, and the chosen ones as chips with a
 * remove button each. A chosen company leaves the picker's options; removing it puts it back.
 */
export function CompanyPicker({ companies, chosen, onChange, errorText, ref }: CompanyPickerProps) {
  const chosenIds = new Set(chosen.map((c) => c.id));
  const options = (companies ?? []).filter((c) => !chosenIds.has(c.id)).map((c) => ({ value: String(c.id), label: c.name }));
  const own = useRef<HTMLDivElement>(null);
  const box = ref ?? own;
  const add = (value: string | null) => {
    const company = companies?.find((c) => String(c.id) === value);
    if (company && !chosenIds.has(company.id)) onChange([...chosen, company]);
  };
  // The focus moves to the next chip's remove button (else the previous one's, else the search box), never to the page.
  const remove = (company: DrugCompany, event: MouseEvent<HTMLButtonElement>) => {
    const item = event.currentTarget.closest('li');
    const next = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector('button') ?? box.current?.querySelector('input');
    onChange(chosen.filter((x) => x.id !== company.id));
    next?.focus();
  };
  return (
    <div ref={box}>
      <Combobox
        label="거래제약사"
        required
        options={options}
        value={null}
        onValueChange={add}
        selectionBehavior="clear"
        placeholder={companies ? '제약사명을 검색해 선택하세요' : '제약사 목록을 불러오지 못했습니다'}
        emptyText={companies?.length === 0 ? '거래 중인 제약사가 없습니다.' : '검색 결과가 없습니다.'}
        helpText="여러 제약사를 고를 수 있습니다. 제약사마다 딜러가 하나씩 등록됩니다."
        errorText={errorText}
        disabled={!companies}
      />
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
    </div>
  );
}
