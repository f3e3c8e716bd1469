import { prescriptionZipUpload } from 'styled-system/recipes';
import { Table, type TableColumn } from '../../ui/Table';
import { FileValidationError } from '../../api/enums';
import type { PrescriptionPartner, PrescriptionZipError, PrescriptionZipUploadResult } from '../../api/types';
import { formatMonth, formatNumber } from '../../lib/format';

const s = prescriptionZipUpload();

const createdColumns: TableColumn<PrescriptionPartner>[] = [
  { key: 'dealerName', header: '딜러명', wrap: true, render: (r) => r.dealerName },
  { key: 'institutionName', header: '거래처명', wrap: true, render: (r) => r.institutionName },
  { key: 'prescriptionMonth', header: '처방월', wrap: true, render: (r) => formatMonth(r.prescriptionMonth) },
  { key: 'files', header: '파일 수', numeric: true, render: (r) => `${formatNumber(r.ediFiles.length)}개` },
];

const refusedColumns: TableColumn<PrescriptionZipError>[] = [
  { key: 'fileName', header: '파일명', align: 'start', wrap: true, render: (e) => <span className={s.fileName}>{e.fileName}</span> },
  { key: 'error', header: '사유', wrap: true, render: (e) => FileValidationError.label(e.error) },
  { key: 'message', header: '설명', align: 'start', wrap: true, render: (e) => e.message },
];

/** The summary line of an upload: what was registered (records and files), and how many entries were skipped. */
export const resultSummary = (r: PrescriptionZipUploadResult) =>
  `${formatNumber(r.createdPrescriptionPartnerCount)}건의 실적, 파일 ${formatNumber(r.createdEdiFileCount)}개가 등록되었습니다.`;

/** After an upload: the summary, the records it created and every entry it skipped with the reason and the server's note. */
export function ZipResult({ result }: { result: PrescriptionZipUploadResult }) {
  return (
    <section className={s.result} aria-labelledby="zip-result-title">
      <div>
        <h2 id="zip-result-title" className={s.sectionTitle}>
          업로드 결과
        </h2>
        <p className={s.summary}>
          {resultSummary(result)}
          {result.errors.length > 0 && ` 등록하지 못한 파일은 ${formatNumber(result.errors.length)}개입니다.`}
        </p>
      </div>
      {result.created && result.created.length > 0 && (
        <div>
          <h3 className={s.sectionTitle}>등록된 실적 {formatNumber(result.created.length)}건</h3>
          <Table caption="등록된 실적" columns={createdColumns} rows={result.created} getRowKey={(r) => r.id} />
        </div>
      )}
      {result.errors.length > 0 && (
        <div>
          <h3 className={s.sectionTitle}>등록하지 못한 파일 {formatNumber(result.errors.length)}개</h3>
          <Table caption="등록하지 못한 파일" columns={refusedColumns} rows={result.errors} getRowKey={(e, i) => `${i}-${e.fileName}`} />
        </div>
      )}
    </section>
  );
}
