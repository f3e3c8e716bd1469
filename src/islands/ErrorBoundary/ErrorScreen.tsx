import { css } from 'styled-system/css';
import { encodeErrorText, ERROR_SCREEN_TEXT } from '../../lib/error-text';

/** The error screen, shared by the 500 page and island error boundaries. */
export function ErrorScreen({ error, reference }: { error: unknown; reference?: string }) {
  return (
    <section role="alert" className={css({ py: '12', px: '4', textAlign: 'center', display: 'grid', gap: '3', justifyItems: 'center' })}>
      <p className={css({ textStyle: 'heading5.B', whiteSpace: 'normal' })}>{ERROR_SCREEN_TEXT}</p>
      <p className={css({ textStyle: 'smallText.R', color: 'fg.muted', fontFamily: 'mono', wordBreak: 'break-all', whiteSpace: 'normal', maxW: '720px' })}>
        오류: {encodeErrorText(error, reference)}
      </p>
    </section>
  );
}
