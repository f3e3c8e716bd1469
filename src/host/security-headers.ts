import { createHash } from 'node:crypto';

// Browser hardening headers. The Content-Security-Policy of a page is written by Astro (astro.config.mjs,
// `security.csp`): 'self' plus the hashes of the scripts Astro bundles and of the inline scripts listed in
// src/lib/inline-scripts.ts, never 'unsafe-inline' for scripts. Styles allow 'unsafe-inline' because React islands
// write style attributes. The other headers are added to every response by scripts/serve/start.mjs.

/** CSP directives besides script-src and style-src (those two are Astro's). */
export const cspDirectives = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
] as const;

export const styleSources = ["'self'", "'unsafe-inline'"] as const;

/** CSP of a build file opened on its own (an SVG image): nothing runs, nothing loads. */
export const staticFileCsp = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/** The CSP source of an inline script: the base64 SHA-256 of its exact text. */
export const scriptHash = (code: string): `sha256-${string}` => `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;

/** Powerful features the portal never uses are switched off for it and for anything it embeds. */
export const permissionsPolicy = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'midi', 'browsing-topics']
  .map((feature) => `${feature}=()`)
  .join(', ');

/** One year, subdomains included: only ever sent over https, so a plain-http instance never pins itself. */
export const HSTS = 'max-age=31536000; includeSubDomains';

const plainHeaders: Readonly<Record<string, string>> = Object.freeze({
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': permissionsPolicy,
});
const httpsHeaders: Readonly<Record<string, string>> = Object.freeze({ ...plainHeaders, 'strict-transport-security': HSTS });

/** Headers for every response (built once); Strict-Transport-Security only when the client's connection is https. */
export function securityHeaders(https: boolean): Readonly<Record<string, string>> {
  return https ? httpsHeaders : plainHeaders;
}

/**
 * Did the client reach us over https? A TLS socket says so; behind a proxy (TRUST_PROXY=1) its first
 * X-Forwarded-Proto entry does. Without TRUST_PROXY the header is the client's word and is ignored.
 */
export function isHttps(encrypted: boolean, forwardedProto: string | undefined, trustProxy = process.env.TRUST_PROXY === '1'): boolean {
  if (encrypted) return true;
  return trustProxy && forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}
