import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import pino, { type DestinationStream, type Logger } from 'pino';

// The server's one logger: a JSON line per entry (pino), each carrying the id of the request it belongs to. The id
// comes from the request's X-Request-Id when a load balancer sent a well-formed one, otherwise it is made here; every
// answer carries it back, and the 500 screens show it so support can find the line. Rules: never log a body, a query
// string, a cookie, a token, a password, a verification code, a phone number or an e-mail address; strings that reach
// the log anyway have e-mail addresses and phone numbers masked, and fields with such names are redacted.
//
// This file has no relative imports: scripts/serve/start.mjs imports it as well as the built bundle, and both share the
// request context through globalThis (one AsyncLocalStorage per process, whichever copy of this module runs).

interface RequestContext {
  id: string;
}
const contextKey = Symbol.for('medipanda.requestContext');
const holder = globalThis as typeof globalThis & { [contextKey]?: AsyncLocalStorage<RequestContext> };
const requestContext = (holder[contextKey] ??= new AsyncLocalStorage<RequestContext>());

/** Letters, digits and `._:-`, 8 to 128 characters: what load balancers send (UUIDs, hex, trace ids). */
const WELL_FORMED_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/** The incoming X-Request-Id when it is well formed, otherwise a new one. */
export function requestIdFrom(header: string | string[] | null | undefined): string {
  return typeof header === 'string' && WELL_FORMED_ID.test(header) ? header : randomUUID();
}

/** The id of the request this code runs for, if any. */
export const currentRequestId = (): string | undefined => requestContext.getStore()?.id;

/** Runs `fn` as part of request `id` (nothing changes when it already is). */
export function withRequestId<T>(id: string, fn: () => T): T {
  return currentRequestId() === id ? fn() : requestContext.run({ id }, fn);
}

/** Runs `fn` outside any request (work a request only happens to start, such as opening the database). */
export const outsideRequests = <T>(fn: () => T): T => requestContext.exit(fn);

/** `response` with its X-Request-Id (a copy when its headers are immutable). */
export function withRequestIdHeader(response: Response, id: string): Response {
  try {
    response.headers.set('X-Request-Id', id);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set('X-Request-Id', id);
    return copy;
  }
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const PHONE = /(?<!\d)0\d{1,2}[- .]?\d{3,4}[- .]?\d{4}(?!\d)/g;

/** A text with e-mail addresses and phone numbers masked. */
export const scrub = (text: string): string => text.replace(EMAIL, '[email]').replace(PHONE, '[phone]');

/**
 * The value of every parameter whose name holds "password" (`password=`, `newPassword=`, percent-encoded `password%3D`
 * too), up to the next `&`, `%26`, space, quote, `#` or backslash. The old app's `POST /v1/members/check-password`
 * sends the password in the query string, so a URL written anywhere in a line (an error, an access line, a message
 * passed through console) must not carry it.
 */
const URL_PASSWORD = /([A-Za-z0-9_.-]*password[A-Za-z0-9_.-]*(?:=|%3D))(?:(?!%26)[^&\s"'#\\])*/gi;

/** A written line with password parameters redacted (applied to every line, whatever field holds the URL). */
export const redactUrlPasswords = (line: string): string => line.replace(URL_PASSWORD, '$1[redacted]');

const SECRET_FIELDS = [
  'password',
  'token',
  'accessToken',
  'refreshToken',
  'cookie',
  'authorization',
  'verificationCode',
  'phone',
  'phoneNumber',
  'email',
];

/** Lines also go to these listeners (tests read the log through them). */
const listeners = new Set<(line: string) => void>();

/** Calls `listener` with every line written until the returned function is called. */
export function onLogLine(listener: (line: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const LEVEL_NAMES: Record<string, string> = {
  trace: 'TRACE',
  debug: 'DEBUG',
  info: 'INFO ',
  warn: 'WARN ',
  error: 'ERROR',
  fatal: 'FATAL',
};

/** One line for people (a terminal): time, level, message, then the other fields as key=value. */
export function prettyLine(json: string): string {
  const { time, level, msg, pid: _pid, hostname: _host, ...rest } = JSON.parse(json) as Record<string, unknown>;
  const clock = typeof time === 'string' ? time.slice(11, 19) : '';
  const fields = Object.entries(rest).map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
  return `${clock} ${LEVEL_NAMES[String(level)] ?? String(level)} ${String(msg ?? '')}${fields.length ? `  ${fields.join(' ')}` : ''}\n`;
}

function destination(): DestinationStream {
  // JSON unless LOG_FORMAT=pretty, or on a terminal (`npm start` by hand) unless LOG_FORMAT=json. Tests write nowhere.
  const format = process.env.LOG_FORMAT;
  const pretty = format === 'pretty' || (format !== 'json' && process.stdout.isTTY === true);
  const quiet = Boolean(process.env.VITEST);
  const out = quiet ? null : pino.destination({ dest: 1, sync: true });
  return {
    write(raw: string) {
      const line = redactUrlPasswords(raw);
      for (const listener of listeners) listener(line);
      if (out) out.write(pretty ? prettyLine(line) : line);
    },
  };
}

export const logger: Logger = pino(
  {
    level: process.env.LOG_LEVEL ?? 'info',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const id = currentRequestId();
      return id ? { requestId: id } : {};
    },
    redact: { paths: [...SECRET_FIELDS, ...SECRET_FIELDS.map((f) => `*.${f}`)], censor: '[redacted]' },
    hooks: {
      logMethod(args, method) {
        const clean = args.map((a: unknown) => (typeof a === 'string' ? scrub(a) : a)) as typeof args;
        method.apply(this, clean);
      },
    },
  },
  destination(),
);
