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
