import { useStore } from '@nanostores/react';
import { AlertDialog } from '../../../ui/Dialog';
import { $dialog } from '../../../stores/dialog';

/**
 * Shows the dialog store's current dialog with the kit's AlertDialog (the rules live in the store: an INFO dialog
 * resolves true however it closes).
 */
export function DialogHost() {
  const dialog = useStore($dialog);
  if (!dialog) return null;
  return (
    <AlertDialog
      key={dialog.id}
      open
      type={dialog.type}
      title={dialog.title}
      message={dialog.message}
      confirmLabel={dialog.confirmLabel}
      onConfirm={() => dialog.close(true)}
      onCancel={() => dialog.close(false)}
    />
  );
}
