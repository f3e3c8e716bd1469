import { compliance, complianceAudit } from 'styled-system/recipes';
import { Button } from '../../ui/Button';
import { useHydrated } from '../shared/use-hydrated';

export interface AuditPackSectionProps {
  /** Opens the dialog that picks the period and starts the download. */
  onOpen: () => void;
}

const s = compliance();
const a = complianceAudit();

/** What the .zip holds, in the order of its folders (the index first). */
export const PACK_CONTENTS: [name: string, folder: string, what: string][] = [
  ['색인', 'index.xlsx', '모든 서류와 그 날짜의 목록'],
  ['계약서', 'contracts/', '딜러별 재위탁계약서와 품목별 수수료율'],
  ['재위탁 통보서', 'notices/', '재위탁 통보서 PDF와 통보 증빙'],
  ['신고증·이수증', 'certificates/', '본인과 딜러의 CSO 신고증, 교육 이수증'],
  ['지출보고서와 영수증', 'expenditures/', '연도별 지출보고서(.xlsx)와 첨부한 영수증·증빙'],
  ['변경 기록', '변경기록.xlsx', '누가 언제 무엇을 등록·변경·삭제했는지'],
];

/**
 * 감사 자료 내려받기: when an inspector asks for the records (refusing them is itself an offence), everything of a
 * period in one .zip. The period is picked in a dialog; the browser downloads the file itself as the server builds it.
 */
export function AuditPackSection({ onOpen }: AuditPackSectionProps) {
  const hydrated = useHydrated();
  return (
    <section className={s.section} aria-labelledby="compliance-audit-pack-title">
      <h2 id="compliance-audit-pack-title" className={s.title}>
        감사 자료 내려받기
      </h2>
      <div className={a.pack}>
        <p className={a.packText}>
          점검 기관이 자료를 요청하면 기간을 골라 한 번에 내려받아 제출하세요. 기간 안의 자료를 zip 파일 하나로 묶어 드립니다.
        </p>
        <ul className={a.contents} aria-label="감사 자료에 들어가는 것">
          {PACK_CONTENTS.map(([name, folder, what]) => (
            <li key={folder} className={a.content}>
              <span className={a.contentName}>{name}</span>
              <code className={a.folder}>{folder}</code>
              <span>{what}</span>
            </li>
          ))}
        </ul>
        <div className={a.packActions}>
          <Button type="button" variant="solid" tone="brand" disabled={!hydrated} onClick={onOpen}>
            기간 골라 내려받기
          </Button>
        </div>
      </div>
    </section>
  );
}
