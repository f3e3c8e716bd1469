import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QueueCards } from './QueueCards';

const now = Date.parse('2026-12-02T03:00:00Z');
const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString().slice(0, 19);

/** 대시보드: a card per queue the staff member may work (count, the oldest item's age, a link to the list), permissions. */
const meta = {
  title: 'Islands/Admin/Dashboard/QueueCards',
  component: QueueCards,
  args: {
    now,
    dashboard: {
      queues: [
        { queue: 'CONTRACT_APPLICATIONS', count: 201, oldestAt: daysAgo(12) },
        { queue: 'CSO_CERTIFICATES', count: 3, oldestAt: new Date(now - 5 * 3_600_000).toISOString().slice(0, 19) },
        { queue: 'BANK_ACCOUNT_CHANGES', count: 0, oldestAt: null },
      ],
      permissions: ['MEMBER_MANAGEMENT', 'CONTRACT_MANAGEMENT'],
    },
  },
} satisfies Meta<typeof QueueCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  name: '대기 중인 항목',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contracts = canvas.getByRole('link', { name: /계약 신청 심사/ });
    await expect(contracts).toHaveAttribute('href', '/admin/contracts');
    await expect(contracts).toHaveTextContent('201건');
    await expect(contracts).toHaveTextContent('가장 오래된 항목 12일 전');
    await expect(canvas.getByRole('link', { name: /CSO 신고증 심사/ })).toHaveTextContent('가장 오래된 항목 5시간 전');
    const bank = canvas.getByRole('link', { name: /계좌 변경 승인/ });
    await expect(bank).toHaveAttribute('href', '/admin/bank-changes');
    await expect(bank).toHaveTextContent('처리할 항목이 없습니다');
    await expect(canvas.getByText('회원관리')).toBeVisible();
  },
};

export const AllDone: Story = {
  name: '모두 처리됨',
  args: {
    dashboard: {
      queues: [
        { queue: 'CONTRACT_APPLICATIONS', count: 0, oldestAt: null },
        { queue: 'CSO_CERTIFICATES', count: 0, oldestAt: null },
        { queue: 'BANK_ACCOUNT_CHANGES', count: 0, oldestAt: null },
      ],
      permissions: ['MEMBER_MANAGEMENT'],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('처리할 항목이 없습니다')).toHaveLength(3);
  },
};

export const NoQueues: Story = {
  name: '보이는 대기 목록 없음',
  args: { dashboard: { queues: [], permissions: ['CONTENT_MANAGEMENT', 'BANNER_MANAGEMENT'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('처리할 항목이 없습니다')).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getByText('콘텐츠관리')).toBeVisible();
  },
};

export const SuperAdmin: Story = {
  name: '슈퍼 관리자 (모든 권한)',
  args: {
    dashboard: {
      queues: [
        { queue: 'CONTRACT_APPLICATIONS', count: 12_345, oldestAt: daysAgo(400) },
        { queue: 'CSO_CERTIFICATES', count: 1, oldestAt: new Date(now - 30_000).toISOString().slice(0, 19) },
        { queue: 'BANK_ACCOUNT_CHANGES', count: 30, oldestAt: daysAgo(4) },
      ],
      permissions: [
        'MEMBER_MANAGEMENT',
        'PRODUCT_MANAGEMENT',
        'TRANSACTION_MANAGEMENT',
        'CONTRACT_MANAGEMENT',
        'PRESCRIPTION_MANAGEMENT',
        'SETTLEMENT_MANAGEMENT',
        'EXPENSE_REPORT_MANAGEMENT',
        'COMMUNITY_MANAGEMENT',
        'CONTENT_MANAGEMENT',
        'CUSTOMER_SERVICE',
        'BANNER_MANAGEMENT',
        'PERMISSION_MANAGEMENT',
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /계약 신청 심사/ })).toHaveTextContent('12,345건');
    await expect(canvas.getByRole('link', { name: /계약 신청 심사/ })).toHaveTextContent('400일 전');
    await expect(canvas.getByRole('link', { name: /CSO 신고증 심사/ })).toHaveTextContent('1분 전');
  },
};

export const NoPermissions: Story = {
  name: '권한 없음',
  args: { dashboard: { queues: [], permissions: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('아직 받은 권한이 없습니다. 권한관리 담당자에게 요청해 주세요.')).toBeVisible();
  },
};

export const SettlementQueues: Story = {
  name: '정산 담당: 정산요청과 이의신청',
  args: {
    dashboard: {
      queues: [
        { queue: 'SETTLEMENT_REQUESTS', count: 12, oldestAt: daysAgo(3) },
        { queue: 'SETTLEMENT_OBJECTIONS', count: 0, oldestAt: null },
      ],
      permissions: ['SETTLEMENT_MANAGEMENT'],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('정산요청')).toBeVisible();
    await expect(canvas.getByText('12')).toBeVisible();
    await expect(canvas.getByText('가장 오래된 항목 3일 전')).toBeVisible();
    await expect(canvas.getByText('이의신청')).toBeVisible();
    await expect(canvas.getByText('정산관리')).toBeVisible();
  },
};
