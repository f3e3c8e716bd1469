import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptyAudit } from '../../../lib/staff-query';
import { type Call, mockServer } from '../../shared/story-server';
import { auditRows, pageOf } from './story-fixtures';
import { AuditTrail } from './AuditTrail';

const calls: Call[] = [];

/** 감사 로그: newest first, filters in the URL, before → after in Korean, the export link with the same filters. */
const meta = {
  title: 'Islands/Admin/AuditTrail',
  component: AuditTrail,
  args: { initialState: emptyAudit, initialPage: pageOf(auditRows, 4, 0, 50) },
  beforeEach: () => {
    calls.length = 0;
    return mockServer([['GET', /^\/v1\/admin\/audit$/, () => pageOf(auditRows.slice(1, 2), 1, 0, 50)]], calls)();
  },
} satisfies Meta<typeof AuditTrail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  name: '기록',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('기록 4건');
    const lines = canvas.getAllByRole('listitem').map((li) => li.textContent);
    await expect(lines).toContain('권한: 고객센터 → 회원관리, 고객센터');
    await expect(canvas.getByRole('link', { name: '엑셀 다운로드' })).toHaveAttribute('href', '/v1/admin/audit/export.xlsx');
  },
};

export const Filtering: Story = {
  name: '조건으로 찾기',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('작업'), 'STAFF_DISABLED');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('기록 1건'));
    await expect(calls.at(-1)?.url.searchParams.get('action')).toBe('STAFF_DISABLED');
    await expect(canvas.getByRole('link', { name: '엑셀 다운로드' })).toHaveAttribute(
      'href',
      '/v1/admin/audit/export.xlsx?action=STAFF_DISABLED',
    );
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  beforeEach: mockServer([['GET', /^\/v1\/admin\/audit$/, 'never']]),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '검색' }));
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const Empty: Story = {
  name: '결과 없음',
  args: { initialState: { ...emptyAudit, staff: 'nobody' }, initialPage: pageOf([], 0, 0, 50) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('조건에 맞는 기록이 없습니다. 조건을 바꿔 보세요.')).toBeVisible();
  },
};

export const Failed: Story = {
  name: '불러오지 못함',
  args: { initialPage: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('감사 로그를 불러오는 중 오류가 발생했습니다');
  },
};
