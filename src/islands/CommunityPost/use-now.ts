import { useSyncExternalStore } from 'react';

// The clock relative times count from: the server's render time while hydrating (so the markup matches), then the
// browser's, ticking every 30 seconds while a thread is on screen.

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

const tick = () => {
  now = Date.now();
  listeners.forEach((l) => l());
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(tick, 30_000);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

export const useNow = (serverNow: number) =>
  useSyncExternalStore(
    subscribe,
    () => now,
    () => serverNow,
  );
