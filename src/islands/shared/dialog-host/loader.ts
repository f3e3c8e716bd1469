import { $dialog } from '../../../stores/dialog';
import { reloadOnce } from '../../../lib/chunk-reload';

// The dialog host is React; pages that never open a dialog never download it.
let mounting: Promise<unknown> | undefined;

export function watchDialogs() {
  $dialog.subscribe((state) => {
    if (!state || mounting) return;
    mounting = import('./mount').then((m) => m.mountDialogHost()).catch(() => reloadOnce());
  });
}
