// Page renders in flight are limited (RENDER_CONCURRENCY, default 16); the others wait their turn, in order. With 100
// new connections at once, 100 renders interleaved on the one event loop, every one of them holding its memory until
// all were done; some took 10 s (autocannon's time-out) while requests after them took half a second. In turn, the
// first are answered first and none waits longer than the queue ahead of it. Nothing is refused: a request only waits.
// A request whose client went away while it waited is skipped.

/** `(req, res, run)`: calls `run()` now or when a slot frees up; the slot is held until the response closes. */
export function renderQueue(limit = 16) {
  let active = 0;
  const waiting = [];
  const release = () => {
    for (;;) {
      const next = waiting.shift();
      if (!next) return void active--;
      if (!next.res.destroyed) return next.start();
    }
  };
  return (req, res, run) => {
    const start = () => {
      res.once('close', release);
      run();
    };
    if (active < limit) {
      active++;
      start();
    } else waiting.push({ res, start });
  };
}
