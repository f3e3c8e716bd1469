import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ComplianceReminder } from '../../api/types';
import { ReminderList } from './ReminderList';
import { reminders } from './story-fixtures';

const many: ComplianceReminder[] = [
  ...reminders,
  {
    id: 3,
    message: '이서연 님의 신규교육 기한(2026년 10월 1일)이 1일 남았습니다.',
    dueDate: '2026-10-01',
    daysBefore: 1,
    createdAt: '2026-09-30T00:00:00Z',
  },
  {
    id: 4,
    message: '이서연 님의 신규교육 기한(2026년 10월 1일)이 7일 남았습니다.',
    dueDate: '2026-10-01',
    daysBefore: 7,
    createdAt: '2026-09-24T00:00:00Z',
  },
];

/** 최근 알림: the reminders the server sent before due dates, newest first; three, then 모두 보기. */
const meta = {
  title: 'Islands/Compliance/ReminderList',
  component: ReminderList,
  args: { reminders },
} satisfies Meta<typeof ReminderList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Two: Story = {
  name: '알림 두 건',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('2026년 11월 26일 · 기한 7일 전')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Many: Story = {
  name: '알림 여러 건: 모두 보기',
  args: { reminders: many },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: '모두 보기 (4건)' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: '접기' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const None: Story = {
  name: '알림 없음',
  args: { reminders: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('보낸 알림이 없습니다. 기한 30일·7일·1일 전에 문자와 이 화면으로 알려 드립니다.'),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  name: '불러오기 실패',
  args: { reminders: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('알림을 불러오지 못했습니다.')).toBeVisible();
  },
};
