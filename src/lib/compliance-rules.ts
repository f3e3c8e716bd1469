import type { ComplianceKind, ComplianceStatus, NoticeStatus } from '../api/compliance-enums';

// The CSO rules the compliance center computes with, in one table, each with its legal source. The rules are still
// changing (a draft amendment is pending) and some readings are not confirmed: a rule marked `unverified` says so on
// the screens where it matters. Change a figure here and every screen, the API and the reminders follow.
//
// Dates are calendar days in Korea (`yyyy-MM-dd`); the server passes today's date in Asia/Seoul.

export interface ComplianceRule {
  /** What the rule asks, as the screens say it. */
  title: string;
  /** The figure the portal computes with, in words. */
  figure: string;
  source: string;
  /** A reading not confirmed by the law's text or the ministry: configurable, and flagged on screen. */
  unverified?: string;
}

export const COMPLIANCE_RULES = {
  registration: {
    title: 'CSO 신고',
    figure: '판매촉진 업무를 위탁·재위탁받기 전에 사무소 소재지 시·군·구에 신고하고 신고증을 보유',
    source: '약사법 제46조의2, 제47조제3항',
  },
  initialTraining: {
    title: '신규교육',
    figure: '신고증 발급일부터 3개월 이내 24시간 이수',
    source: '약사법 제46조의3, 시행규칙 제43조의5~8',
  },
  certificateSubmission: {
    title: '교육 이수증 제출',
    figure: '교육 이수일부터 1개월 이내 시·군·구에 제출',
    source: '약사법 시행규칙 제43조의8',
  },
  refresherTraining: {
    title: '보수교육',
    figure: '신규교육을 이수한 다음 해부터 매년 8시간, 그해 12월 31일까지',
    source: '약사법 제46조의3, 시행규칙 제43조의5',
    unverified: '"매년"을 달력 연도로 보고 12월 31일을 기한으로 계산합니다(확인 필요).',
  },
  redelegationNotice: {
    title: '재위탁 통보',
    figure: '재위탁 계약일부터 30일 이내 원 위탁 제약사에 서면 통보(별지 제23호의8 서식)',
    source: '약사법 제47조제4항, 시행규칙 별지 제23호의8',
  },
  recordRetention: {
    title: '기록 보존',
    figure: '위탁·재위탁 계약서(품목별 수수료율 포함)와 근거 자료를 계약 종료일부터 5년간 보존',
    source: '약사법 제47조의2제2항, 시행규칙 제44조의5',
    unverified: '보존 기간의 시작을 계약 종료일로 계산합니다(확인 필요).',
  },
  expenditureReport: {
    title: '지출보고서',
    figure: '회계연도 종료 후 3개월 이내 작성하고, 보고서와 장부·증빙을 5년간 보존',
    source: '약사법 제47조의2제1항',
  },
  briefingFood: {
    title: '제품설명회 식음료',
    figure: '1인 1일 100,000원 이하(세금·봉사료 제외)',
    source: '약사법 시행규칙 별표2',
    unverified: '한도는 제약사 공정경쟁 안내에 따른 수치입니다(확인 필요).',
  },
  briefingMonthly: {
    title: '단일 요양기관 제품설명회 횟수',
    figure: '같은 요양기관에 월 4회 이하',
    source: '약사법 시행규칙 별표2',
    unverified: '한도는 제약사 공정경쟁 안내에 따른 수치입니다(확인 필요).',
  },
  briefingItems: {
    title: '제품설명회 판촉물',
    figure: '단일 요양기관 제품설명회의 판촉물 1인 10,000원 이하',
    source: '약사법 시행규칙 별표2',
    unverified: '한도는 제약사 공정경쟁 안내에 따른 수치입니다(확인 필요).',
  },
  briefingSouvenirs: {
    title: '복수 요양기관 제품설명회 기념품',
    figure: '1인 50,000원 이하',
    source: '약사법 시행규칙 별표2',
    unverified: '한도는 제약사 공정경쟁 안내에 따른 수치입니다(확인 필요).',
  },
  surveyFee: {
    title: '시판 후 조사 사례비',
    figure: '증례보고서 1건당 50,000원 이하',
    source: '약사법 시행규칙 별표2',
    unverified: '한도는 제약사 공정경쟁 안내에 따른 수치입니다(확인 필요).',
  },
  samples: {
    title: '견본품',
    figure: '제품 확인에 필요한 최소 수량, 견본품 표시',
    source: '약사법 시행규칙 별표2',
  },
} as const satisfies Record<string, ComplianceRule>;

/** The figures themselves. */
export const INITIAL_TRAINING_HOURS = 24;
export const INITIAL_TRAINING_DUE_MONTHS = 3;
export const CERTIFICATE_SUBMISSION_MONTHS = 1;
export const REFRESHER_TRAINING_HOURS = 8;
export const NOTICE_DUE_DAYS = 30;
/** An item is 기한 임박 this many days or fewer before its due date. */
export const ITEM_DUE_SOON_DAYS = 30;
/** A re-delegation notice is 기한 임박 this many days or fewer before its due date. */
export const NOTICE_DUE_SOON_DAYS = 7;
/** Reminders go out this many days before a due date, once each. */
export const REMINDER_DAYS_BEFORE = [30, 7, 1] as const;
/** Records kept by law: this many years (contracts from their end, the expenditure ledger from its report's due date). */
export const RETENTION_YEARS = 5;
/** The expenditure report is due this many months after the fiscal year ends. */
export const EXPENDITURE_REPORT_DUE_MONTHS = 3;
/** The fiscal year ends in this month unless the member says otherwise (a calendar year). */
export const DEFAULT_FISCAL_YEAR_END_MONTH = 12;
/** Limits of the benefits the expenditure log checks, in won (briefingFood … surveyFee above). */
export const BRIEFING_FOOD_PER_PERSON_DAY_MAX = 100_000;
export const BRIEFING_SINGLE_PER_MONTH_MAX = 4;
export const BRIEFING_ITEM_MAX = 10_000;
export const BRIEFING_SOUVENIR_MAX = 50_000;
export const SURVEY_FEE_PER_CASE_MAX = 50_000;
/** Hours a training record may state. */
export const TRAINING_HOURS_MIN = 1;
export const TRAINING_HOURS_MAX = 100;

// ── Calendar days ───────────────────────────────────────────────────────────────────────────────────────────────

export type Day = string;

const seoulDayFmt = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day it is in Korea at `now`, `yyyy-MM-dd`. */
export const seoulDay = (now: Date = new Date()): Day => seoulDayFmt.format(now);

const toUtc = (day: Day) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return { y, m, d };
};
const fromUtc = (date: Date): Day => date.toISOString().slice(0, 10);

/** `day` moved by whole days. */
export function addDays(day: Day, delta: number): Day {
  const { y, m, d } = toUtc(day);
  return fromUtc(new Date(Date.UTC(y, m - 1, d + delta)));
}

/** `day` moved by calendar months; a day past the end of the target month becomes its last day (11-30 + 3 → 02-28). */
export function addCalendarMonths(day: Day, delta: number): Day {
  const { y, m, d } = toUtc(day);
  const last = new Date(Date.UTC(y, m - 1 + delta + 1, 0)).getUTCDate();
  return fromUtc(new Date(Date.UTC(y, m - 1 + delta, Math.min(d, last))));
}

/** Whole days from `today` to `due` (negative when it has passed). */
export function daysUntil(due: Day, today: Day): number {
  const a = toUtc(today);
  const b = toUtc(due);
  return Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / 86_400_000);
}

/** As partners say it: D-6, D-DAY, D+3. */
export function dDay(due: Day, today: Day): string {
  const n = daysUntil(due, today);
  return n > 0 ? `D-${n}` : n === 0 ? 'D-DAY' : `D+${-n}`;
}

// ── Items ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** A training completion as recorded. */
export interface TrainingDone {
  completedAt: Day;
  hours: number;
}

/** What the rules need from a subject's records. */
export interface SubjectRecords {
  /** Issue date of the latest 신고증. */
  certificateIssuedAt: Day | null;
  initialTrainings: TrainingDone[];
  refresherTrainings: TrainingDone[];
}

export interface ComputedItem {
  kind: ComplianceKind;
  status: ComplianceStatus;
  dueDate: Day | null;
}

const byDue = (dueDate: Day, today: Day, soonDays: number): 'OVERDUE' | 'DUE_SOON' | 'UPCOMING' => {
  const n = daysUntil(dueDate, today);
  return n < 0 ? 'OVERDUE' : n <= soonDays ? 'DUE_SOON' : 'UPCOMING';
};

/** The day the recorded sessions reach `hours` in total (training may be taken in parts), or null. */
export function completedOn(trainings: readonly TrainingDone[], hours: number): Day | null {
  let total = 0;
  for (const t of [...trainings].sort((a, b) => a.completedAt.localeCompare(b.completedAt))) {
    total += t.hours;
    if (total >= hours) return t.completedAt;
  }
  return null;
}

/**
 * The three items of one subject on `today`:
 * - 신고증: DONE once one is recorded, else MISSING (no due date: it is needed before any work).
 * - 신규교육: due 3 calendar months after the latest 신고증's issue date, DONE once recorded sessions reach 24 hours;
 *   without a 신고증 it has no due date and is MISSING.
 * - 보수교육: due 12-31 of each year after the year the initial training was completed (UPCOMING in that year itself,
 *   due at the end of the next), DONE once this year's sessions reach 8 hours; before the initial training it has no
 *   due date.
 */
export function computeItems(records: SubjectRecords, today: Day): ComputedItem[] {
  const year = Number(today.slice(0, 4));
  const certificate: ComputedItem = records.certificateIssuedAt
    ? { kind: 'CSO_CERTIFICATE', status: 'DONE', dueDate: null }
    : { kind: 'CSO_CERTIFICATE', status: 'MISSING', dueDate: null };

  const initialDone = completedOn(records.initialTrainings, INITIAL_TRAINING_HOURS);
  let initial: ComputedItem;
  if (!records.certificateIssuedAt) initial = { kind: 'INITIAL_TRAINING', status: initialDone ? 'DONE' : 'MISSING', dueDate: null };
  else {
    const dueDate = addCalendarMonths(records.certificateIssuedAt, INITIAL_TRAINING_DUE_MONTHS);
    initial = { kind: 'INITIAL_TRAINING', status: initialDone ? 'DONE' : byDue(dueDate, today, ITEM_DUE_SOON_DAYS), dueDate };
  }

  let refresher: ComputedItem;
  if (!initialDone) {
    refresher = { kind: 'REFRESHER_TRAINING', status: records.certificateIssuedAt ? 'UPCOMING' : 'MISSING', dueDate: null };
  } else {
    const dueYear = Math.max(year, Number(initialDone.slice(0, 4)) + 1);
    const dueDate = `${dueYear}-12-31`;
    const thisYear = records.refresherTrainings.filter((t) => t.completedAt.startsWith(`${year}-`));
    const status: ComplianceStatus =
      dueYear > year ? 'UPCOMING' : completedOn(thisYear, REFRESHER_TRAINING_HOURS) ? 'DONE' : byDue(dueDate, today, ITEM_DUE_SOON_DAYS);
    refresher = { kind: 'REFRESHER_TRAINING', status, dueDate };
  }
  return [certificate, initial, refresher];
}

/** Status order of the list: what is late first, then by due date (none last), then as given. */
export const STATUS_ORDER: readonly ComplianceStatus[] = ['OVERDUE', 'MISSING', 'DUE_SOON', 'UPCOMING', 'DONE'];
export const NOTICE_STATUS_ORDER: readonly NoticeStatus[] = ['OVERDUE', 'DUE_SOON', 'TODO', 'SENT'];

// ── Re-delegation notices ───────────────────────────────────────────────────────────────────────────────────────

/** The notice's due date: 30 days after the sub-contract date. */
export const noticeDueDate = (contractDate: Day): Day => addDays(contractDate, NOTICE_DUE_DAYS);

/** SENT once a sending date is recorded; otherwise by the due date (기한 임박 within 7 days). */
export function noticeStatus(contractDate: Day, sentAt: Day | null, today: Day): NoticeStatus {
  if (sentAt) return 'SENT';
  const n = daysUntil(noticeDueDate(contractDate), today);
  return n < 0 ? 'OVERDUE' : n <= NOTICE_DUE_SOON_DAYS ? 'DUE_SOON' : 'TODO';
}

// ── Retention and the expenditure report ────────────────────────────────────────────────────────────────────────────

/** Until when a contract version is kept: 5 years after it ends; an open contract is kept as long as it runs (null). */
export const contractRetainUntil = (endDate: Day | null): Day | null => (endDate ? addCalendarMonths(endDate, RETENTION_YEARS * 12) : null);

/** The last day of fiscal year `year` (named by the calendar year it ends in). */
export const fiscalYearEnd = (year: number, endMonth: number = DEFAULT_FISCAL_YEAR_END_MONTH): Day =>
  addDays(addCalendarMonths(`${year}-${String(endMonth).padStart(2, '0')}-01`, 1), -1);

/** The first day of fiscal year `year`. */
export const fiscalYearStart = (year: number, endMonth: number = DEFAULT_FISCAL_YEAR_END_MONTH): Day =>
  addDays(fiscalYearEnd(year - 1, endMonth), 1);

/** The expenditure report of fiscal year `year` is due 3 months after it ends (calendar year 2026 → 2027-03-31). */
export const expenditureReportDue = (year: number, endMonth: number = DEFAULT_FISCAL_YEAR_END_MONTH): Day =>
  addDays(addCalendarMonths(addDays(fiscalYearEnd(year, endMonth), 1), EXPENDITURE_REPORT_DUE_MONTHS), -1);

/** Until when an expenditure entry of `date` is kept: 5 years after its report's due date. */
export const expenditureRetainUntil = (date: Day): Day =>
  addCalendarMonths(expenditureReportDue(Number(date.slice(0, 4))), RETENTION_YEARS * 12);
