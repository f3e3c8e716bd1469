import type { Db } from '../db';
import { hospitalOpenings, prescriptionMonthlyStats } from '../db/schema';
import { prng } from './prng';

// The home hero's figures: monthly prescription counts and fees, and hospitals opened lately.

const DAY = 86_400_000;

const REGIONS = [
  '서울 강남구',
  '서울 송파구',
  '서울 마포구',
  '경기 성남시',
  '경기 수원시',
  '경기 고양시',
  '인천 연수구',
  '부산 해운대구',
  '대구 수성구',
  '대전 서구',
  '광주 서구',
  '울산 남구',
];
const NAMES = ['바른', '연세', '서울', '하나', '봄', '우리', '새봄', '밝은', '열린', '튼튼', '맑은', '온'];
const DEPARTMENTS: Array<[string, string]> = [
  ['내과', '내과의원'],
  ['소아청소년과', '소아청소년과의원'],
  ['정형외과', '정형외과의원'],
  ['이비인후과', '이비인후과의원'],
  ['피부과', '피부과의원'],
  ['가정의학과', '가정의학과의원'],
  ['안과', '안과의원'],
  ['신경과', '신경과의원'],
];

/** Monthly prescription figures (14 months up to this one, KST) and hospital openings of the last 400 days. */
export async function seedFigures(db: Db, now: Date): Promise<void> {
  const kst = new Date(now.getTime() + 9 * 3_600_000);
  const year = kst.getUTCFullYear();
  const month = kst.getUTCMonth();
  const rnd = prng(20261122);
  const stats = Array.from({ length: 14 }, (_, k) => {
    const d = new Date(Date.UTC(year, month - k, 1));
    // This month is partial: about as far along as the month is.
    const share = k === 0 ? Math.max(0.15, kst.getUTCDate() / new Date(Date.UTC(year, month + 1, 0)).getUTCDate()) : 1;
    const full = 9_800 + Math.round(rnd() * 4_200) - k * 140;
    const count = Math.round(full * share);
    return { month: d.toISOString().slice(0, 10), prescriptionCount: count, feeAmount: Math.round(count * (142_000 + rnd() * 26_000)) };
  });
  await db.insert(prescriptionMonthlyStats).values(stats).onConflictDoNothing();

  const openings = Array.from({ length: 240 }, (_, i) => {
    const daysAgo = Math.floor(rnd() * 400);
    const [department, suffix] = DEPARTMENTS[Math.floor(rnd() * DEPARTMENTS.length)] as [string, string];
    const region = REGIONS[Math.floor(rnd() * REGIONS.length)] as string;
    const name = `${NAMES[Math.floor(rnd() * NAMES.length)]}${suffix}`;
    return {
      institutionCode: String(31_200_000 + i * 37),
      name,
      department,
      region,
      openedOn: new Date(kst.getTime() - daysAgo * DAY).toISOString().slice(0, 10),
    };
  });
  await db.insert(hospitalOpenings).values(openings).onConflictDoNothing();
}
