// A line for costly work: at most `atOnce` run at a time, at most `waiting` wait in order, and one more is refused at
// once with `refuse()` (the server answers it 503 with Retry-After) instead of piling up memory and time.

export function createTurns(atOnce: number, waiting: number, refuse: () => Error) {
  let running = 0;
  const line: (() => void)[] = [];
  return function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running >= atOnce && line.length >= waiting) return Promise.reject(refuse());
    const turn = running < atOnce ? ((running += 1), Promise.resolve()) : new Promise<void>((resolve) => line.push(resolve));
    return turn.then(work).finally(() => {
      // A finished piece of work hands its place straight to the next in line.
      const next = line.shift();
      if (next) next();
      else running -= 1;
    });
  };
}

/** Why `take` found no place: every place is held, or the key holds all of its own. */
export type GateRefusal = 'FULL' | 'KEY_FULL';

/**
 * Places for work that keeps running after it is handed out (a download that streams while the client reads it): at
 * most `atOnce` held in all and `perKey` by one key, nobody waits. `take` answers the place, to give back once with
 * `release` (again is a no-op, so every way a download can end may call it), or why there is none; a key at its own
 * limit is told so first, as waiting would not help it.
 */
export function createGate<K>(atOnce: number, perKey: number) {
  let held = 0;
  const byKey = new Map<K, number>();
  return {
    take(key: K): { release: () => void } | GateRefusal {
      const mine = byKey.get(key) ?? 0;
      if (mine >= perKey) return 'KEY_FULL';
      if (held >= atOnce) return 'FULL';
      held += 1;
      byKey.set(key, mine + 1);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          held -= 1;
          const left = (byKey.get(key) ?? 1) - 1;
          if (left > 0) byKey.set(key, left);
          else byKey.delete(key);
        },
      };
    },
    /** Places held now. */
    held: () => held,
  };
}
