import { describe, expect, it } from 'vitest';
import { inReadingOrder } from './OcrPanel';

describe('corners clicked in any order', () => {
  it('come back top-left, top-right, bottom-right, bottom-left', () => {
    const tl = { x: 0.1, y: 0.1 };
    const tr = { x: 0.9, y: 0.12 };
    const br = { x: 0.88, y: 0.9 };
    const bl = { x: 0.12, y: 0.92 };
    for (const clicks of [
      [tl, tr, br, bl],
      [br, bl, tl, tr],
      [bl, tr, tl, br],
      [tr, tl, bl, br],
    ])
      expect(inReadingOrder(clicks)).toEqual([tl, tr, br, bl]);
  });
});
