import { expect, fn, waitFor, within } from 'storybook/test';
import { $dialog } from '../../stores/dialog';
import type { ExpendituresProps } from './Expenditures';
import { ledger, today } from './story-fixtures';

// What the stories of the whole page share: its props on the fixtures' day, the URL given back after each story, and
// how a story finds the list, an entry and the answer to a question.

export const pageArgs = () =>
  ({
    today,
    initialState: { year: 2026, page: 1 },
    initialData: ledger,
    path: '/compliance/expenditures',
    notify: fn(),
  }) satisfies ExpendituresProps;

/** The year and page write the URL: give the story's frame its own address back afterwards. */
export const keepUrl = () => {
  const url = location.href;
  return () => history.replaceState(null, '', url);
};

type Canvas = ReturnType<typeof within>;
export const list = (canvas: Canvas): HTMLElement => canvas.getByRole('table', { name: '지출 기록' });
/** An entry's <tbody> (its row and the line of warnings and corrections under it). */
export const entryOf = (canvas: Canvas, id: number) => list(canvas).querySelector(`tbody[data-entry="${id}"]`) as HTMLElement;
export const rowCount = (canvas: Canvas) => list(canvas).querySelectorAll('tbody[data-entry]').length;

/** Answers the question of the dialog store once it asks `text`. */
export async function answer(text: string, yes: boolean) {
  await waitFor(() => expect($dialog.get()?.message).toContain(text));
  $dialog.get()!.close(yes);
}
