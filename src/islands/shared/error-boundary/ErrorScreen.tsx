import { errorScreen } from 'styled-system/recipes';
import { encodeErrorText, ERROR_SCREEN_TEXT, supportLine } from '../../../lib/error-text';

/** The error screen, shared by the 500 page and island error boundaries. */
export function ErrorScreen({ error, reference }: { error: unknown; reference?: string }) {
  const s = errorScreen();
  return (
    <section role="alert" className={s.root}>
      <p className={s.title}>{ERROR_SCREEN_TEXT}</p>
      {reference && <p className={s.detail}>{supportLine(reference)}</p>}
      <p className={s.detail}>오류: {encodeErrorText(error, reference)}</p>
    </section>
  );
}
