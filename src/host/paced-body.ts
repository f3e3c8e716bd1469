import type { ServerResponse } from 'node:http';

// A streamed answer (an audit pack, a settlement zip, a contract document, a stored file) goes out no faster than its
// client takes it. The adapter writes a response by reading its body chunk after chunk and handing each to Node
// without waiting for the socket (astro/app/node's writeResponse ignores what write() answers), so a client that read
// slowly or not at all had the whole body buffered in the server, and the body's source ended as soon as it was
// handed over: an audit pack gave its place in the export gate back while 50 MB of it still sat in memory. The HTTP
// server (scripts/serve/start.mjs) gives each /v1 answer a sink that tells whether the connection has taken what was
// written; the body is read from its source only when it has. Pages are not paced: they are rendered whole and small.

/** What the HTTP server tells of the connection an answer goes out on. */
export interface ResponseSink {
  /** True once the connection has taken what was written so far (at once when it has), false when it is gone. */
  ready(): Promise<boolean> | boolean;
}

/**
 * The sink of a Node response. Create it after anything that replaces `res.write` (the compression middleware), so
 * that what the write answers is the state of the whole path: with gzip, of the compressor's input.
 */
export function responseSink(res: ServerResponse): ResponseSink {
  let full = false;
  let gone = res.destroyed;
  let wake: ((taken: boolean) => void) | undefined;
  const write = res.write;
  res.write = function (this: ServerResponse, ...args: Parameters<ServerResponse['write']>) {
    const taken = write.apply(this, args);
    if (!taken) full = true;
    return taken;
  } as ServerResponse['write'];
  const settle = () => {
    full = false;
    wake?.(!gone);
    wake = undefined;
  };
  // One listener for the whole answer (with gzip, `res.on('drain')` is the compressor's; a once() there would stay).
  res.on('drain', settle);
  res.once('close', () => {
    gone = true;
    settle();
  });
  return {
    ready: () => (gone ? false : full ? new Promise<boolean>((resolve) => (wake = resolve)) : true),
  };
}

/**
 * The response with its body read from the source only as the sink takes it. A connection that went away cancels the
 * source (an answer whose client left before it began never reads its source at all).
 */
export function pacedBody(response: Response, sink: ResponseSink | undefined): Response {
  if (!sink || !response.body) return response;
  const source = response.body.getReader();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!(await sink.ready())) {
          await source.cancel();
          return controller.close();
        }
        const { value, done } = await source.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel: (reason) => source.cancel(reason),
    },
    // Nothing read ahead: a chunk is taken from the source only when the writer asks for one.
    { highWaterMark: 0 },
  );
  return new Response(body, response);
}
