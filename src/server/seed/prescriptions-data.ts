// Generated demo data of the prescriptions (EDI records): dealers and client institutions (realistic Korean clinics and hospitals,
// 요양기관 codes, business numbers). Pure functions of a seeded PRNG: every demo database looks the same.

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const digits = (random: () => number, n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');

export const dealerNames = ['김도윤', '박서준', '이하은', '최지우', '정예준', '강수아', '윤시우', '한지민'] as const;
export const banks = ['국민은행', '신한은행', '우리은행', '하나은행', '농협은행', '기업은행'] as const;

const regions = [
  { name: '서울특별시', districts: ['강남구', '서초구', '송파구', '마포구', '영등포구', '노원구', '관악구'], code: '11' },
  { name: '경기도', districts: ['성남시 분당구', '수원시 영통구', '고양시 일산동구', '용인시 수지구', '부천시'], code: '31' },
  { name: '부산광역시', districts: ['해운대구', '부산진구', '동래구', '수영구'], code: '21' },
  { name: '대구광역시', districts: ['수성구', '달서구', '중구'], code: '22' },
  { name: '인천광역시', districts: ['연수구', '남동구', '부평구'], code: '23' },
  { name: '대전광역시', districts: ['서구', '유성구'], code: '25' },
] as const;
const streets = ['테헤란로', '중앙대로', '시민로', '번영로', '문화로', '대학로', '역삼로', '해운대로', '동서대로'];
const prefixes = [
  '연세',
  '서울',
  '밝은',
  '튼튼',
  '하나',
  '참',
  '우리',
  '새봄',
  '365',
  '바른',
  '열린',
  '미소',
  '편한',
  '으뜸',
  '한빛',
  '늘봄',
  '행복한',
  '온누리',
  '푸른',
  '성모',
];
const departments = [
  { dept: '내과', suffix: '내과의원' },
  { dept: '가정의학과', suffix: '가정의학과의원' },
  { dept: '정형외과', suffix: '정형외과의원' },
  { dept: '이비인후과', suffix: '이비인후과의원' },
  { dept: '소아청소년과', suffix: '소아청소년과의원' },
  { dept: '안과', suffix: '안과의원' },
  { dept: '피부과', suffix: '피부과의원' },
  { dept: '신경과', suffix: '신경과의원' },
  { dept: '비뇨의학과', suffix: '비뇨의학과의원' },
  { dept: '산부인과', suffix: '여성의원' },
  { dept: '내과', suffix: '병원' },
  { dept: '재활의학과', suffix: '요양병원' },
] as const;

export interface PartnerSeed {
  institutionName: string;
  institutionCode: string;
  companyName: string;
  businessNumber: string;
  contractType: 'CONTRACT' | 'NON_CONTRACT';
  medicalDepartment: string;
  hasPharmacy: boolean;
  pharmacyName: string | null;
  pharmacyAddress: string | null;
  pharmacyStatus: 'NORMAL' | 'CLOSED' | null;
  note: string | null;
}

/** `count` client institutions with distinct names. */
export function generatePartners(random: () => number, count: number): PartnerSeed[] {
  const out: PartnerSeed[] = [];
  const names = new Set<string>();
  while (out.length < count) {
    const region = pick(random, regions);
    const district = pick(random, region.districts);
    const { dept, suffix } = pick(random, departments);
    const place =
      district
        .split(' ')
        .pop()
        ?.replace(/[구시]$/, '') ?? '';
    let institutionName = `${random() < 0.3 ? place : ''}${pick(random, prefixes)}${suffix}`;
    if (names.has(institutionName)) institutionName = `${place}${institutionName}`;
    if (names.has(institutionName)) continue;
    names.add(institutionName);
    const hospital = suffix.endsWith('병원');
    const hasPharmacy = !hospital && random() < 0.7;
    const address = `${region.name} ${district} ${pick(random, streets)} ${1 + Math.floor(random() * 400)}`;
    out.push({
      institutionName,
      institutionCode: `${region.code}${hospital ? '1' : '3'}${digits(random, 5)}`,
      companyName: hospital ? `의료법인 ${institutionName.replace(/요양병원|병원$/, '')}의료재단` : institutionName,
      businessNumber: `${100 + Math.floor(random() * 800)}-${digits(random, 2)}-${digits(random, 5)}`,
      contractType: random() < 0.85 ? 'CONTRACT' : 'NON_CONTRACT',
      medicalDepartment: dept,
      hasPharmacy,
      pharmacyName: hasPharmacy ? `${pick(random, prefixes)}약국` : null,
      pharmacyAddress: hasPharmacy ? `${address} 1층` : null,
      pharmacyStatus: hasPharmacy ? (random() < 0.92 ? 'NORMAL' : 'CLOSED') : null,
      note: random() < 0.15 ? '월말 방문 선호' : null,
    });
  }
  return out;
}
