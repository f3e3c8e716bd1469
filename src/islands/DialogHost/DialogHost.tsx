import { useStore } from '@nanostores/react';
import { AlertDialog } from '../../ui';
import { $dialog, dismiss } from '../../stores/dialog';

/** Shows the dialog store's current dialog with the kit's AlertDialog (spec §4 semantics live in the store). */
export function DialogHost() {
  const dialog = useStore($dialog);
  if (!dialog) return null;
  return (
    <AlertDialog
      open
      type={dialog.type}
      title={dialog.title}
      message={dialog.message}
      onConfirm={() => dialog.close(true)}
      onCancel={() => (dialog.type === 'INFO' ? dismiss() : dialog.close(false))}
    />
  );
}
