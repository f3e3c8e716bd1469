import type { Gender } from '../../api/enums';
import { chooseProvider } from '../runtime/providers';
import { demoIdentityProvider } from './demo-provider';

// Identity verification (KMC mobile verification) behind a small interface. The server keeps every verification in
// identity_verifications (results.ts); a provider only knows how to start one, what the popup shows, and how to read
// what its page posts back to POST /v1/kmc/auth/launch (the demo form, or the real service's return URL).

/** A person as the provider verified them. */
export interface VerifiedPerson {
  name: string;
  /** `yyyy-MM-dd`. */
  birthDate: string;
  gender: Gender;
  /** Dashed `010-1234-5678`. */
  phoneNumber: string;
}

export type IdentityOutcome = { status: 'SUCCESS'; person: VerifiedPerson } | { status: 'FAIL' };

/** A posted answer: the verification's outcome, or a page asking again (`retry`, e.g. a typo in the demo form). */
export type ProviderReturn = { certNum: string; outcome: IdentityOutcome } | { certNum: string; retry: (action: string) => Response };

export interface IdentityProvider {
  /** Stored with each verification (e.g. `demo`, `kmc`). */
  readonly name: string;
  /** The provider's token for a new verification (KMC: the encrypted trCert the popup posts to the service). */
  start(certNum: string): Promise<{ trCert: string }>;
  /** The popup's page for a pending verification (`action` is where its answer is posted back). */
  launchPage(input: { certNum: string; action: string }): Response;
  /** What the provider's page posted back; null when the post is not readable. */
  readReturn(form: FormData): Promise<ProviderReturn | null>;
}

let provider: Promise<IdentityProvider> | null = null;

/** The provider of this process: IDENTITY_PROVIDER_MODULE's, or the demo one. */
export function identityProvider(): Promise<IdentityProvider> {
  if (!provider) {
    provider = chooseProvider<IdentityProvider>('identity', demoIdentityProvider);
    provider.catch(() => (provider = null));
  }
  return provider;
}
