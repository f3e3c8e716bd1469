import type { AppEnv } from '.';

// The address of the client behind a request, as rate limits key on it and as the portal passes it on to an external
// API: the peer of this server's socket (the host gives it: Astro's `clientAddress`), or, when TRUST_PROXY=1, the last
// X-Forwarded-For entry, the one our own proxy appended (the entries before it are whatever the client wrote). Never
// an entry the client chose.

/** The client's address from the socket's peer and the X-Forwarded-For header; null when neither says. */
export function clientAddressOf(
  peer: string | null | undefined,
  forwardedFor: string | null | undefined,
  trustProxy = process.env.TRUST_PROXY === '1',
): string | null {
  if (trustProxy) {
    const last = forwardedFor?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  return peer || null;
}

/** The client address of a /v1 request (rate limits, budgets). */
export function clientAddress(c: { env?: AppEnv['Bindings']; req: { header(name: string): string | undefined } }): string | null {
  return clientAddressOf(c.env?.clientAddress, c.req.header('x-forwarded-for'));
}
