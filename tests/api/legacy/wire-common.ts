import * as v from 'valibot';

// The old app's wire types (its generated client's shapes, written from the legacy contract): strict on every field
// the app reads (present, of its type, enums with exactly the contract's values), lenient on fields our server adds.
// `v.object` drops unknown keys, so extra fields pass; a field the contract marks nullable is `nullish` (null or absent).

// ── scalars ───────────────────────────────────────────────────────────────────────────────────────────────────

/** A timestamp: ISO local date-time in UTC without a zone (the app adds 9 hours itself; a `Z` would shift it). */
export const Timestamp = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?$/, 'a zone-less ISO date-time'));
/** `yyyy-MM-dd`. */
export const Day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a yyyy-MM-dd date'));
/** A month field: a date or a zone-less date-time on the 1st of the month. */
export const MonthString = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-01(T00:00:00(\.0+)?)?$/, 'the 1st of a month'));
/** A date or date-time string (fields the contract leaves loose, e.g. `createdDate`, `contractDate` of products). */
export const DateOrTimestamp = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d{1,9})?)?$/, 'a date(-time)'));
export const Int = v.pipe(v.number(), v.integer());
export const Money = v.pipe(v.number(), v.integer());
/** A product fee rate: a fraction 0–1. */
export const Fraction = v.pipe(v.number(), v.minValue(0), v.maxValue(1));
/** Dashed mobile number of member data. */
export const DashedPhone = v.pipe(v.string(), v.regex(/^01\d-\d{3,4}-\d{4}$/, 'a dashed phone number'));
/** A URL the browser can open and `new URL()` can parse without a base. */
export const AbsoluteUrl = v.pipe(v.string(), v.url('an absolute URL'));

// ── enums (section 4 of the contract) ─────────────────────────────────────────────────────────────────────────

export const BoardType = v.picklist([
  'ANONYMOUS',
  'MR_CSO_MATCHING',
  'NOTICE',
  'INQUIRY',
  'FAQ',
  'CSO_A_TO_Z',
  'EVENT',
  'SALES_AGENCY',
  'PRODUCT',
]);
export const NoticeType = v.picklist([
  'PRODUCT_STATUS',
  'MANUFACTURING_SUSPENSION',
  'NEW_PRODUCT',
  'POLICY',
  'GENERAL',
  'ANONYMOUS_BOARD',
  'MR_CSO_MATCHING',
]);
export const ExposureRange = v.picklist(['ALL', 'CONTRACTED', 'UNCONTRACTED']);
export const MemberType = v.picklist(['NONE', 'CSO', 'INDIVIDUAL', 'ORGANIZATION']);
export const ContractStatus = v.picklist(['CONTRACT', 'NON_CONTRACT']);
export const PartnerContractStatus = v.picklist(['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED']);
export const PartnerContractType = v.picklist(['INDIVIDUAL', 'ORGANIZATION']);
export const PartnerContractFileType = v.picklist([
  'BUSINESS_REGISTRATION',
  'SUBCONTRACT_AGREEMENT',
  'CSO_CERTIFICATE',
  'SALES_EDUCATION_CERT',
]);
export const PrescriptionStatus = v.picklist(['PENDING', 'IN_PROGRESS', 'COMPLETED']);
export const SettlementStatus = v.picklist(['REQUEST', 'OBJECTION']);
export const ReportType = v.picklist(['SPAM', 'ABUSE', 'ILLEGAL_CONTENT', 'PERSONAL_INFORMATION', 'OTHER']);
export const EventStatus = v.picklist(['IN_PROGRESS', 'FINISHED']);
export const BannerPosition = v.picklist(['ALL', 'POPUP', 'PC_MAIN', 'PC_COMMUNITY', 'MOBILE_MAIN']);
export const BannerScope = v.picklist(['ENTIRE', 'CONTRACT', 'NON_CONTRACT']);
export const BannerStatus = v.picklist(['VISIBLE', 'HIDDEN']);
export const AttachmentType = v.picklist(['ATTACHMENT', 'EDITOR']);
export const AccountStatus = v.picklist(['ACTIVATED', 'BLOCKED', 'DELETED']);
export const Role = v.picklist(['USER', 'ADMIN', 'SUPER_ADMIN']);
export const Gender = v.picklist(['MALE', 'FEMALE']);
export const PriceUnit = v.picklist(['KRW', 'USD', 'EUR']);
export const PharmacyStatus = v.picklist(['NORMAL', 'CLOSED', 'DELETED', 'NONE']);

// ── the paging envelope ───────────────────────────────────────────────────────────────────────────────────────

const SortInfo = v.object({ empty: v.boolean(), sorted: v.boolean(), unsorted: v.boolean() });

/** `Page<T>`: the screens read content, totalElements, totalPages, number and size; the rest is checked when sent. */
export const Page = <T extends v.GenericSchema>(row: T) =>
  v.pipe(
    v.object({
      content: v.array(row),
      totalElements: Int,
      totalPages: Int,
      number: Int,
      size: Int,
      numberOfElements: v.optional(Int),
      first: v.optional(v.boolean()),
      last: v.optional(v.boolean()),
      empty: v.optional(v.boolean()),
      sort: v.optional(SortInfo),
      pageable: v.optional(
        v.object({ offset: Int, pageNumber: Int, pageSize: Int, paged: v.boolean(), unpaged: v.boolean(), sort: v.optional(SortInfo) }),
      ),
    }),
    v.check((p) => p.content.length <= p.totalElements, 'content holds more rows than totalElements'),
    v.check((p) => p.numberOfElements === undefined || p.numberOfElements === p.content.length, 'numberOfElements ≠ content.length'),
  );

// ── auth and member ───────────────────────────────────────────────────────────────────────────────────────────

export const LoginResponse = v.object({
  accessToken: v.string(),
  refreshToken: v.pipe(v.string(), v.nonEmpty()),
  deviceUuid: v.nullish(v.string()),
});
export const PublicKeyAnswer = v.object({ publicKey: v.pipe(v.string(), v.includes('-----BEGIN PUBLIC KEY-----')) });
export const PromotionToken = v.object({ token: v.pipe(v.string(), v.nonEmpty()), expiresAt: v.number() });

export const MarketingAgreements = v.object({
  sms: v.boolean(),
  email: v.boolean(),
  push: v.boolean(),
  smsAgreedAt: v.nullish(v.string()),
  emailAgreedAt: v.nullish(v.string()),
  pushAgreedAt: v.nullish(v.string()),
});

export const MemberDetails = v.object({
  id: Int,
  userId: v.string(),
  name: v.string(),
  nickname: v.string(),
  nicknameHidden: v.boolean(),
  email: v.string(),
  phoneNumber: DashedPhone,
  birthDate: Day,
  gender: v.nullish(Gender),
  partnerContractStatus: MemberType,
  contractStatus: v.nullish(PartnerContractStatus),
  contractDate: v.nullish(Timestamp),
  csoCertUrl: v.nullish(v.string()),
  referralCode: v.nullish(v.string()),
  marketingAgreements: MarketingAgreements,
  accountStatus: AccountStatus,
  role: Role,
  note: v.nullish(v.string()),
  lastLoginDate: Timestamp,
  registrationDate: Timestamp,
});

export const PushPreferences = v.object({
  allowNotice: v.boolean(),
  allowSalesAgency: v.boolean(),
  allowPrescription: v.boolean(),
  allowSettlement: v.boolean(),
  allowCommunity: v.boolean(),
});

export const NicknameAvailability = v.object({
  available: v.boolean(),
  duplicated: v.boolean(),
  recentlyChanged: v.boolean(),
  changedAt: v.nullish(v.string()),
});

/** `POST /v1/kmc/auth/request`. */
export const KmcRequestAnswer = v.object({ certNum: v.pipe(v.string(), v.nonEmpty()), trCert: v.string(), requestedAt: v.string() });
/** `GET /v1/kmc/auth/result`: a loose map; on SUCCESS the app reads name, phone (digits), birth (yyyyMMdd), gender. */
export const KmcResult = v.variant('status', [
  v.object({
    status: v.literal('SUCCESS'),
    name: v.string(),
    phone: v.pipe(v.string(), v.regex(/^01\d{8,9}$/)),
    birth: v.pipe(v.string(), v.regex(/^\d{8}$/)),
    gender: v.string(),
  }),
  v.object({ status: v.string() }),
]);

export const DrugCompany = v.object({ id: Int, code: v.string(), name: v.string() });

export const Bool = v.boolean();
export const Count = Int;
