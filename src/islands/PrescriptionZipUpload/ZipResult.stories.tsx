import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ZipResult } from './ZipResult';
import { mixedResult } from './story-fixtures';

/** The result of a zip upload: the summary, the records created and every skipped entry with its reason. */
const meta = {
  title: 'Islands/PrescriptionZipUpload/ZipResult',
  component: ZipResult,
  args: { result: mixedResult },
} satisfies Meta<typeof ZipResult>;
export default meta;
type Story = StoryObj<typeof meta>;

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

export const CreatedAndRefused: Story = {
  name: '등록과 건너뜀',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/2건의 실적, 파일 3개가 등록되었습니다\. 등록하지 못한 파일은 3개입니다\./)).toBeInTheDocument();
    const created = canvas.getByRole('table', { name: '등록된 실적' });
    await expect(cells(within(created).getAllByRole('row')[1]!)).toEqual(['김민준', '메디판다의원', '2025년 10월', '2개']);
    const refused = canvas.getByRole('table', { name: '등록하지 못한 파일' });
    const rows = within(refused).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    await expect(cells(rows[0]!)).toEqual([
      '10월/홍길동_메디판다의원_202510.jpg',
      '딜러 없음',
      '‘홍길동’이라는 딜러가 없습니다. 소속딜러 관리에서 먼저 등록해 주세요.',
    ]);
    await expect(cells(rows[1]!)[1]).toBe('허용되지 않는 파일 형식');
  },
};

export const AllCreated: Story = {
  name: '모두 등록',
  args: { result: { ...mixedResult, success: true, errors: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2건의 실적, 파일 3개가 등록되었습니다.')).toBeInTheDocument();
    await expect(canvas.queryByRole('table', { name: '등록하지 못한 파일' })).not.toBeInTheDocument();
  },
};

export const NothingCreated: Story = {
  name: '모두 건너뜀',
  args: { result: { ...mixedResult, createdPrescriptionPartnerCount: 0, createdEdiFileCount: 0, created: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/0건의 실적, 파일 0개가 등록되었습니다/)).toBeInTheDocument();
    await expect(canvas.queryByRole('table', { name: '등록된 실적' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: '등록하지 못한 파일' })).toBeInTheDocument();
  },
};
