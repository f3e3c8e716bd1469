import { Field as ArkField } from '@ark-ui/react/field';
import { cx } from 'styled-system/css';
import { input, noticeEditor } from 'styled-system/recipes';
import { Field } from '../../ui/TextField';
import { TextField } from '../../ui/TextField';
import { ExposureRange, noticeCategories, NoticeType, PORTAL_SOURCE_LABEL } from '../../api/enums';
import { NAME_MAX } from '../../api/schema/limits';
import type { NoticeDraft, NoticeErrors } from './notice-draft';

// The notice's properties: category, source company, exposure range and pinning. Native select, radios and checkbox
// on the kit's looks: the Ark Select, RadioGroup and Checkbox put the form 21 KiB over its 250 KiB budget together
// with the rich-text editor.

const s = noticeEditor();
const audience = (r: ExposureRange) => (r === 'ALL' ? '전체 회원' : `${ExposureRange.label(r)} 회원`);

export function NoticeProperties({
  draft,
  initialDrugCompany,
  drugCompanies,
  errors,
  change,
}: {
  draft: NoticeDraft;
  initialDrugCompany: string;
  drugCompanies: string[];
  errors: NoticeErrors;
  change: <K extends keyof NoticeDraft>(key: K, value: NoticeDraft[K]) => void;
}) {
  return (
    <div className={s.properties}>
      <div data-field="noticeType">
        <Field label="공지 분류" required errorText={errors.noticeType}>
          <ArkField.Select
            className={cx(input(), s.select)}
            name="noticeType"
            value={draft.noticeType ?? ''}
            onChange={(e) => change('noticeType', (e.target.value || null) as NoticeType | null)}
          >
            <option value="">분류를 선택해 주세요</option>
            {noticeCategories.map((t) => (
              <option key={t} value={t}>
                {NoticeType.label(t)}
              </option>
            ))}
          </ArkField.Select>
        </Field>
      </div>
      <div data-field="drugCompany">
        <TextField
          label="제약사"
          name="drugCompany"
          list="notice-drug-companies"
          maxLength={NAME_MAX}
          autoComplete="off"
          defaultValue={initialDrugCompany}
          placeholder={`비워 두면 ${PORTAL_SOURCE_LABEL} 공지`}
          helpText="목록에서 고르거나 직접 입력해 주세요."
          onChange={(e) => change('drugCompany', e.target.value)}
          errorText={errors.drugCompany}
        />
        <datalist id="notice-drug-companies">
          {drugCompanies.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
      <fieldset className={s.choices}>
        <legend className={s.legend}>노출 범위</legend>
        {ExposureRange.values.map((r) => (
          <label key={r} className={s.choice}>
            <input
              type="radio"
              name="exposureRange"
              value={r}
              checked={draft.exposureRange === r}
              onChange={() => change('exposureRange', r)}
            />
            {audience(r)}
          </label>
        ))}
      </fieldset>
      <div className={s.choices}>
        <span className={s.legend} aria-hidden="true">
          고정
        </span>
        <label className={s.choice}>
          <input type="checkbox" name="fixedTop" checked={draft.fixedTop} onChange={(e) => change('fixedTop', e.target.checked)} />
          상단 고정 (목록 맨 위에 표시)
        </label>
      </div>
    </div>
  );
}
