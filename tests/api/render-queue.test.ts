import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { renderQueue } from '../../scripts/serve/render-queue.mjs';

// A response stand-in: closes on demand, or is destroyed (its client went away).
const response = () => Object.assign(new EventEmitter(), { destroyed: false });

describe('renderQueue', () => {
  it('runs at most `limit` at once, the rest in order as slots free up, and skips a request whose client left', () => {
    const slot = renderQueue(2);
    const started: number[] = [];
    const res = [response(), response(), response(), response(), response()];
    res.forEach((r, i) => slot({}, r, () => started.push(i)));
    expect(started).toEqual([0, 1]);
    res[2]!.destroyed = true;
    res[0]!.emit('close');
    expect(started).toEqual([0, 1, 3]);
    res[1]!.emit('close');
    res[3]!.emit('close');
    expect(started).toEqual([0, 1, 3, 4]);
    res[4]!.emit('close');
    const later = response();
    slot({}, later, () => started.push(5));
    expect(started).toEqual([0, 1, 3, 4, 5]);
  });
});
