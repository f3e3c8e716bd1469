import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False in the server render and while hydrating, true once the island runs. Controls stay disabled until then, so a
 * click or a keystroke before React has taken over the page is never silently undone by hydration.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
