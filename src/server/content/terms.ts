import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { termsDocuments, type TermsKind } from '../db/schema';

// Terms of use and privacy policy documents: versioned HTML, each version in effect from its date on.

/** The HTML of the newest version of `kind` already in effect, or null when there is none. */
export async function latestTerms(db: Db, kind: TermsKind): Promise<string | null> {
  const [doc] = await db
    .select({ html: termsDocuments.html })
    .from(termsDocuments)
    .where(and(eq(termsDocuments.kind, kind), lte(termsDocuments.effectiveAt, sql`now()`)))
    .orderBy(desc(termsDocuments.effectiveAt), desc(termsDocuments.id))
    .limit(1);
  return doc?.html ?? null;
}

/** The HTML of version `version` of `kind`, or null when there is no such version. */
export async function termsVersion(db: Db, kind: TermsKind, version: string): Promise<string | null> {
  const [doc] = await db
    .select({ html: termsDocuments.html })
    .from(termsDocuments)
    .where(and(eq(termsDocuments.kind, kind), eq(termsDocuments.version, version)))
    .limit(1);
  return doc?.html ?? null;
}
