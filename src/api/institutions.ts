// Where a contract member's settlements are paid: the banks and brokerages a member may choose, by their Korean names
// (the name is what the contract stores as `bankName`).

export const BANKS = [
  '카카오뱅크',
  '국민은행',
  '기업은행',
  '농협은행',
  '신한은행',
  'iM뱅크',
  '산업은행',
  '우리은행',
  '한국씨티은행',
  '하나은행',
  'SC제일은행',
  '경남은행',
  '광주은행',
  '도이치은행',
  '뱅크오브아메리카',
  '부산은행',
  '산림조합중앙회',
  '저축은행',
  '새마을금고',
  '수협은행',
  '신협중앙회',
  '우체국',
  '전북은행',
  '제주은행',
  '중국건설은행',
  '중국공상은행',
  '중국은행',
  'BNP파리바은행',
  'HSBC은행',
  'JP모간체이스은행',
  '케이뱅크',
  '토스뱅크',
] as const;

export const BROKERAGES = [
  '교보증권',
  '대신증권',
  'DB증권',
  '메리츠증권',
  '미래에셋증권',
  '부국증권',
  '삼성증권',
  '신영증권',
  '신한투자증권',
  '에스케이증권',
  '현대차증권',
  '유안타증권',
  '유진투자증권',
  'LS증권',
  '케이프투자증권',
  '키움증권',
  '우리투자증권',
  '하나증권',
  'iM증권',
  '한국투자증권',
  '상상인증권',
  '한화투자증권',
  'KB증권',
  '다올투자증권',
  'BNK투자증권',
  'NH투자증권',
  '카카오페이증권',
  'IBK투자증권',
  '토스증권',
] as const;

export type InstitutionKind = 'BANK' | 'BROKERAGE';
export const institutionKindLabel: Record<InstitutionKind, string> = { BANK: '은행', BROKERAGE: '증권사' };

const known = new Set<string>([...BANKS, ...BROKERAGES]);
/** Whether `name` is one of the institutions a member may choose. */
export const isInstitution = (name: string) => known.has(name);

/** Every institution with its kind, banks first (the picker's groups). */
export const institutions: readonly { name: string; kind: InstitutionKind }[] = [
  ...BANKS.map((name) => ({ name, kind: 'BANK' as const })),
  ...BROKERAGES.map((name) => ({ name, kind: 'BROKERAGE' as const })),
];
