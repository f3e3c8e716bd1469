/** The unique index a failed insert or update ran into (PostgreSQL 23505), or null for any other error. */
export function violatedUnique(err: unknown): string | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, constraint_name } = e as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
    if (code === '23505') return String(constraint ?? constraint_name ?? '');
  }
  return null;
}
