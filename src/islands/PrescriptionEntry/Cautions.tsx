import { prescriptionEntry } from 'styled-system/recipes';
import { Callout } from '../../ui/Callout';
import { EDI_EXTENSIONS, EDI_MAX_FILES } from '../../api/uploads';

/** 파일 업로드시 주의사항: the types, the limit and the month rule. */
export function Cautions() {
  return (
    <Callout tone="danger" className={prescriptionEntry().cautions}>
      <strong>파일 업로드시 주의사항</strong>
      <ol>
        <li>{EDI_EXTENSIONS.join(', ')} 파일만 올릴 수 있습니다.</li>
        <li>파일은 실적 하나에 최대 {EDI_MAX_FILES}개까지 올릴 수 있습니다. 그보다 많으면 실적을 나누어 등록해 주세요.</li>
        <li>파일의 처방월은 선택한 처방월과 같아야 합니다.</li>
      </ol>
    </Callout>
  );
}
