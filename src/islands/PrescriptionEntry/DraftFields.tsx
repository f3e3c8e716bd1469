import { lazy, Suspense, useState, type RefObject } from 'react';
import { prescriptionEntry, field } from 'styled-system/recipes';
import { latestPrescriptionMonth, monthLabel } from '../../lib/months';
import { MonthSelect } from '../../ui/MonthSelect';
import { ChoiceField } from './ChoiceField';
import { withDealer, type PrescriptionDraft, type PrescriptionErrors } from './draft';

// The pickers load when first opened: their dialogs are not part of the first visit.
const DealerPicker = lazy(() => import('./DealerPicker').then((m) => ({ default: m.DealerPicker })));
const PartnerPicker = lazy(() => import('./PartnerPicker').then((m) => ({ default: m.PartnerPicker })));

/** The controls that take the focus when their field is wrong. */
export interface DraftFocus {
  dealer: RefObject<HTMLInputElement | null>;
  month: RefObject<HTMLSelectElement | null>;
  partner: RefObject<HTMLInputElement | null>;
}

/**
 * The rows an EDI record is made of: 딜러명 (with its picker), 정산월 (this month, fixed), 처방월 (up to the month before),
 * 거래처명 (with its picker, open once a dealer is chosen). Read-only shows the values without buttons.
 */
export function DraftFields({
  idPrefix,
  draft,
  onChange,
  settlementMonth,
  errors,
  dealerRef,
  monthRef,
  partnerRef,
  readOnly,
  disabled,
  changeLabels,
}: {
  idPrefix: string;
  draft: PrescriptionDraft;
  onChange: (draft: PrescriptionDraft) => void;
  settlementMonth: string;
  errors: PrescriptionErrors;
  dealerRef: DraftFocus['dealer'];
  monthRef: DraftFocus['month'];
  partnerRef: DraftFocus['partner'];
  readOnly?: boolean;
  disabled?: boolean;
  /** 딜러 변경 / 거래처 변경 (the detail) instead of 딜러 선택 / 거래처 선택. */
  changeLabels?: boolean;
}) {
  const s = prescriptionEntry();
  const f = field();
  const [picker, setPickerState] = useState<'dealer' | 'partner' | null>(null);
  // A picker stays mounted once opened, so closing it can hand the focus back to its button.
  const [seen, setSeen] = useState({ dealer: false, partner: false });
  const setPicker = (which: 'dealer' | 'partner') => {
    setSeen((was) => ({ ...was, [which]: true }));
    setPickerState(which);
  };
  const close = () => setPickerState(null);
  return (
    <>
      <ChoiceField
        id={`${idPrefix}-dealer`}
        label="딜러명"
        value={draft.dealer?.label ?? ''}
        placeholder="딜러를 선택해 주세요"
        buttonLabel={changeLabels ? '딜러 변경' : '딜러 선택'}
        onPick={readOnly ? undefined : () => setPicker('dealer')}
        error={errors.dealer}
        disabled={disabled}
        inputRef={dealerRef}
      />
      <div className={f.root}>
        <span className={f.label}>정산월</span>
        <span className={s.staticValue}>{monthLabel(settlementMonth)}</span>
      </div>
      {readOnly ? (
        <div className={f.root}>
          <span className={f.label}>처방월</span>
          <span className={s.staticValue}>{draft.month ? monthLabel(draft.month) : '-'}</span>
        </div>
      ) : (
        <MonthSelect
          id={`${idPrefix}-month`}
          label="처방월"
          value={draft.month}
          max={latestPrescriptionMonth(settlementMonth)}
          onChange={(month) => onChange({ ...draft, month })}
          errorText={errors.month}
          disabled={disabled}
          ref={monthRef}
        />
      )}
      <ChoiceField
        id={`${idPrefix}-partner`}
        label="거래처명"
        value={draft.partner?.label ?? ''}
        placeholder={draft.dealer ? '거래처를 선택해 주세요' : '딜러를 먼저 선택해 주세요'}
        buttonLabel={changeLabels ? '거래처 변경' : '거래처 선택'}
        onPick={readOnly ? undefined : () => setPicker('partner')}
        buttonDisabled={!draft.dealer}
        error={errors.partner}
        disabled={disabled}
        inputRef={partnerRef}
      />
      <Suspense fallback={null}>
        {seen.dealer ? (
          <DealerPicker
            open={picker === 'dealer'}
            onClose={close}
            currentId={draft.dealer?.id}
            onPick={(dealer) => onChange(withDealer(draft, dealer))}
          />
        ) : null}
        {seen.partner ? (
          <PartnerPicker
            open={picker === 'partner'}
            onClose={close}
            drugCompanyId={draft.dealer?.drugCompanyId ?? null}
            currentId={draft.partner?.id}
            onPick={(partner) => onChange({ ...draft, partner })}
          />
        ) : null}
      </Suspense>
    </>
  );
}
