import type { MouseEvent } from 'react';

/** A click that opens the link here (not in a new tab or window): the island then shows the state without a reload. */
export const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
