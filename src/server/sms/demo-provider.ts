import { maskedPhone } from '../../api/schema/member-rules';
import type { SmsProvider } from './provider';

// The demo SMS provider: nothing leaves the machine. Each message goes to the server log with the number masked, and
// to an outbox of the last OUTBOX_SIZE messages in this process that the dev-only page /dev/outbox lists for testers.
// The outbox hangs on globalThis so that the page and the API share it whichever bundle chunk loads this module.

const OUTBOX_SIZE = 50;

export interface OutboxMessage {
  at: Date;
  /** The number, masked like in the log (`010-****-5678`). */
  to: string;
  text: string;
}

const key = Symbol.for('medipanda.demoSmsOutbox');
const store = globalThis as typeof globalThis & { [key]?: OutboxMessage[] };

/** The newest messages first. */
export function outboxMessages(): readonly OutboxMessage[] {
  return [...(store[key] ?? [])].reverse();
}

export const demoSmsProvider: SmsProvider = {
  name: 'demo',
  send(to, text) {
    const box = (store[key] ??= []);
    box.push({ at: new Date(), to: maskedPhone(to), text });
    if (box.length > OUTBOX_SIZE) box.splice(0, box.length - OUTBOX_SIZE);
    if (!process.env.VITEST) console.log(`[sms:demo] ${maskedPhone(to)} ${text}`);
    return Promise.resolve();
  },
};

/**
 * Is the dev outbox page served? Only while the demo provider sends and the database is the embedded one: never on a
 * deployment with a real database, even one running the demo providers on purpose (codes then stay in the log).
 */
export function outboxServed(env: NodeJS.ProcessEnv = process.env): boolean {
  return !env.SMS_PROVIDER_MODULE?.trim() && !env.DATABASE_URL;
}
