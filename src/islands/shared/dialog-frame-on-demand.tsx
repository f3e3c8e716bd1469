import { lazy, Suspense, useState } from 'react';
import type { DialogFrameProps } from '../../ui/Dialog/DialogFrame';

// The kit's dialog frame (Ark's Dialog with its focus trap, dismissal and presence, 15–20 KiB gzip) loaded when the
// dialog first opens, not with the page: a screen whose dialogs wait for a click (a decision, a reason, an export) does
// not carry them on its first visit. Once opened it stays mounted, so it closes with its animation and opens again at
// once. Controlled dialogs only (`open`): a trigger inside the frame would not exist before the frame loads.

const Frame = lazy(() => import('../../ui/Dialog/DialogFrame').then((m) => ({ default: m.DialogFrame })));

export type DialogFrameOnDemandProps = Omit<DialogFrameProps, 'trigger' | 'defaultOpen'> & { open: boolean };

/** `DialogFrame`, rendered from the first time `open` is true. */
export function DialogFrameOnDemand(props: DialogFrameOnDemandProps) {
  const [opened, setOpened] = useState(props.open);
  // Derived state: set during render, so the frame mounts in the same pass that first asks for it.
  if (props.open && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <Frame {...props} />
    </Suspense>
  ) : null;
}
