import type { MouseEvent } from 'react';

/** A click that should stay in the page (not one that opens a new tab or window): the island handles it itself. */
export const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
