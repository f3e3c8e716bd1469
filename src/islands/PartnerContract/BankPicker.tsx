import { Combobox, type ComboboxOption } from '../../ui/Combobox';
import { institutionKindLabel, institutions } from '../../api/institutions';

// 정산은행: the 32 banks and 29 brokerages a settlement can be paid to, searchable, grouped 은행 / 증권사.
const options: ComboboxOption[] = institutions.map((i) => ({ value: i.name, label: i.name, group: institutionKindLabel[i.kind] }));

export interface BankPickerProps {
  value: string | null;
  onValueChange: (name: string | null) => void;
  errorText?: string;
  disabled?: boolean;
}

/** The bank or brokerage a contract member's settlements are paid to: type to search, arrows and Enter to pick. */
export function BankPicker({ value, onValueChange, errorText, disabled }: BankPickerProps) {
  return (
    <Combobox
      label="정산은행"
      name="bankName"
      required
      options={options}
      value={value}
      onValueChange={onValueChange}
      placeholder="은행이나 증권사를 검색해 주세요"
      emptyText="찾는 은행이나 증권사가 없습니다."
      helpText="은행 32곳과 증권사 29곳 중에서 고를 수 있습니다."
      errorText={errorText}
      disabled={disabled}
    />
  );
}
