import { count, eq, inArray } from 'drizzle-orm';
import type { PartnerContractFileType, PartnerContractStatus, PartnerContractType } from '../../api/enums';
import { hashPassword } from '../auth/passwords';
import { getStorage } from '../files/storage';
import { newStorageKey } from '../files/file-storage';
import type { Db } from '../db';
import { members, partnerContractFiles, partnerContracts, type NewMember } from '../db/schema';
import { makePdf } from './assets';

// Partner-contract demo data: three members who show the application's states (not applied yet, under review,
// rejected with a reason) and the approved applications of the two contract demo accounts (demo_org's sent as a
// CSO member, without a CSO certificate of its own). Once: skipped when any application exists.

const at = (iso: string) => new Date(iso);
const PASSWORD = 'demo1234!';

type Profile = Omit<NewMember, 'passwordHash' | 'id'> & { userId: string };

const newMembers: readonly Profile[] = [
  {
    userId: 'demo_applicant',
    name: '한지우',
    nickname: '지우파트너',
    email: 'jiwoo.han@example.kr',
    phoneNumber: '010-3158-7264',
    birthDate: '1993-06-08',
    gender: 'FEMALE',
    referralCode: 'JWHAN3P8',
    createdAt: at('2025-09-02T04:10:00Z'),
  },
  {
    userId: 'demo_pending',
    name: '오세린',
    nickname: '세린메디',
    email: 'serin.oh@example.com',
    phoneNumber: '010-8240-1953',
    birthDate: '1989-12-19',
    gender: 'FEMALE',
    contractStatus: 'PENDING',
    referralCode: 'SROH51KD',
    createdAt: at('2025-08-11T01:20:00Z'),
  },
  {
    userId: 'demo_rejected',
    name: '윤도현',
    nickname: '도현영업',
    email: 'dohyun.yoon@example.kr',
    phoneNumber: '010-9372-4518',
    birthDate: '1984-03-27',
    gender: 'MALE',
    contractStatus: 'REJECTED',
    referralCode: 'DHYOON7R',
    createdAt: at('2025-07-23T07:45:00Z'),
  },
];

interface DemoContract {
  userId: string;
  contractType: PartnerContractType;
  companyName: string;
  businessNumber: string;
  bankName: string;
  accountNumber: string;
  status: PartnerContractStatus;
  rejectionReason?: string;
  contractDate?: Date;
  createdAt: Date;
  files: PartnerContractFileType[];
}

const ALL_FILES: PartnerContractFileType[] = ['BUSINESS_REGISTRATION', 'SUBCONTRACT_AGREEMENT', 'CSO_CERTIFICATE', 'SALES_EDUCATION_CERT'];

const contracts: readonly DemoContract[] = [
  {
    userId: 'demo_partner',
    contractType: 'INDIVIDUAL',
    companyName: '민준메디컬',
    businessNumber: '2148712348',
    bankName: '국민은행',
    accountNumber: '47290104183520',
    status: 'APPROVED',
    contractDate: at('2025-03-14T01:30:00Z'),
    createdAt: at('2025-03-10T02:00:00Z'),
    files: ALL_FILES,
  },
  {
    userId: 'demo_org',
    contractType: 'ORGANIZATION',
    companyName: '서연메디컬(주)',
    businessNumber: '1058654329',
    bankName: '신한은행',
    accountNumber: '110482937561',
    status: 'APPROVED',
    contractDate: at('2024-11-29T06:00:00Z'),
    createdAt: at('2024-11-25T05:00:00Z'),
    files: ['BUSINESS_REGISTRATION', 'SALES_EDUCATION_CERT'],
  },
  {
    userId: 'demo_pending',
    contractType: 'INDIVIDUAL',
    companyName: '세린헬스케어',
    businessNumber: '3180245673',
    bankName: '카카오뱅크',
    accountNumber: '3333051234567',
    status: 'PENDING',
    createdAt: at('2026-11-20T03:00:00Z'),
    files: ['BUSINESS_REGISTRATION', 'CSO_CERTIFICATE', 'SALES_EDUCATION_CERT'],
  },
  {
    userId: 'demo_rejected',
    contractType: 'ORGANIZATION',
    companyName: '도현파마(주)',
    businessNumber: '6111234564',
    bankName: '키움증권',
    accountNumber: '60123456789',
    status: 'REJECTED',
    rejectionReason: '사업자등록증 사본이 흐려 등록번호를 확인할 수 없습니다. 선명한 사본으로 다시 신청해 주세요.',
    createdAt: at('2026-11-12T06:30:00Z'),
    files: ['BUSINESS_REGISTRATION', 'CSO_CERTIFICATE', 'SALES_EDUCATION_CERT'],
  },
];

const fileTitle: Record<PartnerContractFileType, string> = {
  BUSINESS_REGISTRATION: '사업자등록증',
  SUBCONTRACT_AGREEMENT: '재위탁계약서',
  CSO_CERTIFICATE: 'CSO신고증',
  SALES_EDUCATION_CERT: '판매위수탁_교육이수증',
};

/** Inserts the contract demo members and applications (with their documents); answers how many applications. */
export async function seedPartnerContracts(db: Db): Promise<number> {
  const passwordHash = await hashPassword(PASSWORD);
  await db
    .insert(members)
    .values(newMembers.map((p) => ({ ...p, passwordHash, updatedAt: p.createdAt })))
    .onConflictDoNothing({ target: members.userId });
  const [existing] = await db.select({ n: count() }).from(partnerContracts);
  if ((existing?.n ?? 0) > 0) return 0;
  const owners = await db
    .select({ id: members.id, userId: members.userId })
    .from(members)
    .where(
      inArray(
        members.userId,
        contracts.map((c) => c.userId),
      ),
    );
  const storage = getStorage();
  let added = 0;
  for (const { userId, files, ...contract } of contracts) {
    const owner = owners.find((o) => o.userId === userId);
    if (!owner) continue;
    const [row] = await db
      .insert(partnerContracts)
      .values({ ...contract, memberId: owner.id, updatedAt: contract.contractDate ?? contract.createdAt })
      .returning({ id: partnerContracts.id });
    const contractId = (row as { id: number }).id;
    for (const type of files) {
      const bytes = makePdf([fileTitle[type], contract.companyName, `No. ${contract.businessNumber}`]);
      const storageKey = newStorageKey('contract', 'pdf');
      const originalName = `${fileTitle[type]}_${contract.companyName}.pdf`;
      await storage.put(storageKey, bytes, { contentType: 'application/pdf', name: originalName });
      await db.insert(partnerContractFiles).values({
        contractId,
        memberId: owner.id,
        fileType: type,
        storageKey,
        originalName,
        contentType: 'application/pdf',
        size: bytes.byteLength,
        createdAt: contract.createdAt,
      });
    }
    await db.update(members).set({ contractStatus: contract.status }).where(eq(members.id, owner.id));
    added++;
  }
  return added;
}
