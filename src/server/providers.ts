// External services (identity verification, SMS) sit behind small provider interfaces. A real provider is a module
// named by an environment variable whose default export builds it:
//   IDENTITY_PROVIDER_MODULE=/srv/portal/kmc-provider.mjs   → default export () => IdentityProvider (src/server/identity)
//   SMS_PROVIDER_MODULE=/srv/portal/sms-provider.mjs        → default export () => SmsProvider (src/server/sms)
// Without one, the built-in demo provider answers (a local 데모 본인인증 page; codes in the dev outbox).
// The demo providers refuse to serve a production deployment on a real database (NODE_ENV=production with
// DATABASE_URL) unless ALLOW_DEMO_PROVIDERS=1 says it is on purpose (a staging copy, a demo).

export type ProviderKind = 'identity' | 'sms';

const moduleVariable: Record<ProviderKind, string> = { identity: 'IDENTITY_PROVIDER_MODULE', sms: 'SMS_PROVIDER_MODULE' };

/** The module of the real provider, or null for the demo one. */
export function providerModule(kind: ProviderKind, env: NodeJS.ProcessEnv = process.env): string | null {
  return env[moduleVariable[kind]]?.trim() || null;
}

/** Why the demo provider of this kind may not run here, or null when it may. */
export function demoRefusal(kind: ProviderKind, env: NodeJS.ProcessEnv = process.env): string | null {
  if (providerModule(kind, env)) return null;
  if (env.NODE_ENV !== 'production' || !env.DATABASE_URL || env.ALLOW_DEMO_PROVIDERS === '1') return null;
  return (
    `The demo ${kind} provider does not run in production on a real database: set ${moduleVariable[kind]} ` +
    'to the real provider, or ALLOW_DEMO_PROVIDERS=1 to run the demo on purpose.'
  );
}

/** Throws when a demo provider would serve a production database (called once when the app is built). */
export function assertProvidersAllowed(env: NodeJS.ProcessEnv = process.env): void {
  const refusals = (['identity', 'sms'] as const).map((kind) => demoRefusal(kind, env)).filter(Boolean);
  if (refusals.length) throw new Error(refusals.join('\n'));
}

/** Are the demo providers serving (then the dev outbox and the demo page exist)? */
export const usesDemo = (kind: ProviderKind, env: NodeJS.ProcessEnv = process.env): boolean => !providerModule(kind, env);

/** Loads a real provider's module once; its default export builds the provider. */
export async function loadProviderModule<T>(path: string): Promise<T> {
  const loaded = (await import(/* @vite-ignore */ path)) as { default?: () => T | Promise<T> };
  if (typeof loaded.default !== 'function') throw new Error(`${path} has no default export that builds a provider`);
  return loaded.default();
}
