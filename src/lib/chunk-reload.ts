// A failed dynamic module load (a stale deployment) reloads the page, once.
const KEY = 'chunkReloadAt';

export const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError/i.test(
    `${error.name} ${error.message}`,
  );

/** Reloads unless this page already did so in the last 10 seconds (no reload loop). */
export function reloadOnce(): boolean {
  const last = Number(sessionStorage.getItem(KEY) ?? 0);
  if (Date.now() - last < 10_000) return false;
  sessionStorage.setItem(KEY, String(Date.now()));
  location.reload();
  return true;
}

export function reloadOnceOnChunkError() {
  addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadOnce();
  });
  addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadOnce();
  });
}
