import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { members } from './schema-members';
import { tz } from './schema-columns';

// My page: the push switches (the contract's five and the compliance reminders) of a member, and the password re-checks of sessions.

/** A member's push switches; no row yet means every switch is on. */
export const pushPreferences = pgTable('push_preferences', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  allowNotice: boolean('allow_notice').notNull().default(true),
  allowSalesAgency: boolean('allow_sales_agency').notNull().default(true),
  allowPrescription: boolean('allow_prescription').notNull().default(true),
  allowSettlement: boolean('allow_settlement').notNull().default(true),
  allowCommunity: boolean('allow_community').notNull().default(true),
  /** Reminders before compliance due dates. */
  allowCompliance: boolean('allow_compliance').notNull().default(true),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/**
 * The password re-check of a session (a login's token family, shared by the browser's tabs, which rotate its tokens
 * together): my page opens without asking again until `expires_at`.
 */
export const passwordRechecks = pgTable(
  'password_rechecks',
  {
    familyId: text('family_id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    checkedAt: tz('checked_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [index('password_rechecks_member_idx').on(t.memberId), index('password_rechecks_expires_idx').on(t.expiresAt)],
);
