import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type Call, mockServer } from '../../shared/story-server';
import { StaffList } from './StaffList';
import { pageOf, staffRows } from './story-fixtures';

const calls: Call[] = [];

/** 운영자 관리's list: searched in the URL, each account a link, its role, permissions, status and second factor. */
const meta = {
  title: 'Islands/Admin/StaffList',
  component: StaffList,
  args: { initialState: { q: '', page: 1 }, initialPage: pageOf(staffRows) },
  beforeEach: () => {
    calls.length = 0;
    return mockServer([['GET', /^\/v1\/admin\/staff$/, () => pageOf(staffRows.slice(1, 2))]], calls)();
  },
} satisfies Meta<typeof StaffList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Accounts: Story = {
  name: '운영자 목록',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('운영자 4명');
    await expect(canvas.getByRole('link', { name: 'new_ops_kim' })).toHaveAttribute('href', '/admin/staff/new_ops_kim');
    await expect(canvas.getByText('모든 권한')).toBeVisible();
    await expect(canvas.getAllByText('미등록')[0]).toBeVisible();
  },
};

export const Searching: Story = {
  name: '검색하기',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('아이디 또는 이름'), '서지민{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('운영자 1명'));
    await expect(calls.at(-1)?.url.searchParams.get('q')).toBe('서지민');
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  beforeEach: mockServer([['GET', /^\/v1\/admin\/staff$/, 'never']]),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '검색' }));
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const Empty: Story = {
  name: '결과 없음',
  args: { initialState: { q: '없는사람', page: 1 }, initialPage: pageOf([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('‘없는사람’에 맞는 운영자가 없습니다.')).toBeVisible();
  },
};

export const Failed: Story = {
  name: '불러오지 못함',
  args: { initialPage: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('운영자 목록을 불러오는 중 오류가 발생했습니다');
  },
};
