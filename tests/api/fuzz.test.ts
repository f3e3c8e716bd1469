import { beforeAll, describe, expect, it } from 'vitest';
import type * as v from 'valibot';
import {
  enrolmentRequestSchema,
  loginRequestSchema,
  otherSessionsQuerySchema,
  refreshRequestSchema,
  secondFactorRequestSchema,
} from '../../src/api/schema/auth';
import { bannerListQuerySchema } from '../../src/api/schema/banners';
import { promotionRedeemSchema } from '../../src/api/schema/promotion';
import {
  boardDetailQuerySchema,
  boardExposureSchema,
  boardListQuerySchema,
  boardPostCreateSchema,
  boardPostUpdateSchema,
  fixedTopQuerySchema,
} from '../../src/api/schema/boards';
import { blockSchema, commentCreateSchema, commentUpdateSchema, reportCreateSchema } from '../../src/api/schema/community';
import { eventListQuerySchema } from '../../src/api/schema/events';
import {
  availablePhoneQuerySchema,
  codeSendQuerySchema,
  idVerifyQuerySchema,
  kmcCertQuerySchema,
  kmcRequestSchema,
  passwordResetSchema,
  passwordVerifyQuerySchema,
  signupRequestSchema,
} from '../../src/api/schema/members';
import { monthlyFigureQuerySchema, openedCountQuerySchema } from '../../src/api/schema/figures';
import { fileQuerySchema } from '../../src/api/schema/files';
import {
  dealerCreateSchema,
  dealerListQuerySchema,
  partnerListQuerySchema,
  prescriptionCreateSchema,
  prescriptionListQuerySchema,
  prescriptionPartnerListQuerySchema,
  prescriptionUpdateSchema,
} from '../../src/api/schema/prescriptions';
import {
  checkPasswordSchema,
  memberUpdateSchema,
  nicknameRequestSchema,
  passwordChangeSchema,
  pushPreferencesPatchSchema,
} from '../../src/api/schema/my-page';
import { productDetailsQuerySchema, productListQuerySchema } from '../../src/api/schema/products';
import { partnerContractRequestSchema } from '../../src/api/schema/partner-contracts';
import { salesAgencyProductListQuerySchema } from '../../src/api/schema/sales-agency-products';
import {
  performanceQuerySchema,
  settlementFilterQuerySchema,
  settlementListQuerySchema,
  settlementMemberMonthlyQuerySchema,
  settlementNotifySchema,
  settlementPartnerListQuerySchema,
} from '../../src/api/schema/settlements';
import {
  contractEndSchema,
  contractQueueQuerySchema,
  contractRejectSchema,
  csoApprovalBodySchema,
  csoApprovalQuerySchema,
  csoQueueQuerySchema,
} from '../../src/api/schema/reviews';
import { complianceRecordSchema, noticeUpdateSchema } from '../../src/api/schema/compliance';
import {
  auditLogQuerySchema,
  auditPackQuerySchema,
  dealerContractSchema,
  expenditureListQuerySchema,
  expenditureReportQuerySchema,
  expenditureSchema,
} from '../../src/api/schema/records';
import { notificationListQuerySchema } from '../../src/api/schema/notifications';
import { recoveryCodesRequestSchema } from '../../src/api/schema/console';
import {
  auditQuerySchema,
  staffCreateSchema,
  staffEnrolmentSchema,
  staffListQuerySchema,
  staffOptionalReasonSchema,
  staffReasonSchema,
  staffUpdateSchema,
} from '../../src/api/schema/staff';
import {
  bankChangeListQuerySchema,
  bankChangeRejectSchema,
  bankChangeRequestSchema,
  memberExportQuerySchema,
  memberSearchQuerySchema,
  memoRequestSchema,
  revealRequestSchema,
  suspensionRequestSchema,
} from '../../src/api/schema/admin-members';
import {
  ediLineChangeSchema,
  ediLinesAddSchema,
  ediProductSearchQuerySchema,
  ediQueueQuerySchema,
  ediReopenSchema,
  ediOcrAccuracyQuerySchema,
  ediOcrRequestSchema,
} from '../../src/api/schema/admin-prescriptions';
import {
  staffAddedFeeSchema,
  staffCancelPreparationSchema,
  staffDealersQuerySchema,
  staffDrugCompanyMonthsQuerySchema,
  staffMemberMonthsQuerySchema,
  staffPrepareSchema,
  staffSettlementLinesQuerySchema,
  staffStatisticsQuerySchema,
} from '../../src/api/schema/admin-settlements';
import {
  objectionAcceptSchema,
  objectionRefuseSchema,
  settlementPaidSchema,
  settlementRequestQueueQuerySchema,
} from '../../src/api/schema/settlement-requests';
import { settlementStatementQuerySchema } from '../../src/api/schema/settlements';
import { app } from '../../src/server/app';
import { ready } from '../../src/server/runtime/database';
import { login, ORIGIN } from './helpers';

// Sends malformed values to every input of every /v1 route Hono knows, as each kind of member: no answer may be 5xx,
// and every 4xx is `{ code, message }` with a Korean message. Deterministic: fixed value lists, no randomness.

beforeAll(() => ready(), 120_000);

type AnySchema = v.GenericSchema | v.GenericSchemaAsync;
type Json = Record<string, unknown>;

interface RouteInputs {
  /** Path parameters and a valid value each. */
  params?: Record<string, string>;
  /** The query schema and the values every request carries (required parameters). */
  query?: [AnySchema, Record<string, string>];
  /** The JSON body schema and a valid body. */
  json?: [AnySchema, Json];
  /** Multipart: the JSON part (name, schema, valid value) and the file parts. */
  form?: { part?: [string, AnySchema, Json]; files: string[] };
  /** The request ends the session it is sent with (it gets a session of its own). */
  endsSession?: boolean;
}

const id = { id: '1' };
const months = { startMonth: '2025-01-01', endMonth: '2025-12-01' };
const inquiry = {
  boardType: 'INQUIRY',
  title: '퍼즈 문의',
  content: '<p>내용</p>',
  noticeProperties: { noticeType: 'GENERAL', fixedTop: false },
};

/** Every /v1 route and its inputs. A route Hono knows but this table does not fails the test. */
const routes: Record<string, RouteInputs> = {
  'GET /v1/health': {},
  'GET /v1/auth/public-key': {},
  'POST /v1/auth/login': {
    json: [loginRequestSchema, { userId: 'fuzz_nobody', password: 'x', device: { deviceUuid: 'd', platform: 'other' } }],
  },
  'POST /v1/auth/second-factor': { json: [secondFactorRequestSchema, { challenge: 'x'.repeat(43), code: '123456' }] },
  'POST /v1/auth/second-factor/enrolment': { json: [enrolmentRequestSchema, { challenge: 'x'.repeat(43) }] },
  'GET /v1/auth/me': {},
  'GET /v1/auth/logout': { endsSession: true },
  'POST /v1/auth/logout': { endsSession: true },
  'GET /v1/auth/sessions': {},
  'DELETE /v1/auth/sessions': { query: [otherSessionsQuerySchema, { others: 'true' }] },
  'DELETE /v1/auth/sessions/:id': { params: { id: '00000000-0000-4000-8000-000000000000' } },
  'POST /v1/auth/token/refresh': { json: [refreshRequestSchema, { userId: 'demo_member', refreshToken: 'x' }] },
  'GET /v1/openapi.json': {},
  'POST /v1/auth/promotion-token': {},
  'POST /v1/auth/promotion-token/redeem': { json: [promotionRedeemSchema, { token: 'x'.repeat(43) }] },
  'POST /v1/kmc/auth/request': { json: [kmcRequestSchema, { cpId: 'MEDIPANDA', urlCode: 'WEB', certMet: 'M', plusInfo: 'WEB' }] },
  'GET /v1/kmc/auth/launch': { query: [kmcCertQuerySchema, { certNum: '0'.repeat(32) }] },
  'POST /v1/kmc/auth/launch': { form: { files: ['file'] } },
  'GET /v1/kmc/auth/result': { query: [kmcCertQuerySchema, { certNum: '0'.repeat(32) }] },
  'POST /v1/auth/verification-code/account/send': { query: [codeSendQuerySchema, { phoneNumber: '01099990000' }] },
  'POST /v1/auth/verification-code/id/verify': { query: [idVerifyQuerySchema, { phoneNumber: '01099990000', verificationCode: '000000' }] },
  'POST /v1/auth/verification-code/password/verify': {
    query: [passwordVerifyQuerySchema, { userId: 'demo_member', phoneNumber: '01099990000', verificationCode: '000000' }],
  },
  'GET /v1/members/:userId/available': { params: { userId: 'fuzzer1' } },
  'POST /v1/members/available-phone': { query: [availablePhoneQuerySchema, { phone: '01099990000' }] },
  'POST /v1/members': {
    form: {
      part: [
        'request',
        signupRequestSchema,
        {
          userId: 'fuzzer1',
          password: 'Fuzz1234!',
          email: 'fuzz@example.com',
          certNum: '0'.repeat(32),
          termsAgreed: true,
          privacyAgreed: true,
          marketingAgreement: { sms: false, email: false, push: false },
        },
      ],
      files: ['file'],
    },
  },
  'PATCH /v1/members/:userId/password-for-find-account': {
    params: { userId: 'demo_member' },
    json: [passwordResetSchema, { userId: 'demo_member', newPassword: 'Fuzz1234!', resetToken: 'x' }],
  },
  'GET /v1/terms/latest': {},
  'GET /v1/terms/privacy/latest': {},
  'GET /v1/terms/privacy/:version': { params: { version: 'v1' } },
  'GET /v1/terms/:version': { params: { version: 'v1' } },
  'GET /v1/boards': { query: [boardListQuerySchema, { boardType: 'NOTICE' }] },
  'GET /v1/boards/notices/fixed-top': { query: [fixedTopQuerySchema, {}] },
  'GET /v1/boards/:id': { params: id, query: [boardDetailQuerySchema, {}] },
  'POST /v1/boards/uploads': { form: { files: ['file'] } },
  'POST /v1/boards': { form: { part: ['request', boardPostCreateSchema, inquiry], files: ['files'] } },
  'PUT /v1/boards/:id': {
    params: id,
    form: {
      part: ['updateRequest', boardPostUpdateSchema, { keepFileIds: [], title: '퍼즈', noticeProperties: { fixedTop: true } }],
      files: ['newFiles'],
    },
  },
  'DELETE /v1/boards/:id': { params: { id: '2147483647' } },
  'PUT /v1/boards/:id/exposure': { params: { id: '2147483647' }, json: [boardExposureSchema, { isExposed: true }] },
  'GET /v1/boards/notices/drug-companies': {},
  'POST /v1/boards/:id/like': { params: id },
  'POST /v1/comments/:userId': { params: { userId: 'demo_member' }, json: [commentCreateSchema, { boardPostId: 1, content: '퍼즈 댓글' }] },
  'PUT /v1/comments': { json: [commentUpdateSchema, { id: 2147483647, content: '퍼즈 수정' }] },
  'DELETE /v1/comments/:id': { params: { id: '2147483647' } },
  'POST /v1/comments/:id/like': { params: { id: '2147483647' } },
  'POST /v1/reports/:userId': {
    params: { userId: 'demo_member' },
    json: [reportCreateSchema, { postId: 1, reportType: 'SPAM', reportContent: '홍보/스팸' }],
  },
  'PUT /v1/blocks/:userId': { params: { userId: 'demo_member' }, json: [blockSchema, { postId: 1, blocked: true }] },
  'GET /v1/files/:id': { params: id, query: [fileQuerySchema, {}] },
  'GET /v1/events': { query: [eventListQuerySchema, {}] },
  'GET /v1/events/:id': { params: id },
  'GET /v1/banners': { query: [bannerListQuerySchema, {}] },
  'GET /v1/prescriptions/monthly-count': { query: [monthlyFigureQuerySchema, { referenceDate: '20261122' }] },
  'GET /v1/prescriptions/monthly-total-amount': { query: [monthlyFigureQuerySchema, { referenceDate: '20261122' }] },
  'GET /v1/hospitals/opened/count': { query: [openedCountQuerySchema, { referenceDate: '2026-11-22' }] },
  'GET /v1/products': { query: [productListQuerySchema, {}] },
  'GET /v1/products/:id/details': { params: id, query: [productDetailsQuerySchema, {}] },
  'GET /v1/products/code/:productCode/details': { params: { productCode: '640000010' }, query: [productDetailsQuerySchema, {}] },
  'GET /v1/sales-agency-products': { query: [salesAgencyProductListQuerySchema, {}] },
  'GET /v1/sales-agency-products/:id': { params: id },
  'POST /v1/sales-agency-products/:id/apply': { params: { id: '2147483647' } },
  'GET /v1/dealers': { query: [dealerListQuerySchema, {}] },
  'POST /v1/dealers': {
    json: [dealerCreateSchema, { dealerName: '퍼즈딜러', drugCompanyIds: [1], bankName: '국민은행', accountNumber: '1-2' }],
  },
  'GET /v1/partners': { query: [partnerListQuerySchema, {}] },
  'GET /v1/partners/drug-companies': {},
  'GET /v1/drug-companies': {},
  'GET /v1/prescriptions': { query: [prescriptionListQuerySchema, {}] },
  'GET /v1/prescriptions/partners': { query: [prescriptionPartnerListQuerySchema, {}] },
  'GET /v1/prescriptions/partners/:id': { params: id },
  'GET /v1/prescriptions/partners/:id/products': { params: id },
  'DELETE /v1/prescriptions/partners/:id': { params: { id: '2147483647' } },
  'POST /v1/prescriptions/partner-files': {
    form: {
      part: ['request', prescriptionCreateSchema, { dealerId: 1, drugCompanyId: 1, partnerId: 1, prescriptionMonth: '2026-01' }],
      files: ['files'],
    },
  },
  'POST /v1/prescriptions/partner-files/update': {
    form: { part: ['request', prescriptionUpdateSchema, { prescriptionPartnerId: 2147483647, keepFileIds: [] }], files: ['files'] },
  },
  'POST /v1/prescriptions/zip': { form: { files: ['file'] } },
  'GET /v1/settlements': { query: [settlementListQuerySchema, {}] },
  'GET /v1/settlements/total-prescription-amount': { query: [settlementFilterQuerySchema, {}] },
  'GET /v1/settlements/excel-download': { query: [settlementFilterQuerySchema, {}] },
  'GET /v1/settlements/export-zip': { query: [settlementFilterQuerySchema, {}] },
  'GET /v1/settlements/partners': { query: [settlementPartnerListQuerySchema, {}] },
  'GET /v1/settlements/partners/:id/products': { params: id },
  'POST /v1/settlements/notify-admin': { json: [settlementNotifySchema, { settlementIds: [2147483647] }] },
  'POST /v1/settlements/notify-admin/objections': { json: [settlementNotifySchema, { settlementIds: [2147483647] }] },
  'GET /v1/settlements/performance/by-drug-company': { query: [performanceQuerySchema, months] },
  'GET /v1/settlements/performance/by-drug-company/monthly': { query: [performanceQuerySchema, months] },
  'GET /v1/settlements/performance/by-institution': { query: [performanceQuerySchema, months] },
  'GET /v1/settlements/:id': { params: id },
  'GET /v1/settlements-member-monthly': { query: [settlementMemberMonthlyQuerySchema, {}] },
  'POST /v1/members/check-password': { json: [checkPasswordSchema, { password: 'fuzz-not-the-password' }] },
  'GET /v1/members/me/password-check': {},
  'GET /v1/members/me/push-preferences': {},
  'PATCH /v1/members/me/push-preferences': { json: [pushPreferencesPatchSchema, { allowNotice: true }] },
  'POST /v1/members/available-nickname': { json: [nicknameRequestSchema, { nickname: '퍼즈닉네임' }] },
  'POST /v1/members/:userId/nickname': { params: { userId: 'demo_member' }, json: [nicknameRequestSchema, { nickname: '퍼즈닉네임' }] },
  'PATCH /v1/members/:userId/password': {
    params: { userId: 'demo_member' },
    json: [passwordChangeSchema, { currentPassword: 'fuzz-not-the-password', newPassword: 'Fuzz1234!' }],
  },
  'PATCH /v1/members/:userId': {
    params: { userId: 'demo_member' },
    form: {
      part: ['request', memberUpdateSchema, { email: 'fuzz@example.com', marketingAgreement: { sms: true, email: true, push: true } }],
      files: ['file'],
    },
  },
  'DELETE /v1/members/:userId': { params: { userId: 'demo_member' } },
  'POST /v1/partner-contracts': {
    form: {
      part: [
        'request',
        partnerContractRequestSchema,
        {
          contractType: 'INDIVIDUAL',
          companyName: '퍼즈상사',
          businessNumber: '220-81-62517',
          bankName: '국민은행',
          accountNumber: '123456789',
        },
      ],
      files: ['business_registration', 'subcontract_agreement', 'cso_certificate', 'education_certificate'],
    },
  },
  'GET /v1/partner-contracts/:userId': { params: { userId: 'demo_member' } },
  'GET /v1/partner-contracts/files/:id': { params: id },
  'GET /v1/partner-contracts/files/:id/:name': { params: { id: '1', name: `${'0'.repeat(36)}_계약서.pdf` } },
  'GET /v1/compliance/items': {},
  'GET /v1/compliance/records': {},
  'POST /v1/compliance/records': {
    form: {
      part: ['request', complianceRecordSchema, { dealerId: null, kind: 'INITIAL_TRAINING', completedAt: '2026-01-05', hours: 24 }],
      files: ['file'],
    },
  },
  'DELETE /v1/compliance/records/:id': { params: id },
  'GET /v1/compliance/redelegation-notices': {},
  'PATCH /v1/compliance/redelegation-notices/:id': { params: id, json: [noticeUpdateSchema, { sentAt: '2026-01-05' }] },
  'POST /v1/compliance/redelegation-notices/:id/proof': { params: id, form: { files: ['file'] } },
  'GET /v1/compliance/redelegation-notices/:id/document': { params: id },
  'GET /v1/compliance/reminders': {},
  'GET /v1/compliance/retention': {},
  'GET /v1/compliance/audit-pack': { query: [auditPackQuerySchema, { from: '2001-01-01', to: '2001-01-31' }] },
  'GET /v1/dealers/:id/contracts': { params: id },
  'POST /v1/dealers/:id/contracts': {
    params: id,
    form: {
      part: ['request', dealerContractSchema, { startDate: '2026-01-05', endDate: null, rates: [{ productId: 1, feeRate: 30 }] }],
      files: ['file'],
    },
  },
  'DELETE /v1/dealers/:id/contracts/:childId': { params: { id: '1', childId: '1' } },
  'GET /v1/expenditures': { query: [expenditureListQuerySchema, {}] },
  'GET /v1/expenditures/report.xlsx': { query: [expenditureReportQuerySchema, { year: '2026' }] },
  'POST /v1/expenditures': {
    form: {
      part: [
        'request',
        expenditureSchema,
        { date: '2026-01-05', kind: 'SAMPLE', institutionName: '퍼즈약국', recipients: ['퍼즈'], recipientCount: 1, amount: 1000 },
      ],
      files: ['files'],
    },
  },
  'DELETE /v1/expenditures/:id': { params: id },
  'GET /v1/audit-log': { query: [auditLogQuerySchema, {}] },
  'GET /v1/notifications': { query: [notificationListQuerySchema, {}] },
  'GET /v1/notifications/unread-count': {},
  'POST /v1/notifications/read-all': {},
  'POST /v1/notifications/:id/read': { params: id },
  // The console's dashboard and the staff member's own second factor.
  'GET /v1/admin/dashboard': {},
  'GET /v1/admin/me/security': {},
  'POST /v1/admin/me/recovery-codes': { json: [recoveryCodesRequestSchema, { code: '123456' }] },
  // Staff accounts and the audit trail: nobody's account in the path (404), so no fuzzed call changes a demo account.
  'GET /v1/members/admins/:userId/permissions': { params: { userId: 'demo_ops_cs' } },
  'POST /v1/members/admins': {
    json: [staffCreateSchema, { userId: 'fuzz_staff', name: '퍼즈', email: 'fuzz@example.kr', permissions: ['CUSTOMER_SERVICE'] }],
  },
  'PATCH /v1/members/admins/:userId': { params: { userId: 'fuzz_nobody' }, json: [staffUpdateSchema, { name: '퍼즈' }] },
  'GET /v1/admin/staff': { query: [staffListQuerySchema, {}] },
  'GET /v1/admin/staff/:userId': { params: { userId: 'demo_ops_cs' } },
  'POST /v1/admin/staff/:userId/disable': { params: { userId: 'fuzz_nobody' }, json: [staffReasonSchema, { reason: '퍼즈' }] },
  'POST /v1/admin/staff/:userId/enable': { params: { userId: 'fuzz_nobody' }, json: [staffOptionalReasonSchema, {}] },
  'POST /v1/admin/staff/:userId/second-factor-reset': { params: { userId: 'fuzz_nobody' }, json: [staffReasonSchema, { reason: '퍼즈' }] },
  'POST /v1/admin/staff/:userId/enrolment-link': { params: { userId: 'fuzz_nobody' }, json: [staffOptionalReasonSchema, {}] },
  'GET /v1/admin/audit': { query: [auditQuerySchema, {}] },
  'GET /v1/admin/audit/export.xlsx': { query: [auditQuerySchema, { action: 'EXPORTED' }] },
  'GET /v1/auth/staff-enrolment/:token': { params: { token: 'A'.repeat(43) } },
  'POST /v1/auth/staff-enrolment': { json: [staffEnrolmentSchema, { token: 'A'.repeat(43), password: 'Fuzz1234!' }] },
  'GET /v1/members': { query: [memberSearchQuerySchema, {}] },
  'GET /v1/members/excel-download': { query: [memberExportQuerySchema, {}] },
  'GET /v1/members/:userId/details': { params: { userId: 'demo_member' } },
  'POST /v1/admin/members/:userId/reveal': {
    params: { userId: 'demo_member' },
    json: [revealRequestSchema, { field: 'phoneNumber', reason: '퍼즈' }],
  },
  'POST /v1/admin/members/:userId/suspension': {
    params: { userId: 'demo_member' },
    json: [suspensionRequestSchema, { reason: '퍼즈', until: null }],
  },
  'DELETE /v1/admin/members/:userId/suspension': { params: { userId: 'demo_member' } },
  'POST /v1/admin/members/:userId/sign-out': { params: { userId: 'demo_member' } },
  'PUT /v1/admin/members/:userId/memo': { params: { userId: 'demo_member' }, json: [memoRequestSchema, { memo: '퍼즈' }] },
  'POST /v1/admin/members/:userId/password-reset-code': { params: { userId: 'demo_member' } },
  'POST /v1/admin/members/:userId/bank-account-changes': {
    params: { userId: 'demo_member' },
    json: [bankChangeRequestSchema, { bankName: '국민은행', accountNumber: '123456789', reason: '퍼즈' }],
  },
  'GET /v1/admin/bank-account-changes': { query: [bankChangeListQuerySchema, {}] },
  'POST /v1/admin/bank-account-changes/:id/approve': { params: id },
  'POST /v1/admin/bank-account-changes/:id/reject': { params: id, json: [bankChangeRejectSchema, { reason: '퍼즈' }] },
  'POST /v1/partner-contracts/:contractId/approve': { params: { contractId: '1' } },
  'POST /v1/partner-contracts/:contractId/reject': { params: { contractId: '1' }, json: [contractRejectSchema, { reason: '퍼즈 반려' }] },
  'POST /v1/partner-contracts/:contractId/end': { params: { contractId: '1' }, json: [contractEndSchema, { reason: '퍼즈 종료' }] },
  'GET /v1/admin/partner-contracts': { query: [contractQueueQuerySchema, {}] },
  'GET /v1/admin/partner-contracts/:contractId': { params: { contractId: '1' } },
  'GET /v1/admin/partner-contracts/:contractId/files/:fileId': { params: { contractId: '1', fileId: '1' } },
  'PATCH /v1/members/:userId/cso-approval': {
    params: { userId: 'demo_member' },
    query: [csoApprovalQuerySchema, { isApproved: 'false' }],
    json: [csoApprovalBodySchema, { reason: '퍼즈 반려' }],
  },
  'GET /v1/admin/cso-certificates': { query: [csoQueueQuerySchema, {}] },
  'GET /v1/admin/cso-certificates/:userId': { params: { userId: 'demo_member' } },
  'GET /v1/admin/cso-certificates/:userId/file': { params: { userId: 'demo_member' } },

  // 처방관리: record 1 and its line or file 1 (another record's line is 404); writes need the caller's claim (409).
  'GET /v1/admin/prescriptions': { query: [ediQueueQuerySchema, {}] },
  'GET /v1/admin/prescriptions/:id': { params: id },
  'GET /v1/admin/prescriptions/:id/files/:childId': { params: { id: '1', childId: '1' } },
  'GET /v1/admin/prescriptions/:id/product-options': { params: id, query: [ediProductSearchQuerySchema, { q: '정' }] },
  'POST /v1/admin/prescriptions/:id/claim': { params: { id: '2147483647' } },
  'DELETE /v1/admin/prescriptions/:id/claim': { params: id },
  'POST /v1/admin/prescriptions/:id/lines': {
    params: id,
    json: [ediLinesAddSchema, { lines: [{ insuranceCode: '640000110', quantity: 1, extraFeeBp: 0, note: '퍼즈' }], onDuplicate: 'MERGE' }],
  },
  'PATCH /v1/admin/prescriptions/:id/lines/:childId': { params: { id: '1', childId: '1' }, json: [ediLineChangeSchema, { quantity: 2 }] },
  'DELETE /v1/admin/prescriptions/:id/lines/:childId': { params: { id: '1', childId: '2147483647' } },
  'POST /v1/admin/prescriptions/:id/reopen': { params: { id: '2147483647' }, json: [ediReopenSchema, { reason: '퍼즈 확인' }] },
  // OCR으로 읽기 of record 1's file 1 (the claim's holder only: 409 before anything is read).
  'GET /v1/admin/prescriptions/:id/files/:childId/ocr/quad': { params: { id: '1', childId: '2147483647' } },
  'POST /v1/admin/prescriptions/:id/files/:childId/ocr': {
    params: { id: '1', childId: '1' },
    json: [
      ediOcrRequestSchema,
      {
        corners: [
          { x: 0, y: 0 },
          { x: 1, y: 0 },
          { x: 1, y: 1 },
          { x: 0, y: 1 },
        ],
      },
    ],
  },
  // 정산관리: member-month and drug-company month 1; writes on a confirmed month are 409, unknown ids 404.
  'GET /v1/settlements/statement.pdf': { query: [settlementStatementQuerySchema, { settlementMonth: '2025-06' }] },
  'GET /v1/admin/settlements/member-months': { query: [staffMemberMonthsQuerySchema, { month: '2025-06' }] },
  'GET /v1/admin/settlements/member-months/:id': { params: id },
  'GET /v1/admin/settlements/member-months/:id/dealers': { params: id, query: [staffDealersQuerySchema, {}] },
  'GET /v1/admin/settlements/member-months/:id/lines': { params: id, query: [staffSettlementLinesQuerySchema, {}] },
  'POST /v1/admin/settlements/member-months/:id/prepare': { params: { id: '2147483647' }, json: [staffPrepareSchema, {}] },
  'POST /v1/admin/settlements/member-months/:id/confirm': { params: { id: '2147483647' } },
  'DELETE /v1/admin/settlements/member-months/:id/preparation': {
    params: { id: '2147483647' },
    json: [staffCancelPreparationSchema, { reason: '퍼즈 확인' }],
  },
  'GET /v1/admin/settlements/drug-company-months': { query: [staffDrugCompanyMonthsQuerySchema, { month: '2025-06' }] },
  'PUT /v1/admin/settlements/drug-company-months/:id/added-fee': {
    params: { id: '2147483647' },
    json: [staffAddedFeeSchema, { addedFeeAmount: 1000, reason: '퍼즈 확인' }],
  },
  'GET /v1/admin/settlements/statistics': { query: [staffStatisticsQuerySchema, {}] },
  'GET /v1/admin/settlements/statistics/by-member': { query: [staffStatisticsQuerySchema, {}] },
  'GET /v1/admin/settlements/statistics.xlsx': { query: [staffStatisticsQuerySchema, {}] },
  'GET /v1/admin/settlement-requests': { query: [settlementRequestQueueQuerySchema, {}] },
  'POST /v1/admin/settlement-requests/:id/paid': { params: { id: '2147483647' }, json: [settlementPaidSchema, { paidOn: '2026-01-02' }] },
  'POST /v1/admin/settlement-requests/:id/accept': { params: { id: '2147483647' }, json: [objectionAcceptSchema, { reason: '퍼즈 확인' }] },
  'POST /v1/admin/settlement-requests/:id/refuse': { params: { id: '2147483647' }, json: [objectionRefuseSchema, { reason: '퍼즈 확인' }] },
  'GET /v1/admin/ocr/accuracy': { query: [ediOcrAccuracyQuerySchema, { from: '2026-11-01', to: '2026-11-30' }] },
  'PATCH /v1/prescriptions/partners/:id/complete': { params: id },
  'GET /v1/prescriptions/partners/:id/edi-files/attached': { params: id },
};

/** Malformed text values (query parameters, path parameters, raw parts). */
const BAD_TEXT = [
  '\u0000',
  'a\u0000b',
  '\u0007',
  'a\tb',
  '\u001f\u007f',
  '\u0085',
  'x'.repeat(10_000),
  '2147483648',
  '2147483647',
  '-1',
  '0',
  '1.5',
  'NaN',
  '1e3',
  '0000-01-01',
  '2024-02-30',
  '9999-12-31',
  '[]',
  '{}',
  'null',
  'true',
  '%',
  '가'.repeat(300),
];
/** Malformed raw (already encoded) query values. */
const BAD_RAW = ['%00', '%ZZ', '%', '%E0%A4%A', '%FF'];
/** Malformed JSON values. */
const BAD_JSON: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  'x'.repeat(10_000),
  2 ** 31,
  2 ** 53,
  -1,
  0,
  1.5,
  Number.MAX_VALUE,
  '0000-01-01',
  '2024-02-30',
  [],
  [2 ** 31],
  [-1, 'x'],
  Array.from({ length: 1000 }, (_, i) => i + 1),
  {},
  { a: 1 },
  true,
  'true',
  '',
  null,
  123,
  '2147483648',
];
/** Malformed whole bodies. */
const BAD_BODIES = ['', '{', '{"a":', 'null', '[]', '"s"', '1', 'NaN', '\u0000', '{"a":1}}', `[${'['.repeat(5000)}`];

const entriesOf = (schema: AnySchema): string[] => {
  const s = schema as unknown as { entries?: Record<string, unknown>; pipe?: AnySchema[] };
  if (s.entries) return Object.keys(s.entries);
  return s.pipe?.[0] ? entriesOf(s.pipe[0]) : [];
};

type Role = 'demo_member' | 'demo_cso' | 'demo_partner' | 'demo_editor' | null;
const ROLES: Role[] = [null, 'demo_member', 'demo_cso', 'demo_partner', 'demo_editor'];

interface Sent {
  method: string;
  path: string;
  body?: BodyInit;
  type?: string;
}

/** Every malformed request of one route (the same list for every role). */
function requestsOf(route: string, inputs: RouteInputs): Sent[] {
  const [method, pattern] = route.split(' ') as [string, string];
  const out: Sent[] = [];
  const pathWith = (params: Record<string, string>) => pattern.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
  const basePath = pathWith(Object.fromEntries(Object.entries(inputs.params ?? {}).map(([k, val]) => [k, encodeURIComponent(val)])));
  const baseQuery = new URLSearchParams(inputs.query?.[1] ?? {});
  const withQuery = (path: string, extra = '') => {
    const q = [baseQuery.toString(), extra].filter(Boolean).join('&');
    return q ? `${path}?${q}` : path;
  };
  const body = (): Pick<Sent, 'body' | 'type'> => {
    if (inputs.json) return { body: JSON.stringify(inputs.json[1]), type: 'application/json' };
    if (inputs.form) return { body: formOf(inputs.form.part?.[0], inputs.form.part?.[2]) };
    return {};
  };
  out.push({ method, path: withQuery(basePath, 'unknown=%00'), ...body() });

  for (const name of Object.keys(inputs.params ?? {})) {
    for (const value of [...BAD_TEXT.map(encodeURIComponent), ...BAD_RAW]) {
      out.push({ method, path: withQuery(pathWith({ ...inputs.params, [name]: value })), ...body() });
    }
  }
  for (const name of inputs.query ? entriesOf(inputs.query[0]) : []) {
    const others = new URLSearchParams(baseQuery);
    others.delete(name);
    const rest = others.toString();
    const at = (value: string) => `${basePath}?${[rest, value].filter(Boolean).join('&')}`;
    for (const value of BAD_TEXT) out.push({ method, path: at(`${name}=${encodeURIComponent(value)}`), ...body() });
    for (const value of BAD_RAW) out.push({ method, path: at(`${name}=${value}`), ...body() });
    out.push({ method, path: at(`${name}=a&${name}=b`), ...body() });
  }
  if (inputs.json) {
    const [schema, valid] = inputs.json;
    for (const variant of jsonVariants(schema, valid))
      out.push({ method, path: basePath, body: JSON.stringify(variant), type: 'application/json' });
    for (const raw of BAD_BODIES) out.push({ method, path: basePath, body: raw, type: 'application/json' });
    out.push({ method, path: basePath, body: JSON.stringify(valid), type: 'text/plain' });
    out.push({ method, path: basePath });
  }
  if (inputs.form) {
    const { part, files } = inputs.form;
    if (part) {
      const [name, schema, valid] = part;
      for (const variant of jsonVariants(schema, valid)) out.push({ method, path: basePath, body: formOf(name, variant) });
      for (const raw of [...BAD_BODIES, 'x'.repeat(10_000)]) {
        const form = new FormData();
        form.append(name, new Blob([raw], { type: 'application/json' }));
        out.push({ method, path: basePath, body: form });
        const asText = new FormData();
        asText.append(name, raw);
        out.push({ method, path: basePath, body: asText });
      }
      out.push({ method, path: basePath, body: new FormData() });
    }
    for (const filePart of files) {
      for (const value of ['', '\u0000', 'x'.repeat(10_000)]) {
        const form = formOf(part?.[0], part?.[2]);
        form.append(filePart, value);
        out.push({ method, path: basePath, body: form });
      }
      const many = formOf(part?.[0], part?.[2]);
      for (let i = 0; i < 7; i++)
        many.append(filePart, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], `a\u0000${i}.png`, { type: 'image/png' }));
      out.push({ method, path: basePath, body: many });
      const odd = formOf(part?.[0], part?.[2]);
      odd.append(filePart, new File([''], ''));
      odd.append(filePart, new File(['MZ'], '..\\..\\evil.exe'));
      out.push({ method, path: basePath, body: odd });
    }
    out.push({ method, path: basePath, body: JSON.stringify(part?.[2] ?? {}), type: 'application/json' });
    out.push({ method, path: basePath, body: 'a=1', type: 'application/x-www-form-urlencoded' });
    out.push({
      method,
      path: basePath,
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
      type: 'multipart/form-data; boundary=x',
    });
    out.push({ method, path: basePath, body: 'garbage', type: 'multipart/form-data' });
    out.push({ method, path: basePath, truncated: formOf(part?.[0], part?.[2]) } as Sent & { truncated: FormData });
  }
  return out;
}

function formOf(name: string | undefined, json: unknown): FormData {
  const form = new FormData();
  if (name) form.append(name, new Blob([JSON.stringify(json)], { type: 'application/json' }));
  return form;
}

/** The valid body with one field (or one field of a nested object) replaced by each malformed value, or left out. */
function jsonVariants(schema: AnySchema, valid: Json): Json[] {
  const out: Json[] = [];
  for (const key of new Set([...entriesOf(schema), ...Object.keys(valid)])) {
    for (const value of BAD_JSON) out.push({ ...valid, [key]: value });
    const { [key]: _left, ...without } = valid;
    out.push(without);
    const nested = valid[key];
    if (nested && typeof nested === 'object' && !Array.isArray(nested)) {
      for (const inner of Object.keys(nested)) for (const value of BAD_JSON) out.push({ ...valid, [key]: { ...nested, [inner]: value } });
    }
  }
  return out;
}

async function send(sent: Sent & { truncated?: FormData }, cookie: string | null): Promise<Response> {
  const headers: Record<string, string> = { origin: ORIGIN };
  if (cookie) headers.cookie = cookie;
  let body = sent.body;
  if (sent.truncated) {
    const whole = new Response(sent.truncated);
    headers['content-type'] = whole.headers.get('content-type') ?? '';
    const bytes = new Uint8Array(await whole.arrayBuffer());
    body = bytes.slice(0, Math.floor(bytes.length / 2));
  } else if (sent.type) headers['content-type'] = sent.type;
  return app.request(`${ORIGIN}${sent.path}`, { method: sent.method, headers, body });
}

/** `{ code, message }` with a Korean message. */
function isKoreanError(text: string): boolean {
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown } | null;
    return !!body && typeof body.code === 'string' && typeof body.message === 'string' && /[가-힣]/.test(body.message);
  } catch {
    return false;
  }
}

const knownRoutes = () => [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))];

describe('fuzzing every /v1 route', () => {
  it('covers every route Hono knows', () => {
    const known = knownRoutes();
    expect(
      known.filter((r) => !(r in routes)),
      'routes without fuzz inputs',
    ).toEqual([]);
    expect(
      Object.keys(routes).filter((r) => !known.includes(r)),
      'fuzz inputs of routes that no longer exist',
    ).toEqual([]);
  });

  const cookies = new Map<Role, string | null>();
  beforeAll(async () => {
    for (const role of ROLES) cookies.set(role, role ? (await login(role)).cookie : null);
  }, 60_000);

  let total = 0;
  const statuses = new Map<number, number>();
  for (const role of ROLES) {
    it(`never answers 5xx, and refuses in Korean: ${role ?? 'signed out'}`, async () => {
      const failures: string[] = [];
      for (const [route, inputs] of Object.entries(routes)) {
        const cookie = inputs.endsSession && role ? (await login(role)).cookie : (cookies.get(role) ?? null);
        for (const sent of requestsOf(route, inputs)) {
          const res = await send(sent, cookie);
          total += 1;
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const where = `${role ?? 'signed out'} ${sent.method} ${sent.path.slice(0, 120)} → ${res.status}`;
          if (res.status >= 500) failures.push(`${where} ${(await res.text()).slice(0, 200)}`);
          else if (res.status >= 400) {
            const text = await res.text();
            if (!isKoreanError(text)) failures.push(`${where} ${text.slice(0, 200)}`);
          } else await res.body?.cancel();
        }
      }
      expect(failures.slice(0, 30)).toEqual([]);
    }, 120_000);
  }

  it('sent a known number of requests', () => {
    const byStatus = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    console.log(`fuzz: ${total} requests over ${Object.keys(routes).length} routes and ${ROLES.length} roles (${byStatus})`);
    expect(total).toBeGreaterThan(5_000);
  });
});
