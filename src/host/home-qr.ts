import { logger } from './server';

// The two QR codes of the home hero, one setting each (per deployment): signed out, the landing-page code; signed in,
// the app code. Without a setting (the demo) they lead to this portal itself, which works on a phone: its home, and
// its login page. A value must be an absolute http(s) address; anything else is ignored (with one warning), so a
// typo can never print a code that leads nowhere or to a script.

export interface HomeQrCodes {
  /** Signed out: the landing page (HOME_LANDING_QR_URL). */
  landing: string;
  /** Signed in: the app (HOME_APP_QR_URL). */
  app: string;
}

export const homeQrSettings = { landing: 'HOME_LANDING_QR_URL', app: 'HOME_APP_QR_URL' } as const;

const warned = new Set<string>();

function absoluteHttp(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function setting(name: string, value: string | undefined, fallback: string): string {
  const url = absoluteHttp(value);
  if (url) return url;
  if (value?.trim() && !warned.has(name)) {
    warned.add(name);
    logger.warn({ setting: name }, `${name} is not an absolute http(s) address: the home QR code uses ${fallback}`);
  }
  return fallback;
}

/** The addresses the home's QR codes carry; `origin` is this portal's (the request's) origin. */
export function homeQrCodes(origin: string, env: NodeJS.ProcessEnv = process.env): HomeQrCodes {
  return {
    landing: setting(homeQrSettings.landing, env[homeQrSettings.landing], new URL('/', origin).href),
    app: setting(homeQrSettings.app, env[homeQrSettings.app], new URL('/login', origin).href),
  };
}
