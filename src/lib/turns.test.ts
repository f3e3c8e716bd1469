import { describe, expect, it } from 'vitest';
import { createGate, createTurns } from './turns';

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

describe('createGate', () => {
  it('holds at most `atOnce` places and `perKey` a key, tells which limit refused, and frees a place once', () => {
    const gate = createGate<number>(2, 1);
    const a = gate.take(1);
    expect(typeof a).toBe('object');
    expect(gate.take(1)).toBe('KEY_FULL');
    const b = gate.take(2);
    expect(typeof b).toBe('object');
    expect(gate.take(3)).toBe('FULL');
    // A key at its own limit hears that first, even when every place is held.
    expect(gate.take(2)).toBe('KEY_FULL');
    (a as { release: () => void }).release();
    (a as { release: () => void }).release();
    expect(gate.held()).toBe(1);
    const c = gate.take(3);
    expect(typeof c).toBe('object');
    expect(gate.take(1)).toBe('FULL');
    (b as { release: () => void }).release();
    expect(typeof gate.take(1)).toBe('object');
  });
});
