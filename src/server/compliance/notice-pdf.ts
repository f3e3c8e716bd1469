import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { formatDate } from '../../lib/format';
import { noticeFont } from './notice-font';
import { MEASURE, type Fonts, type TableSection } from './notice-pdf-layout';
import { CONTENT_BOTTOM, CONTENT_TOP, drawNotice, drawPaperNote, PAGE, type NoticeContent } from './notice-pdf-page';

// The re-delegation notice (판매촉진 업무 재위탁 통보서) as a one-page A4 PDF, laid out after the statutory form
// 약사법 시행규칙 별지 제23호의8서식: a CSO that passes promotion work on to a sub-contractor (our member's dealer)
// notifies the original delegator (the drug company) in writing within 30 days, with the sub-contractor's
// registration certificate and the sub-contract attached (약사법 제47조제4항).
// Filled from what the partner entered; what is unknown stays an empty field to be filled in by hand before signing.

/** Who notifies: the member (a person or a company), itself a registered CSO. */
export interface NoticeNotifier {
  /** The person's or the company's name. */
  name: string;
  representative?: string | null;
  businessNumber?: string | null;
  phone?: string | null;
  /** The office address (영업소 소재지). */
  address?: string | null;
  /** The member's own CSO 신고증: number and issuing office. */
  certificateNumber?: string | null;
  certificateAuthority?: string | null;
}

/** Who takes the work on again: the dealer, with their CSO 신고증 when recorded. */
export interface NoticeSubcontractor {
  name: string;
  certificateNumber: string | null;
  certificateAuthority: string | null;
  /** `yyyy-MM-dd`. */
  certificateIssuedAt: string | null;
}

export interface NoticeDocumentInput {
  notifier: NoticeNotifier;
  subcontractor: NoticeSubcontractor;
  /** The original delegator, to whom the notice goes (○○○ 귀하). */
  drugCompanyName: string;
  /** The sub-contract date, `yyyy-MM-dd`. */
  contractDate: string;
  /** The notice's date, `yyyy-MM-dd`; null leaves the date line blank (년 월 일) to be written by hand. */
  noticeDate: string | null;
  /** The attached documents; the form's two by default. */
  attachments?: readonly string[];
}

/** What the form asks to attach. */
export const NOTICE_ATTACHMENTS = ['재수탁자의 신고증 사본 1부', '재위탁 계약서 사본 1부'] as const;

export const NOTICE_TITLE = '판매촉진 업무 재위탁 통보서';
export const NOTICE_FORM_NAME = '■ 약사법 시행규칙 [별지 제23호의8서식]';
// The law's article only: the form's sentence also names an article of the 시행규칙, which we have not been able to
// confirm from the published text. Add it here (…제4항 및 같은 법 시행규칙 제○조…) once confirmed.
export const NOTICE_STATEMENT = '「약사법」 제47조제4항에 따라 위와 같이 판매촉진 업무의 재위탁 사실을 통보합니다.';
const WORK_SCOPE = '위탁자로부터 위탁받은 의약품 판매촉진 업무 중 재위탁 계약서에서 정한 업무';
const PRODUCTS_AND_RATES = '붙임 재위탁 계약서 사본의 품목 및 품목별 수수료율과 같음';
const PAPER_NOTE = '210mm×297mm[백상지 80g/㎡]';

/** A value as printed: trimmed, and empty when unknown (never "null" or "undefined"). */
const text = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');

/** `yyyy-MM-dd` in Korean order (2026년 12월 3일); anything else stays blank. */
const koreanDate = (day: string | null | undefined) =>
  day && /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) ? formatDate(day) : '';

/** The form's table, section by section. */
function tableSections(input: NoticeDocumentInput): TableSection[] {
  const { notifier: n, subcontractor: s } = input;
  return [
    {
      label: '통보인\n(재위탁자)',
      rows: [
        [
          { label: '성명(법인명)', value: text(n.name) },
          { label: '대표자', value: text(n.representative) },
        ],
        [
          { label: '사업자등록번호', value: text(n.businessNumber) },
          { label: '전화번호', value: text(n.phone) },
        ],
        [{ label: '영업소 소재지', value: text(n.address) }],
        [
          { label: '신고번호', value: text(n.certificateNumber) },
          { label: '신고기관', value: text(n.certificateAuthority) },
        ],
      ],
    },
    {
      label: '재수탁자',
      rows: [
        [{ label: '성명(법인명)', value: text(s.name) }],
        [
          { label: '신고번호', value: text(s.certificateNumber) },
          { label: '신고기관', value: text(s.certificateAuthority) },
        ],
        [{ label: '신고일', value: koreanDate(s.certificateIssuedAt) }],
      ],
    },
    {
      label: '위탁자\n(원위탁자)',
      rows: [[{ label: '명칭', value: text(input.drugCompanyName) }]],
    },
    {
      label: '재위탁\n내용',
      rows: [
        [{ label: '재위탁 계약일', value: koreanDate(input.contractDate) }],
        [{ label: '재위탁 업무 범위', value: WORK_SCOPE }],
        [{ label: '의약품 명칭 및\n품목별 수수료율', value: PRODUCTS_AND_RATES }],
      ],
    },
  ];
}

/** Everything the page shows, filled in. */
function noticeContent(input: NoticeDocumentInput): NoticeContent {
  const company = text(input.drugCompanyName);
  return {
    formName: NOTICE_FORM_NAME,
    title: NOTICE_TITLE,
    sections: tableSections(input),
    statement: NOTICE_STATEMENT,
    date: koreanDate(input.noticeDate) || '년            월            일',
    signerLabel: '통보인',
    signerName: text(input.notifier.name),
    signature: '(서명 또는 인)',
    addressee: company ? `${company} 귀하` : '귀하',
    attachmentsLabel: '첨부서류',
    attachments: (input.attachments ?? NOTICE_ATTACHMENTS).map((a, i) => `${i + 1}. ${text(a)}`),
    paperNote: PAPER_NOTE,
  };
}

/** The gaps between the parts of the page, tried in turn until the content fits (long names and addresses wrap). */
const SPACINGS = [1, 0.6] as const;
const TIGHTEST_SPACING = 0.3;

/** Renders the notice as a one-page A4 PDF with Pretendard embedded (only the characters it shows). */
export async function renderRedelegationNotice(input: NoticeDocumentInput): Promise<Uint8Array> {
  const content = noticeContent(input);
  const shown = JSON.stringify(content);

  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([noticeFont('regular', shown), noticeFont('bold', shown)]);
  const fonts: Fonts = {
    regular: await doc.embedFont(regular.bytes, { customName: regular.name }),
    bold: await doc.embedFont(bold.bytes, { customName: bold.name }),
  };
  doc.setTitle(NOTICE_TITLE, { showInWindowTitleBar: true });
  doc.setSubject(`${text(input.notifier.name)} → ${text(input.drugCompanyName)} (재수탁자 ${text(input.subcontractor.name)})`);
  doc.setLanguage('ko-KR');
  doc.setCreator('파트너 포털');

  // Measure first, with the widest gaps that fit. Content taller than the page even then (values far longer than
  // any real name or address) is drawn on a taller page and scaled down to A4, never cut off or spilled onto a
  // second page.
  const heightAt = (spacing: number) => CONTENT_TOP - drawNotice(MEASURE, fonts, content, spacing);
  const room = CONTENT_TOP - CONTENT_BOTTOM;
  const spacing = SPACINGS.find((s) => heightAt(s) <= room) ?? TIGHTEST_SPACING;
  const overflow = Math.max(0, heightAt(spacing) - room);

  const page = doc.addPage([PAGE.width, PAGE.height + overflow]);
  drawNotice(page, fonts, content, spacing, CONTENT_TOP + overflow);
  drawPaperNote(page, fonts, content);
  if (overflow) {
    const scale = PAGE.height / (PAGE.height + overflow);
    page.scaleContent(scale, scale);
    page.translateContent((PAGE.width * (1 - scale)) / 2, 0);
    page.setSize(PAGE.width, PAGE.height);
  }
  return doc.save();
}
