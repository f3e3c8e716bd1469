import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False in the server render and until the island has hydrated, then true. Buttons that only work with the island
 * (pickers, 등록) stay disabled until then, so an early click is never swallowed.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
