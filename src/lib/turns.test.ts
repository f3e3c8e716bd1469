import { describe, expect, it } from 'vitest';
import { createTurns } from './turns';

describe('createTurns', () => {
  it('runs at most `atOnce` at a time, lets `waiting` wait in order and refuses one more', async () => {
    const inTurn = createTurns(1, 2, () => new Error('busy'));
    const order: string[] = [];
    let release!: () => void;
    const first = inTurn(() => new Promise<void>((resolve) => (release = resolve)).then(() => order.push('a')));
    const second = inTurn(async () => order.push('b'));
    const third = inTurn(async () => order.push('c'));
    await expect(inTurn(async () => order.push('d'))).rejects.toThrow('busy');
    release();
    await Promise.all([first, second, third]);
    expect(order).toEqual(['a', 'b', 'c']);
    // The line is free again.
    await expect(inTurn(async () => 'e')).resolves.toBe('e');
  });

  it('frees the place of work that failed', async () => {
    const inTurn = createTurns(1, 0, () => new Error('busy'));
    await expect(inTurn(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(inTurn(async () => 1)).resolves.toBe(1);
  });
});
