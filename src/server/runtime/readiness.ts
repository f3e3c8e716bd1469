import { sql } from 'drizzle-orm';
import { isShuttingDown } from './shutdown';
import { getDbHandle } from './database';
import { migrations, rowsOf } from '../db/migrate';

// Readiness of this instance for traffic (GET /ready, for load balancers): the database answers within
// READY_TIMEOUT_MS and every migration this build knows is applied; not while the process is stopping.

const READY_TIMEOUT_MS = 3_000;

export type Readiness = { ready: true } | { ready: false; reason: string };

function within<T>(work: Promise<T>, ms: number, reason: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(reason)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export async function readiness(): Promise<Readiness> {
  if (isShuttingDown()) return { ready: false, reason: 'stopping' };
  try {
    const { db } = await within(getDbHandle(), READY_TIMEOUT_MS, 'database not open yet');
    const rows = await within(db.execute(sql`select "id" from "__migrations"`), READY_TIMEOUT_MS, 'database not answering');
    const applied = new Set(rowsOf<{ id: string }>(rows).map((r) => r.id));
    const missing = migrations.filter((m) => !applied.has(m.id)).map((m) => m.id);
    return missing.length ? { ready: false, reason: `migrations not applied: ${missing.join(', ')}` } : { ready: true };
  } catch (err) {
    return { ready: false, reason: err instanceof Error && err.message.startsWith('database') ? err.message : 'database unreachable' };
  }
}
