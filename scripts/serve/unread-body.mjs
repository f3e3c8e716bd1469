// An answer can go out before its request's body has all arrived: a body refused for its size (413 with Connection:
// close) or an answer a route gives without reading the body (an upload refused for its type, its session, its
// quota). Node's HTTP server then closes the connection at once while the client is still sending, the client's next
// write meets a reset, and Node's fetch, curl and most scripts report EPIPE or ECONNRESET instead of the answer and its
// Korean message; on a kept-alive connection the unread rest stalls the connection instead. So the rest of the body is
// read and thrown away, at most DISCARD_MAX_BYTES or for DISCARD_MAX_MS, whichever comes first, and only then is the
// connection closed (or, kept alive, free for its next request). Past either bound it is cut: no client keeps the
// server reading for ever, and nothing of what is thrown away is held.

export const DISCARD_MAX_BYTES = 64 * 1024 * 1024;
export const DISCARD_MAX_MS = 10_000;

/**
 * Looks after the rest of `req`'s body once `res` is answered; call it as the request arrives. The bounds are options
 * for tests only.
 */
export function discardUnreadRest(req, res, { maxBytes = DISCARD_MAX_BYTES, maxMs = DISCARD_MAX_MS } = {}) {
  if (!('content-length' in req.headers) && !('transfer-encoding' in req.headers)) return;
  const socket = req.socket;
  let discarded;
  /** Reads the rest and drops it; resolves when the body ended or the connection is gone. */
  const discard = () =>
    (discarded ??= new Promise((resolve) => {
      let bytes = 0;
      const cut = () => socket.destroy();
      const timer = setTimeout(cut, maxMs);
      const read = () => {
        for (let chunk = req.read(); chunk !== null; chunk = req.read()) {
          bytes += chunk.length;
          if (bytes > maxBytes) return cut();
        }
      };
      const done = () => {
        clearTimeout(timer);
        req.off('readable', read);
        req.off('end', done);
        socket.off('close', done);
        resolve();
      };
      req.on('readable', read);
      req.once('end', done);
      socket.once('close', done);
      if (req.readableEnded || socket.destroyed) done();
      else read();
    }));
  // After an answer with Connection: close, Node's HTTP server closes the connection through socket.destroySoon(): for
  // this request that waits for the rest of the body first.
  const lingering = () => {
    restore();
    if (req.complete) socket.destroySoon();
    else void discard().then(() => socket.destroySoon());
  };
  const restore = () => {
    if (Object.hasOwn(socket, 'destroySoon') && socket.destroySoon === lingering) delete socket.destroySoon;
  };
  socket.destroySoon = lingering;
  res.once('finish', () => {
    restore();
    if (!req.complete) void discard();
  });
  res.once('close', restore);
}
