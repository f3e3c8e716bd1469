import { isContractMember, type CsoReviewStatus } from '../../api/enums';
import type { MemberContractSummary, StaffMemberDetails } from '../../api/types';
import { maskAccount, maskBusinessNumber } from '../../lib/mask';
import { liveDevices } from '../auth/devices';
import type { Db } from '../db';
import type { Member, PartnerContractRow } from '../db/schema';
import { toWireDateTime } from '../http';
import { pendingChangeOf } from './bank-changes';
import { personalOf } from './member-rows';
import { latestContractOf, visibleMember } from './member-target';

// The member's page in the console (`GET /v1/members/{userId}/details` for staff): profile, type, the latest contract
// application, the CSO certificate's review, the signed-in devices, the account's status with a suspension's reason
// and end, the staff memo and the marketing consents. Every personal field masked; one is revealed on its own call.

/** Where the certificate stands: approved with the member type (CSO, or a contract that took it), refused with a reason. */
function certificateState(m: Member): CsoReviewStatus {
  if (!m.csoCertUrl) return 'NONE';
  if (m.partnerContractStatus === 'CSO' || isContractMember(m.partnerContractStatus)) return 'APPROVED';
  return m.csoCertRejectionReason ? 'REJECTED' : 'PENDING';
}

function contractSummary(c: PartnerContractRow): MemberContractSummary {
  return {
    id: c.id,
    status: c.status,
    contractType: c.contractType,
    companyName: c.companyName,
    businessNumber: maskBusinessNumber(c.businessNumber),
    bankName: c.bankName,
    accountNumber: maskAccount(c.accountNumber),
    contractDate: toWireDateTime(c.contractDate),
    rejectionReason: c.rejectionReason,
    appliedAt: toWireDateTime(c.createdAt),
  };
}

/** The page's data of a member the viewer may see (404 otherwise). */
export async function memberPage(db: Db, viewer: Member, userId: string): Promise<StaffMemberDetails> {
  const m = await visibleMember(db, viewer, userId);
  return memberPageOf(db, viewer, m);
}

/** The page's data of a member row already found. */
export async function memberPageOf(db: Db, viewer: Member, m: Member): Promise<StaffMemberDetails> {
  const contract = await latestContractOf(db, m.id);
  const [pendingBankChange, devices] = await Promise.all([
    contract ? pendingChangeOf(db, contract.id, viewer.id) : Promise.resolve(null),
    liveDevices(db, m.id, ''),
  ]);
  return {
    id: m.id,
    userId: m.userId,
    name: m.name,
    nickname: m.nickname,
    ...personalOf(m),
    gender: m.gender ?? null,
    referralCode: m.referralCode ?? null,
    role: m.role,
    partnerContractStatus: m.partnerContractStatus,
    registrationDate: toWireDateTime(m.createdAt),
    lastLoginDate: toWireDateTime(m.lastLoginAt),
    accountStatus: m.accountStatus,
    suspension: m.accountStatus === 'BLOCKED' ? { reason: m.blockedReason, until: toWireDateTime(m.blockedUntil) } : null,
    staffMemo: m.staffMemo,
    marketingAgreements: {
      sms: m.marketingSms,
      email: m.marketingEmail,
      push: m.marketingPush,
      smsAgreedAt: toWireDateTime(m.marketingSmsAgreedAt),
      emailAgreedAt: toWireDateTime(m.marketingEmailAgreedAt),
      pushAgreedAt: toWireDateTime(m.marketingPushAgreedAt),
    },
    contract: contract ? contractSummary(contract) : null,
    pendingBankChange,
    csoCertificate: {
      url: m.csoCertUrl,
      state: certificateState(m),
      submittedAt: toWireDateTime(m.csoCertSubmittedAt),
      rejectionReason: m.csoCertRejectionReason,
    },
    devices: devices.map((d) => ({ id: d.id, device: d.device, signedInAt: d.signedInAt, lastUsedAt: d.lastUsedAt })),
  };
}
