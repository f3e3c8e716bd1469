import { defineSlotRecipe } from '@pandacss/dev';

// The console's confirm dialogs: what will happen, the fields the action asks (a reason, a date), and the server's
// refusal in its own words, stacked; Korean lines break between words.
export const consoleDialog = defineSlotRecipe({
  className: 'console-dialog',
  description: 'Console confirm dialogs: the message, the fields and the refusal',
  slots: ['body', 'error'],
  base: {
    body: { display: 'grid', gap: '3', textStyle: 'mediumText.R', whiteSpace: 'normal', wordBreak: 'keep-all' },
    error: { textStyle: 'smallText.M', color: 'danger.fg', whiteSpace: 'normal' },
  },
});
