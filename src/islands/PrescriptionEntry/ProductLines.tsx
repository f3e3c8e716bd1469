import type { PrescriptionPartnerProduct } from '../../api/types';
import { formatMoney, formatNumber } from '../../lib/format';
import { Table, type TableColumn } from '../../ui/Table';

const columns: TableColumn<PrescriptionPartnerProduct>[] = [
  { key: 'productName', header: '제품명', align: 'start', wrap: true },
  { key: 'quantity', header: '수량', numeric: true, render: (p) => formatNumber(p.quantity) },
  { key: 'unitPrice', header: '단가', numeric: true, render: (p) => formatMoney(p.unitPrice) },
  { key: 'totalPrice', header: '금액', numeric: true, render: (p) => formatMoney(p.totalPrice) },
];

/** The product lines staff entered from the EDI files (shown only when there are any). */
export function ProductLines({ products }: { products: PrescriptionPartnerProduct[] }) {
  return <Table caption="처방 제품" columns={columns} rows={products} getRowKey={(p) => p.id} density="compact" />;
}
