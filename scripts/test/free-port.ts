import { createServer } from 'node:net';

/**
 * A loopback port free at this moment, for a server a test or a bench starts (the app, PostgreSQL): the system picks
 * one (port 0) and the probe lets it go at once. Another process may take it before the server listens, so two servers
 * started together ask for a port each and compare them.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
