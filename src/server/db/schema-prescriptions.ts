import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ContractStatus, PharmacyStatus, PrescriptionStatus } from '../../api/enums';
import { storedFiles } from './schema-content';
import { oneOf, tz } from './schema-columns';
import { members } from './schema-members';
import { drugCompanies, products } from './schema-products';

// Prescriptions (EDI records, 실적입력): a member's dealers and client institutions, and the EDI records (dealer × client ×
// prescription month) with their files and the product lines staff enter from them. Money is integer won; months
// are the first day of the month. Settlements are computed from the product lines (quantity × unit price → fee).

/** A member's dealer, one row per drug company the dealer works with. */
export const dealers = pgTable(
  'dealers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    dealerName: text('dealer_name').notNull(),
    drugCompanyId: integer('drug_company_id')
      .notNull()
      .references(() => drugCompanies.id, { onDelete: 'restrict' }),
    bankName: text('bank_name'),
    accountNumber: text('account_number'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dealers_member_name_company_key').on(t.memberId, t.dealerName, t.drugCompanyId)],
);

/** A member's client institution (거래처): a clinic or hospital dealing with one drug company. */
export const partners = pgTable(
  'partners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    institutionName: text('institution_name').notNull(),
    institutionCode: text('institution_code').notNull(),
    companyName: text('company_name').notNull(),
    businessNumber: text('business_number').notNull(),
    drugCompanyId: integer('drug_company_id')
      .notNull()
      .references(() => drugCompanies.id, { onDelete: 'restrict' }),
    contractType: text('contract_type').$type<ContractStatus>().notNull().default('CONTRACT'),
    medicalDepartment: text('medical_department'),
    hasPharmacy: boolean('has_pharmacy').notNull().default(false),
    pharmacyName: text('pharmacy_name'),
    pharmacyAddress: text('pharmacy_address'),
    pharmacyStatus: text('pharmacy_status').$type<PharmacyStatus>(),
    note: text('note'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('partners_member_name_idx').on(t.memberId, t.institutionName, t.id),
    index('partners_member_company_idx').on(t.memberId, t.drugCompanyId),
    index('partners_member_code_idx').on(t.memberId, t.institutionCode),
    check('partners_contract_type_check', oneOf(t.contractType, ContractStatus.values)),
    check('partners_pharmacy_status_check', oneOf(t.pharmacyStatus, PharmacyStatus.values)),
  ],
);

/**
 * An EDI record (실적): one dealer × client × prescription month of a member, settled in `settlement_month`.
 * The member may change or delete it while it is PENDING; `version` grows with every change (optimistic locking).
 */
export const prescriptionPartners = pgTable(
  'prescription_partners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'restrict' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'restrict' }),
    drugCompanyId: integer('drug_company_id')
      .notNull()
      .references(() => drugCompanies.id, { onDelete: 'restrict' }),
    prescriptionMonth: date('prescription_month', { mode: 'string' }).notNull(),
    settlementMonth: date('settlement_month', { mode: 'string' }).notNull(),
    status: text('status').$type<PrescriptionStatus>().notNull().default('PENDING'),
    /** Sums of the product lines' totals, base fees and extra fees, in won (0 until staff enter them): kept by a trigger. */
    amount: integer('amount').notNull().default(0),
    feeAmount: integer('fee_amount').notNull().default(0),
    extraFeeAmount: integer('extra_fee_amount').notNull().default(0),
    inputDate: tz('input_date').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('prescription_partners_member_dealer_partner_month_key').on(t.memberId, t.dealerId, t.partnerId, t.prescriptionMonth),
    index('prescription_partners_member_list_idx').on(t.memberId, t.inputDate.desc(), t.id.desc()),
    index('prescription_partners_partner_idx').on(t.partnerId, t.memberId, t.status),
    index('prescription_partners_settlement_idx')
      .on(t.dealerId, t.settlementMonth, t.partnerId)
      .where(sql`${t.status} = 'COMPLETED'`),
    // The staff's queue (migration 0029), oldest first: the open records in a partial index, one status in another.
    index('prescription_partners_open_queue_idx')
      .on(t.settlementMonth, t.inputDate, t.id)
      .where(sql`${t.status} IN ('PENDING', 'IN_PROGRESS')`),
    index('prescription_partners_status_queue_idx').on(t.status, t.settlementMonth, t.inputDate, t.id),
    check('prescription_partners_status_check', oneOf(t.status, PrescriptionStatus.values)),
    check(
      'prescription_partners_months_check',
      sql`extract(day from ${t.prescriptionMonth}) = 1 and extract(day from ${t.settlementMonth}) = 1`,
    ),
    check('prescription_partners_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** The files (EDI images, PDFs) of a record; the bytes and metadata are `stored_files` of kind EDI. */
export const prescriptionPartnerFiles = pgTable(
  'prescription_partner_files',
  {
    prescriptionPartnerId: integer('prescription_partner_id')
      .notNull()
      .references(() => prescriptionPartners.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('prescription_partner_files_file_key').on(t.fileId),
    index('prescription_partner_files_record_idx').on(t.prescriptionPartnerId),
  ],
);

/**
 * A product line of a record: quantity × unit price (won) = total. The fee rates of the product for the record's month
 * are kept on the line as integer basis points (1 bp = 0.01 %), and each fee is ⌊total × bp ÷ 10 000⌋ won, computed in
 * integers when the line is entered (src/server/settlements/money.ts).
 */
export const prescriptionPartnerProducts = pgTable(
  'prescription_partner_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prescriptionPartnerId: integer('prescription_partner_id')
      .notNull()
      .references(() => prescriptionPartners.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    totalPrice: integer('total_price').notNull(),
    baseFeeBp: integer('base_fee_bp').notNull(),
    feeAmount: integer('fee_amount').notNull(),
    extraFeeBp: integer('extra_fee_bp').notNull().default(0),
    extraFeeAmount: integer('extra_fee_amount').notNull().default(0),
    note: text('note'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('prescription_partner_products_record_idx').on(t.prescriptionPartnerId, t.id),
    check(
      'prescription_partner_products_amounts_check',
      sql`${t.quantity} > 0 and ${t.unitPrice} >= 0 and ${t.totalPrice} >= 0 and ${t.feeAmount} >= 0 and ${t.extraFeeAmount} >= 0`,
    ),
    check('prescription_partner_products_rate_check', sql`${t.baseFeeBp} between 0 and 10000 and ${t.extraFeeBp} between 0 and 10000`),
  ],
);

/**
 * A staff member's claim on a record (처리 시작, migration 0029): who works on it and since when. `active_at` moves
 * with every write of the holder; 30 minutes after it the claim has lapsed and another staff member may take it over
 * (src/server/prescriptions/staff-claims.ts). One claim a record at most.
 */
export const prescriptionClaims = pgTable(
  'prescription_claims',
  {
    prescriptionPartnerId: integer('prescription_partner_id')
      .primaryKey()
      .references(() => prescriptionPartners.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    claimedAt: tz('claimed_at').notNull().defaultNow(),
    activeAt: tz('active_at').notNull().defaultNow(),
  },
  (t) => [
    index('prescription_claims_staff_idx').on(t.staffId, t.activeAt),
    check('prescription_claims_times_check', sql`${t.activeAt} >= ${t.claimedAt}`),
  ],
);

export type DealerRow = typeof dealers.$inferSelect;
export type PartnerRow = typeof partners.$inferSelect;
export type PrescriptionPartnerRow = typeof prescriptionPartners.$inferSelect;
