import { field } from 'styled-system/recipes';
import { AlertIcon } from '../../../ui/icons';

const f = field();

/** The line under a file field: its error (announced) when there is one, else its help. `id` is the field's describedBy. */
export function FieldNote({ id, error, help }: { id: string; error: string | null | undefined; help: string }) {
  return error ? (
    <p id={id} className={f.errorText} role="alert">
      <AlertIcon width={14} height={14} />
      {error}
    </p>
  ) : (
    <p id={id} className={f.helperText}>
      {help}
    </p>
  );
}
