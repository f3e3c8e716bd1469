import { maskedPhone } from '../../api/schema/member-rules';
import { logger } from '../runtime/logger';
import { clientAddressOf } from '../http/client-address';
import { usesDemo } from '../runtime/providers';
import type { SmsProvider } from './provider';

// The demo SMS provider: nothing leaves the machine. Each message goes (its number masked) to an outbox of the last
// OUTBOX_SIZE messages in this process that the demo-only page /dev/outbox lists for testers; the log only notes that a
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

/** Is the outbox page there at all? Only in demo mode, while the demo provider sends. */
export const outboxServed = (env: NodeJS.ProcessEnv = process.env): boolean => usesDemo('sms', env);

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * May this request read the outbox? The codes in it sign anyone into the accounts they were sent for, so a visitor
 * from another machine never reads it: only a request from this machine (behind a trusted proxy: whose forwarded
 * client address is this machine) or the signed-in demo editor.
 */
export function outboxReadable(input: { peer: string | null; forwardedFor: string | null; editor: boolean }): boolean {
  if (input.editor) return true;
  const client = clientAddressOf(input.peer, input.forwardedFor);
  return !!client && LOOPBACK.test(client);
}
