import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotificationSettings } from './NotificationSettings';

/**
 * 수신설정: the master switch (on only while every shown switch is), the contract's five push switches with the
 * compliance reminders for CSO and contract members, and the marketing consents.
 */
const meta = {
  title: 'Islands/MyPage/NotificationSettings',
  component: NotificationSettings,
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  args: {
    userId: 'yujin95',
    preferences: {
      allowNotice: true,
      allowSalesAgency: true,
      allowPrescription: true,
      allowSettlement: true,
      allowCommunity: true,
      allowCompliance: true,
    },
    cso: true,
    marketing: {
      sms: true,
      email: false,
      push: true,
      smsAgreedAt: '2025-05-21T02:26:31',
      emailAgreedAt: null,
      pushAgreedAt: '2025-06-02T09:00:00',
    },
  },
} satisfies Meta<typeof NotificationSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllOn: Story = {
  name: '모두 받기',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: '전체 알림 받기' })).toBeChecked();
    await expect(canvas.getAllByRole('switch').map((s) => s.getAttribute('aria-label'))).toEqual([
      '전체 알림 받기',
      '공지사항 (제약사)',
      '신규 영업대행상품',
      '실적관리',
      '정산',
      '커뮤니티',
      '컴플라이언스 기한 알림',
    ]);
    await expect(canvas.getByText('2025년 5월 21일 동의')).toBeInTheDocument();
  },
};

export const SomeOff: Story = {
  name: '일부 끔',
  args: {
    preferences: {
      allowNotice: true,
      allowSalesAgency: false,
      allowPrescription: true,
      allowSettlement: false,
      allowCommunity: true,
      allowCompliance: true,
    },
    marketing: { sms: false, email: false, push: false },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: '전체 알림 받기' })).not.toBeChecked();
    await expect(canvas.getAllByText('동의하지 않음')).toHaveLength(3);
  },
};

export const ComplianceOff: Story = {
  name: '컴플라이언스 알림만 끔',
  args: {
    preferences: {
      allowNotice: true,
      allowSalesAgency: true,
      allowPrescription: true,
      allowSettlement: true,
      allowCommunity: true,
      allowCompliance: false,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: '컴플라이언스 기한 알림' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: '전체 알림 받기' })).not.toBeChecked();
  },
};

export const PlainMember: Story = {
  name: '일반 회원 (컴플라이언스 없음)',
  args: {
    cso: false,
    preferences: {
      allowNotice: true,
      allowSalesAgency: true,
      allowPrescription: true,
      allowSettlement: true,
      allowCommunity: true,
      allowCompliance: false,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The compliance center is not theirs: no switch, and the master switch counts the five it shows.
    await expect(canvas.queryByRole('switch', { name: '컴플라이언스 기한 알림' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('switch')).toHaveLength(6);
    await expect(canvas.getByRole('switch', { name: '전체 알림 받기' })).toBeChecked();
  },
};
