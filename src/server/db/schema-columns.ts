import { sql, type SQL } from 'drizzle-orm';
import { timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Column helpers shared by the schema files.

/** A timestamp with time zone, read as a Date. */
export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A check that a text column holds one of the enum's values. */
export const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '))})`;
