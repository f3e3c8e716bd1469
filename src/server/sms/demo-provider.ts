import { maskedPhone } from '../../api/schema/member-rules';
import { logger } from '../log/logger';
import type { SmsProvider } from './provider';

// The demo SMS provider: nothing leaves the machine. Each message goes (its number masked) to an outbox of the last
// OUTBOX_SIZE messages in this process that the dev-only page /dev/outbox lists for testers; the log only notes that a
// message went out (never the number or the text, which holds a code). The outbox hangs on globalThis so that the
// page and the API share it whichever bundle chunk loads this module.

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
    // The log says that a message went out, never to whom or what it said (it holds a code): testers read /dev/outbox.
    logger.info({ provider: 'demo', outbox: outboxServed() ? '/dev/outbox' : null }, 'SMS sent');
    return Promise.resolve();
  },
};

/**
 * Is the dev outbox page served? Only while the demo provider sends, on the embedded database or on a real one that
 * runs the demo providers on purpose (ALLOW_DEMO_PROVIDERS=1: a staging copy, whose testers have no other way to read
 * a code); never on a deployment with a real database otherwise.
 */
export function outboxServed(env: NodeJS.ProcessEnv = process.env): boolean {
  return !env.SMS_PROVIDER_MODULE?.trim() && (!env.DATABASE_URL || env.ALLOW_DEMO_PROVIDERS === '1');
}
