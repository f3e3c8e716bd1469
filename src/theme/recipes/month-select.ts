import { defineSlotRecipe } from '@pandacss/dev';
import { selectChevron } from './shared';

// MonthSelect: a legend and two native selects (year, month) on the `input` box. `input` is a config recipe, whose
// layer beats slot recipes, so what this recipe changes on the select box carries `!`.
export const monthSelect = defineSlotRecipe({
  className: 'month-select',
  description: 'Light month picker: a year and a month native select with a legend, help and error text',
  slots: ['root', 'legend', 'controls', 'select', 'helperText', 'errorText'],
  base: {
    root: { border: 'none', m: 0, p: 0, minW: 0, display: 'grid', gap: '1.5' },
    legend: {
      textStyle: 'mediumText.M',
      color: 'fg.default',
      p: 0,
      mb: '1.5',
    },
    controls: { display: 'flex', gap: '2', flexWrap: 'wrap' },
    select: {
      w: 'auto!',
      minW: '8rem!',
      flex: '1 1 8rem',
      pe: '8!',
      cursor: 'pointer',
      ...Object.fromEntries(Object.entries(selectChevron(11)).map(([k, v]) => [k, `${v}!`])),
    },
    helperText: { textStyle: 'smallText.R', color: 'fg.muted', whiteSpace: 'normal', wordBreak: 'keep-all' },
    errorText: {
      textStyle: 'smallText.M',
      color: 'danger',
      whiteSpace: 'normal',
      wordBreak: 'keep-all',
      display: 'flex',
      gap: '1',
      alignItems: 'center',
    },
  },
});
