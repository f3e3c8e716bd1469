import { isDemoMode } from './deployment-mode';

// External services (identity verification, SMS) sit behind small provider interfaces. A real provider is a module
// named by an environment variable whose default export builds it:
//   IDENTITY_PROVIDER_MODULE=/srv/portal/kmc-provider.mjs   → default export () => IdentityProvider (src/server/identity)
//   SMS_PROVIDER_MODULE=/srv/portal/sms-provider.mjs        → default export () => SmsProvider (src/server/sms)
// The built-in demo providers (a local 데모 본인인증 page; codes in the demo outbox) exist only in demo mode
// (deployment-mode.ts): outside it a missing module stops the server at start.

export type ProviderKind = 'identity' | 'sms';

const moduleVariable: Record<ProviderKind, string> = { identity: 'IDENTITY_PROVIDER_MODULE', sms: 'SMS_PROVIDER_MODULE' };

/** The module of the real provider, or null for the demo one. */
export function providerModule(kind: ProviderKind, env: NodeJS.ProcessEnv = process.env): string | null {
  return env[moduleVariable[kind]]?.trim() || null;
}

/** Does the demo provider of this kind answer here (demo mode, no real module named)? */
export const usesDemo = (kind: ProviderKind, env: NodeJS.ProcessEnv = process.env): boolean =>
  isDemoMode(env) && !providerModule(kind, env);

/** Throws when a kind has neither a real provider nor demo mode (called once when the app is built). */
export function assertProvidersAllowed(env: NodeJS.ProcessEnv = process.env): void {
  const missing = (['identity', 'sms'] as const).filter((kind) => !providerModule(kind, env) && !isDemoMode(env));
  if (missing.length)
    throw new Error(`${missing.map((k) => moduleVariable[k]).join(', ')} must name the real provider outside demo mode (DEMO_MODE=1).`);
}

/** Loads a real provider's module, or the demo one in demo mode. */
export async function chooseProvider<T>(kind: ProviderKind, demo: T): Promise<T> {
  const path = providerModule(kind);
  if (path) return loadProviderModule<T>(path);
  assertProvidersAllowed();
  return demo;
}

/** Loads a real provider's module once; its default export builds the provider. */
export async function loadProviderModule<T>(path: string): Promise<T> {
  const loaded = (await import(/* @vite-ignore */ path)) as { default?: () => T | Promise<T> };
  if (typeof loaded.default !== 'function') throw new Error(`${path} has no default export that builds a provider`);
  return loaded.default();
}
