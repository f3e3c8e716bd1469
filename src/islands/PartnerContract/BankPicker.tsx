import { lazy, Suspense, useState } from 'react';
import { partnerContract } from 'styled-system/recipes';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useHydrated } from '../shared/use-hydrated';

// The list loads when it is first opened: a first visit of the form does not carry it.
const InstitutionDialog = lazy(() => import('./InstitutionDialog').then((m) => ({ default: m.InstitutionDialog })));

export interface BankPickerProps {
  value: string | null;
  onValueChange: (name: string | null) => void;
  errorText?: string;
  disabled?: boolean;
  /** Open the list at once (stories). */
  defaultOpen?: boolean;
}

/** 정산은행: the chosen bank or brokerage and 은행 선택, which opens the searchable 기관선택 list (은행 / 증권사 tabs). */
export function BankPicker({ value, onValueChange, errorText, disabled, defaultOpen = false }: BankPickerProps) {
  const s = partnerContract();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(defaultOpen);
  const [loaded, setLoaded] = useState(defaultOpen);
  return (
    <div className={s.choiceRow}>
      <TextField
        id="bank-name"
        label="정산은행"
        name="bankName"
        required
        readOnly
        value={value ?? ''}
        placeholder="은행을 선택해 주세요."
        errorText={errorText}
        onClick={() => hydrated && !disabled && (setLoaded(true), setOpen(true))}
      />
      <Button
        type="button"
        variant="outline"
        tone="brand"
        disabled={!hydrated || disabled}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        은행 선택
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <InstitutionDialog
            open={open}
            current={value}
            onClose={() => setOpen(false)}
            onPick={(name) => {
              onValueChange(name);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
