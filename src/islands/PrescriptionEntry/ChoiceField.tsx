import type { Ref } from 'react';
import { prescriptionEntry } from 'styled-system/recipes';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useHydrated } from '../shared/use-hydrated';

/** A read-only box showing what was chosen, and the button that opens its picker (딜러 선택, 거래처 선택…). */
export function ChoiceField({
  id,
  label,
  value,
  placeholder,
  buttonLabel,
  onPick,
  error,
  disabled,
  buttonDisabled,
  inputRef,
}: {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  buttonLabel: string;
  onPick?: () => void;
  error?: string;
  disabled?: boolean;
  /** The button alone is disabled (거래처 선택 until a dealer is chosen). */
  buttonDisabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const s = prescriptionEntry();
  const hydrated = useHydrated();
  return (
    <div className={s.choiceRow}>
      <TextField id={id} label={label} value={value} placeholder={placeholder} readOnly errorText={error} ref={inputRef} />
      {onPick ? (
        <Button type="button" variant="outline" tone="brand" onClick={onPick} disabled={!hydrated || disabled || buttonDisabled}>
          {buttonLabel}
        </Button>
      ) : null}
    </div>
  );
}
