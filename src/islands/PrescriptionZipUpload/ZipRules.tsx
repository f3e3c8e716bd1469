import { zipRules } from 'styled-system/recipes';
import { EDI_EXTENSIONS, EDI_MAX_FILES, EDI_ZIP_MAX_BYTES, EDI_ZIP_MAX_ENTRIES } from '../../api/uploads';
import { firstDay, latestPrescriptionMonth } from '../../lib/months';
import { formatMonth, formatNumber } from '../../lib/format';

const s = zipRules();
const ZIP_MAX_MB = Math.floor(EDI_ZIP_MAX_BYTES / 1024 / 1024);

/**
 * How the zip must be made: the file name carries dealer, client and month. No hooks, so the page renders it as plain
 * HTML (no client directive); `settlementMonth` (yyyy-MM, this month in Korean time) gives the latest prescription month.
 */
export function ZipRules({ settlementMonth }: { settlementMonth: string }) {
  const latest = formatMonth(firstDay(latestPrescriptionMonth(settlementMonth)));
  return (
    <section className={s.root} aria-labelledby="zip-rules-title">
      <h2 id="zip-rules-title" className={s.title}>
        zip 파일 만드는 법
      </h2>
      <ul className={s.list}>
        <li>
          zip 안의 파일마다 이름을 <code className={s.example}>딜러명_거래처명_yyyyMM.확장자</code>로 지어 주세요. 예:{' '}
          <code className={s.example}>홍길동_메디판다의원_202510.jpg</code>
        </li>
        <li>
          같은 실적(딜러·거래처·처방월)의 파일이 여럿이면 뒤에 <code className={s.example}>_2</code>, <code className={s.example}>_3</code>
          …을 붙입니다. 예: <code className={s.example}>홍길동_메디판다의원_202510_2.jpg</code>
        </li>
        <li>딜러명은 소속딜러 관리에 등록한 이름, 거래처명은 등록된 거래처 이름과 같아야 합니다. 폴더 안에 넣어도 됩니다.</li>
        <li>
          파일 형식: <strong>{EDI_EXTENSIONS.join(', ')}</strong>. 실적 하나에 파일은 <strong>{EDI_MAX_FILES}개</strong>까지입니다.
        </li>
        <li>
          처방월은 <strong>{latest}</strong>까지 올릴 수 있습니다(정산월은 이번 달).
        </li>
        <li>
          zip 파일 하나는 <strong>{ZIP_MAX_MB}MB</strong>, 파일 <strong>{formatNumber(EDI_ZIP_MAX_ENTRIES)}개</strong>
          까지 올릴 수 있습니다.
        </li>
        <li>
          이름이 규칙에 맞지 않거나 확인되지 않는 파일은 건너뛰고, 나머지는 등록됩니다. 등록하지 못한 파일은 사유와 함께 보여 드립니다.
        </li>
      </ul>
    </section>
  );
}
