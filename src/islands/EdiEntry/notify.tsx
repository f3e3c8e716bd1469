import { lazy, Suspense, useCallback, useState } from 'react';

// Toasts load with the first one: the kit's Toaster (Ark) is not part of the first visit.
const Toaster = lazy(() => import('../../ui/Toast').then((m) => ({ default: m.Toaster })));

export type Notify = (type: 'success' | 'error', title: string) => void;

/** `notify` queues a toast; `host` renders the toaster once one was asked for. */
export function useNotify(): { notify: Notify; host: React.ReactNode } {
  const [on, setOn] = useState(false);
  const notify = useCallback<Notify>((type, title) => {
    setOn(true);
    void import('../../ui/Toast').then((m) => m.toaster.create({ type, title }));
  }, []);
  return {
    notify,
    host: on ? (
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    ) : null,
  };
}
