import type { MemberDetails } from '../api/types';

interface PageContext {
  locals: App.Locals;
  url: URL;
}

/**
 * The signed-in member of a page the route table opens to members only. The middleware has already sent everyone
 * else to /login, so a missing session means the page is not declared as a member route: fail loudly instead of
 * rendering a page for nobody.
 */
export function requireSession({ locals, url }: PageContext): MemberDetails {
  const session = locals.session;
  if (!session) {
    throw new Error(`${url.pathname} needs a signed-in member, but it is not a member route in src/lib/route-rules.ts.`);
  }
  return session;
}
