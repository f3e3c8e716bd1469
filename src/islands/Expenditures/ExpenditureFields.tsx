import { Field as ArkField } from '@ark-ui/react/field';
import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { expenditureLog, input, nativeSelect } from 'styled-system/recipes';
import { ExpenditureKind } from '../../api/compliance-enums';
import { NAME_MAX } from '../../api/schema/limits';
import { EXPENDITURE_NOTE_MAX, EXPENDITURE_RECIPIENTS_MAX, PRODUCT_NAME_MAX } from '../../api/schema/records-limits';
import type { Day } from '../../lib/compliance-rules';
import { formatMoney, formatNumber } from '../../lib/format';
import { DatePicker } from '../../ui/DatePicker';
import { Textarea } from '../../ui/Textarea';
import { Field, TextField, useFieldDescribedBy } from '../../ui/TextField/TextField';
import { asksCaseCount, asksItemAmount, digits, splitNames, type ExpenditureErrors, type ExpenditureForm } from './expenditure-form';
import { LimitHelp } from './LimitHelp';

export interface ExpenditureFieldsProps {
  form: ExpenditureForm;
  errors: ExpenditureErrors;
  today: Day;
  idOf: (field: string) => string;
  set: <K extends keyof ExpenditureForm>(key: K, value: ExpenditureForm[K]) => void;
  /** Shown under the figures (the limits the entry would break). */
  preview?: ReactNode;
}

const s = expenditureLog();

/** The kind as a native select inside the kit's field frame (label, help and error wired by Ark Field). */
function KindSelect({ value, onChange }: { value: ExpenditureKind; onChange: (kind: ExpenditureKind) => void }) {
  const describedBy = useFieldDescribedBy();
  return (
    <ArkField.Select
      className={cx(input({ size: 'md' }), nativeSelect())}
      aria-describedby={describedBy}
      value={value}
      onChange={(e) => onChange(e.target.value as ExpenditureKind)}
    >
      {ExpenditureKind.values.map((kind) => (
        <option key={kind} value={kind}>
          {ExpenditureKind.label(kind)}
        </option>
      ))}
    </ArkField.Select>
  );
}

/** A money figure as the help under its field: 「300,000원 · 1인당 150,000원」. */
const wonHelp = (text: string, per?: { count: number; label: string }) => {
  if (!text) return undefined;
  const won = Number(text);
  return per && per.count > 0 ? `${formatMoney(won)} · ${per.label} ${formatMoney(Math.round(won / per.count))}` : formatMoney(won);
};

/**
 * The fields of an entry: when, what kind (its limits shown beside it), where, who and how many, how much, and for a
 * briefing the items or souvenirs per person, for a survey the case reports; then product and note.
 */
export function ExpenditureFields({ form, errors, today, idOf, set, preview }: ExpenditureFieldsProps) {
  const names = splitNames(form.recipients);
  const count = Number(form.recipientCount) || names.length;
  const cases = Number(form.caseCount);
  return (
    <>
      <div className={s.pair}>
        <DatePicker
          id={idOf('date')}
          label="지출일"
          required
          max={today}
          value={form.date}
          errorText={errors.date}
          onValueChange={(v) => set('date', v)}
        />
        <Field id={idOf('kind')} label="유형" required errorText={errors.kind}>
          <KindSelect value={form.kind} onChange={(kind) => set('kind', kind)} />
        </Field>
      </div>
      <LimitHelp id={idOf('limits')} kind={form.kind} />
      <TextField
        id={idOf('institutionName')}
        label="요양기관"
        required
        maxLength={NAME_MAX}
        placeholder="예: 서울내과의원"
        value={form.institutionName}
        errorText={errors.institutionName}
        onChange={(e) => set('institutionName', e.target.value)}
      />
      <Textarea
        id={idOf('recipients')}
        label="받은 사람 (선택)"
        rows={2}
        placeholder="예: 김서윤, 박도현"
        value={form.recipients}
        errorText={errors.recipients}
        helpText={`이름을 쉼표나 줄바꿈으로 나눠 적어 주세요 (${EXPENDITURE_RECIPIENTS_MAX}명까지). ${names.length ? `${names.length}명 입력됨.` : ''}`}
        onChange={(e) => set('recipients', e.target.value)}
      />
      <div className={s.pair}>
        <TextField
          id={idOf('recipientCount')}
          label="인원"
          required
          inputMode="numeric"
          maxLength={5}
          placeholder={names.length ? String(names.length) : undefined}
          value={form.recipientCount}
          errorText={errors.recipientCount}
          helpText={
            form.recipientCount
              ? `${formatNumber(Number(form.recipientCount))}명`
              : names.length
                ? `비워 두면 ${names.length}명`
                : '받은 사람 수'
          }
          onChange={(e) => set('recipientCount', digits(e.target.value).slice(0, 5))}
        />
        <TextField
          id={idOf('amount')}
          label="금액 (원)"
          required
          inputMode="numeric"
          maxLength={10}
          value={form.amount}
          errorText={errors.amount}
          helpText={
            wonHelp(form.amount, form.kind === 'SURVEY' ? { count: cases, label: '증례당' } : { count, label: '1인당' }) ??
            '세금·봉사료를 뺀 금액'
          }
          onChange={(e) => set('amount', digits(e.target.value))}
        />
      </div>
      {asksItemAmount(form.kind) ? (
        <TextField
          id={idOf('itemAmount')}
          label={form.kind === 'BRIEFING_SINGLE' ? '1인 판촉물 금액 (원, 선택)' : '1인 기념품 금액 (원, 선택)'}
          inputMode="numeric"
          maxLength={10}
          value={form.itemAmount}
          errorText={errors.itemAmount}
          helpText={wonHelp(form.itemAmount) ?? '한 사람에게 준 판촉물·기념품의 금액'}
          onChange={(e) => set('itemAmount', digits(e.target.value))}
        />
      ) : null}
      {asksCaseCount(form.kind) ? (
        <TextField
          id={idOf('caseCount')}
          label="증례 수"
          required
          inputMode="numeric"
          maxLength={5}
          value={form.caseCount}
          errorText={errors.caseCount}
          helpText="사례비를 지급한 증례보고서 건수"
          onChange={(e) => set('caseCount', digits(e.target.value).slice(0, 5))}
        />
      ) : null}
      {preview}
      <TextField
        id={idOf('productName')}
        label="제품 (선택)"
        maxLength={PRODUCT_NAME_MAX}
        value={form.productName}
        errorText={errors.productName}
        onChange={(e) => set('productName', e.target.value)}
      />
      <Textarea
        id={idOf('note')}
        label="비고 (선택)"
        rows={2}
        maxLength={EXPENDITURE_NOTE_MAX}
        value={form.note}
        errorText={errors.note}
        onChange={(e) => set('note', e.target.value)}
      />
    </>
  );
}
