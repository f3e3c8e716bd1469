import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { PrescriptionStatus } from '@/api/enums';
import { Table, rowNumber, type TableColumn, type TableProps, type TableSort } from './Table';
import { StatusBadge } from '../Badge/Badge';
import { Link } from '../Link/Link';

type Row = { id: number; dealer: string; client: string; month: string; amount: number; status: PrescriptionStatus };

const rows: Row[] = [
  { id: 1, dealer: '김영업', client: '사랑의가정의학과의원', month: '2025-06', amount: 12_340_000, status: 'COMPLETED' },
  { id: 2, dealer: '이파트너', client: '서울밝은내과', month: '2025-06', amount: 980_500, status: 'IN_PROGRESS' },
  { id: 3, dealer: '박딜러', client: '행복한약국', month: '2025-05', amount: 45_000, status: 'PENDING' },
  { id: 4, dealer: '최상무', client: '강남365의원', month: '2025-05', amount: 3_210_000, status: 'COMPLETED' },
];

const columns: TableColumn<Row>[] = [
  { key: 'no', header: 'No', width: 64, render: (_, i) => rowNumber(rows.length, 1, 10, i) },
  { key: 'dealer', header: '딜러명', sortable: true },
  {
    key: 'client',
    header: '거래처명',
    align: 'start',
    render: (r) => (
      <Link href={`#${r.id}`} tone="neutral" underline="hover">
        {r.client}
      </Link>
    ),
  },
  { key: 'month', header: '처방월', sortable: true },
  { key: 'amount', header: '처방금액', numeric: true, sortable: true, render: (r) => r.amount.toLocaleString('ko-KR') },
  { key: 'status', header: '상태', render: (r) => <StatusBadge kind="prescription" status={r.status} /> },
];

const meta = {
  title: 'Components/Table',
  component: Table<Row>,
  args: { caption: '실적(EDI) 목록', columns, rows, getRowKey: (r: Row) => r.id },
} satisfies Meta<typeof Table<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function SortableTable(args: TableProps<Row>) {
  const [sort, setSort] = useState<TableSort | null>({ key: 'amount', direction: 'desc' });
  const sorted = [...args.rows].sort((a, b) => {
    if (!sort) return 0;
    const k = sort.key as keyof Row;
    const r = a[k] < b[k] ? -1 : a[k] > b[k] ? 1 : 0;
    return sort.direction === 'asc' ? r : -r;
  });
  return <Table {...args} rows={sorted} sort={sort} onSortChange={setSort} />;
}

export const Sortable: Story = {
  render: (args) => <SortableTable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amountHeader = canvas.getByRole('columnheader', { name: /처방금액/ });
    await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('12,340,000');
    await userEvent.click(within(amountHeader).getByRole('button'));
    await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('45,000');
    await userEvent.click(within(canvas.getByRole('columnheader', { name: /딜러명/ })).getByRole('button'));
    await expect(canvas.getByRole('columnheader', { name: /딜러명/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(amountHeader).toHaveAttribute('aria-sort', 'none');
  },
};

function SelectableTable(args: TableProps<Row>) {
  const [selected, setSelected] = useState<number | null>(2);
  const cols: TableColumn<Row>[] = [
    {
      key: 'dealer',
      header: '딜러명',
      render: (r) => (
        <button type="button" aria-pressed={selected === r.id} onClick={() => setSelected(r.id)}>
          {r.dealer}
        </button>
      ),
    },
    ...columns.slice(2),
  ];
  return <Table {...args} columns={cols} selectedKey={selected} onRowClick={(r) => setSelected(r.id)} />;
}

/** Selectable rows: the selected one is tinted with a bar and `aria-selected`; a button per row selects by keyboard. */
export const Selectable: Story = {
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'true');
    c.getByRole('button', { name: '최상무' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(c.getAllByRole('row')[4]).toHaveAttribute('aria-selected', 'true');
    await expect(c.getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'false');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('조회된 데이터가 없습니다.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const StickyHeader: Story = {
  args: {
    stickyHeader: true,
    maxHeight: 240,
    rows: Array.from({ length: 12 }, (_, i) => ({ ...rows[i % rows.length]!, id: i + 1 })),
  },
};

export const Compact: Story = { args: { density: 'compact' } };

export const LongKoreanText: Story = {
  args: {
    columns: [
      { key: 'client', header: '거래처명', align: 'start', wrap: true },
      { key: 'dealer', header: '딜러명' },
      { key: 'amount', header: '처방금액', numeric: true, render: (r: Row) => r.amount.toLocaleString('ko-KR') },
    ],
    rows: [{ ...rows[0]!, client: '서울특별시 강남구 논현로 사랑의 가정의학과 의원 및 부속 약국 (지하 1층, 운기빌딩)' }],
  },
};
