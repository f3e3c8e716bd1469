import { lazy, Suspense, useSyncExternalStore } from 'react';

// The kit's toasts (Ark Toast, ≈ 10 KiB gzip) loaded the first time an island shows one, not with the page: a form
// island's first visit stays within its budget, and the toast arrives a moment after the action it answers.

export interface ToastRequest {
  type: 'success' | 'error' | 'info';
  title: string;
  description?: string;
}

const KitToaster = lazy(() => import('../../ui/Toast').then((m) => ({ default: m.Toaster })));
let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows a toast: mounts the toaster of `ToasterOnDemand` and queues the toast (the toaster shows what is queued). */
export async function toast(request: ToastRequest) {
  const { toaster } = await import('../../ui/Toast');
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
  toaster.create(request);
}

/** Place once in an island that calls `toast()`; renders nothing until the first toast. */
export function ToasterOnDemand() {
  const on = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return on ? (
    <Suspense fallback={null}>
      <KitToaster />
    </Suspense>
  ) : null;
}
