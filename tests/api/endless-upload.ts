import { connect } from 'node:net';

// A client that uploads without listening: a chunked POST over a raw connection, written as fast as the connection
// takes it and never stopped by the answer (Node's http client stops writing once a Connection: close answer is in;
// a script's fetch and curl go on). What it measures is how far the server let it go.

const CHUNK = 64 * 1024;

/**
 * Sends up to `total` bytes (going quiet, the request still open, after `quietAfter`); answers the answer's status
 * (0: none came) and the bytes that went out before the connection closed.
 */
export async function endlessUpload(
  url: string,
  path: string,
  { headers = {}, total, quietAfter = total }: { headers?: Record<string, string>; total: number; quietAfter?: number },
): Promise<{ status: number; sent: number }> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let answer = '';
  socket.on('data', (data: Buffer) => {
    if (answer.length < 64) answer += data.toString('latin1');
  });
  socket.on('error', () => {}); // the cut
  const lines = Object.entries({ host: `${hostname}:${port}`, ...headers, 'transfer-encoding': 'chunked' });
  socket.write(`POST ${path} HTTP/1.1\r\n${lines.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`);
  const chunk = Buffer.concat([Buffer.from(`${CHUNK.toString(16)}\r\n`), Buffer.alloc(CHUNK, 0x61), Buffer.from('\r\n')]);
  let sent = 0;
  const pump = () => {
    while (sent < Math.min(total, quietAfter)) {
      sent += CHUNK;
      if (!socket.write(chunk)) return void socket.once('drain', pump);
    }
    if (sent >= total) socket.end('0\r\n\r\n');
  };
  pump();
  await new Promise((resolve) => socket.once('close', resolve));
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), sent };
}
