import { chooseProvider } from '../runtime/providers';
import { demoSmsProvider } from './demo-provider';

// Text messages (verification codes) behind a small interface: SMS_PROVIDER_MODULE's default export builds the real
// one; in demo mode without it the demo provider writes to the demo outbox (the log only notes a message went out).

export interface SmsProvider {
  readonly name: string;
  /** Sends one message to a dashed mobile number (`010-1234-5678`). Throws when the service refuses. */
  send(phoneNumber: string, text: string): Promise<void>;
}

let provider: Promise<SmsProvider> | null = null;

export function smsProvider(): Promise<SmsProvider> {
  if (!provider) {
    provider = chooseProvider<SmsProvider>('sms', demoSmsProvider);
    provider.catch(() => (provider = null));
  }
  return provider;
}
