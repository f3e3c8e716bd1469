import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PartnerContractFileType, PartnerContractStatus, PartnerContractType } from '../../api/enums';
import { oneOf, tz } from './schema-columns';
import { members } from './schema-members';

// Partner-contract applications and their documents. A member has at most one PENDING application (partial unique
// index); a rejected or cancelled one stays as history and a new one may follow. The member row's `contract_status`
// mirrors the latest application's status, so the session knows it without another query.

export const partnerContracts = pgTable(
  'partner_contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    contractType: text('contract_type').$type<PartnerContractType>().notNull(),
    companyName: text('company_name').notNull(),
    /** Ten digits, check digit verified. */
    businessNumber: text('business_number').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    status: text('status').$type<PartnerContractStatus>().notNull().default('PENDING'),
    rejectionReason: text('rejection_reason'),
    contractDate: tz('contract_date'),
    /** Why and when staff ended an approved contract (status CANCELLED; migration 0026). */
    endReason: text('end_reason'),
    endedAt: tz('ended_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('partner_contracts_member_idx').on(t.memberId, t.id),
    index('partner_contracts_status_updated_idx').on(t.status, t.updatedAt.desc(), t.id.desc()),
    uniqueIndex('partner_contracts_one_pending_key')
      .on(t.memberId)
      .where(sql`${t.status} = 'PENDING'`),
    check('partner_contracts_contract_type_check', oneOf(t.contractType, PartnerContractType.values)),
    check('partner_contracts_status_check', oneOf(t.status, PartnerContractStatus.values)),
    check('partner_contracts_business_number_check', sql`${t.businessNumber} ~ '^[0-9]{10}$'`),
  ],
);

/**
 * Documents of an application. A row is written (with `contract_id` null) before its bytes are stored and before the
 * application that takes it commits; rows still unclaimed after an hour are swept with their bytes.
 */
export const partnerContractFiles = pgTable(
  'partner_contract_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id').references(() => partnerContracts.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    fileType: text('file_type').$type<PartnerContractFileType>().notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partner_contract_files_storage_key_key').on(t.storageKey),
    uniqueIndex('partner_contract_files_contract_type_key').on(t.contractId, t.fileType),
    index('partner_contract_files_unclaimed_idx')
      .on(t.createdAt)
      .where(sql`${t.contractId} is null`),
    check('partner_contract_files_file_type_check', oneOf(t.fileType, PartnerContractFileType.values)),
  ],
);

export type PartnerContractRow = typeof partnerContracts.$inferSelect;
export type PartnerContractFileRow = typeof partnerContractFiles.$inferSelect;
