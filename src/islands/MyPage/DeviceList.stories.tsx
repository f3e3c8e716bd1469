import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../api/errors';
import type { SessionDevice } from '../../api/types';
import { DeviceList } from './DeviceList';

/** 로그인 기기 관리: this device first, the others with their 로그아웃, and 다른 기기 모두 로그아웃. */
const here: SessionDevice = {
  id: '6f1c1c1e-0000-4000-8000-000000000001',
  device: 'Chrome · Windows',
  signedInAt: '2025-11-26T01:03:00',
  lastUsedAt: '2025-11-26T05:20:00',
  current: true,
  keepLogin: false,
};
const phone: SessionDevice = {
  id: '6f1c1c1e-0000-4000-8000-000000000002',
  device: 'Safari · iOS',
  signedInAt: '2025-11-20T23:41:00',
  lastUsedAt: '2025-11-25T12:07:00',
  current: false,
  keepLogin: true,
};
const unknown: SessionDevice = { ...phone, id: '6f1c1c1e-0000-4000-8000-000000000003', device: null, keepLogin: false };

const calls = () => ({
  list: fn(async () => [here, phone, unknown]),
  end: fn(async () => undefined),
  endOthers: fn(async () => undefined),
});

const meta = {
  title: 'Islands/MyPage/DeviceList',
  component: DeviceList,
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
  args: { initial: [here, phone, unknown], calls: calls() },
  // The kit's toaster is one store for every story: clear what an earlier story left, so each screenshot shows only
  // its own toasts.
  beforeEach: async () => {
    const { toaster } = await import('../../ui/Toast');
    toaster.remove();
  },
} satisfies Meta<typeof DeviceList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Devices: Story = {
  name: '기기 목록',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('현재 기기')).toBeInTheDocument();
    await expect(canvas.getByText('지금 사용 중')).toBeInTheDocument();
    await expect(canvas.getByText('알 수 없는 기기')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /로그아웃$/ })).toHaveLength(3); // two devices and 모두
  },
};

export const OnlyThisDevice: Story = {
  name: '이 기기만',
  args: { initial: [here] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('다른 기기에서 로그인되어 있지 않습니다.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '다른 기기 모두 로그아웃' })).toBeDisabled();
  },
};

export const Empty: Story = {
  name: '기기 없음',
  args: { initial: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('로그인된 기기가 없습니다.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { initial: null, calls: { ...calls(), list: fn(() => new Promise<SessionDevice[]>(() => undefined)) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('로그인 기기를 불러오는 중입니다…');
  },
};

export const LoadError: Story = {
  name: '불러오기 오류',
  args: {
    initial: null,
    calls: { ...calls(), list: fn(async () => Promise.reject(new ApiError('잠시 후 다시 시도해 주세요.', 503, 'UNAVAILABLE'))) },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '다시 시도' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(args.calls?.list).toHaveBeenCalledTimes(2));
  },
};

export const SignOutOne: Story = {
  name: '한 기기 로그아웃',
  args: { calls: calls() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Safari · iOS 로그아웃' }));
    await waitFor(() => expect(args.calls?.end).toHaveBeenCalledWith(phone.id));
    await waitFor(() => expect(canvas.queryByText('Safari · iOS')).not.toBeInTheDocument());
    await expect(await within(document.body).findByText('Safari · iOS에서 로그아웃했습니다.')).toBeInTheDocument();
  },
};

export const SigningOut: Story = {
  name: '로그아웃 중',
  args: { calls: { ...calls(), end: fn(() => new Promise<void>(() => undefined)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Safari · iOS 로그아웃' }));
    await expect(await canvas.findByText('로그아웃 중…')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '다른 기기 모두 로그아웃' })).toBeDisabled();
  },
};

export const SignOutFailed: Story = {
  name: '로그아웃 실패',
  args: { calls: { ...calls(), end: fn(async () => Promise.reject(new ApiError('서버 오류가 발생했습니다.', 500, 'INTERNAL'))) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Safari · iOS 로그아웃' }));
    // The device stays listed; the toast says why.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Safari · iOS 로그아웃' })).toBeEnabled());
    await expect(canvas.getByText('Safari · iOS')).toBeInTheDocument();
    await expect(await within(document.body).findByText('서버 오류가 발생했습니다.')).toBeInTheDocument();
  },
};
