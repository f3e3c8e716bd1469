import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptyMemberList } from '../../../lib/member-list-query';
import { type Call, mockServer } from '../../shared/story-server';
import { MemberList } from './MemberList';
import { memberRows, pageOf } from './story-fixtures';

const calls: Call[] = [];
const found = pageOf(memberRows, 137);

/** 회원관리's list: filters in the URL, 20 a page, each member a link, the Excel export with its personal-data choice. */
const meta = {
  title: 'Islands/Admin/MemberList',
  component: MemberList,
  args: { initialState: emptyMemberList, initialPage: found },
  beforeEach: () => {
    calls.length = 0;
    return mockServer([['GET', /^\/v1\/members$/, () => pageOf(memberRows.slice(0, 3), 3)]], calls)();
  },
} satisfies Meta<typeof MemberList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  name: '검색 결과',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('검색결과 137명');
    await expect(canvas.getByRole('link', { name: 'partner001' })).toHaveAttribute('href', '/admin/members/partner001');
  },
};

export const Searching: Story = {
  name: '검색하기',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('검색 항목'), 'phoneLast4');
    await userEvent.type(canvas.getByLabelText('검색어'), '12{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('연락처 뒷자리는 숫자 4자리');
    await userEvent.type(canvas.getByLabelText('검색어'), '34{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('검색결과 3명'));
    await expect(calls.at(-1)?.url.searchParams.get('phoneLast4')).toBe('1234');
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  beforeEach: mockServer([['GET', /^\/v1\/members$/, 'never']]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const Empty: Story = {
  name: '결과 없음',
  args: { initialState: { ...emptyMemberList, keyword: 'nobody' }, initialPage: pageOf([], 0) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/조건에 맞는 회원이 없습니다/)).toBeVisible();
  },
};

export const Failed: Story = {
  name: '불러오지 못함',
  args: { initialPage: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('회원 목록을 불러오는 중 오류가 발생했습니다');
  },
};

export const Export: Story = {
  name: '엑셀 다운로드 (개인정보 포함은 사유 필요)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '엑셀 다운로드' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByText(/전체 값 포함/));
    await userEvent.click(dialog.getByRole('button', { name: '내려받기' }));
    await waitFor(() => expect(dialog.getByText('개인정보를 포함하는 사유를 입력해 주세요.')).toBeVisible());
  },
};
