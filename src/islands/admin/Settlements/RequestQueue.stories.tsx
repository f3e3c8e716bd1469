import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type Call, mockServer, refusal, requestOf } from '../../shared/story-server';
import { RequestQueue } from './RequestQueue';
import { requestItem } from './story-fixtures';

const calls: Call[] = [];
const requests = [requestItem(0, 'REQUEST', 4), requestItem(1, 'REQUEST', 1), requestItem(2, 'REQUEST', 0)];
const objections = [requestItem(2, 'OBJECTION', 2), requestItem(4, 'OBJECTION', 0)];

/** 정산요청 / 이의신청: the members' open questions on their settlements, oldest first, each answered in a dialog. */
const meta = {
  title: 'Islands/Admin/RequestQueue',
  component: RequestQueue,
  args: { status: 'REQUEST', initialPage: { content: requests, next: '502' } },
  beforeEach: () => {
    calls.length = 0;
    return mockServer(
      [
        ['GET', /^\/v1\/admin\/settlement-requests$/, () => ({ content: [requestItem(3, 'REQUEST', 0)], next: null })],
        ['POST', /\/paid$/, () => ({ settlement: {}, reopenedRecords: 0 })],
        ['POST', /\/accept$/, () => ({ settlement: {}, reopenedRecords: 3 })],
        ['POST', /\/refuse$/, () => refusal(409, 'SETTLEMENT_ANSWERED', '이미 답변한 정산 건입니다. 화면을 새로 고쳐 주세요.')],
      ],
      calls,
    )();
  },
} satisfies Meta<typeof RequestQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await within(document.body).findByRole('dialog'));

export const Requests: Story = {
  name: '정산요청 (오래된 순)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4일 대기')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '이서연(partner000)' })).toHaveAttribute(
      'href',
      '/admin/settlements?month=2026-11&search=partner000',
    );
  },
};

export const MorePages: Story = {
  name: '더 보기',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(canvas.getByText('partner003', { exact: false })).toBeVisible());
    await expect(calls.at(-1)?.url.searchParams.get('after')).toBe('502');
    await expect(canvas.queryByRole('button', { name: '더 보기' })).toBeNull();
  },
};

export const MarkPaid: Story = {
  name: '지급완료',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /이서연\(partner000\).*지급완료/ }));
    const d = await dialog();
    const day = d.getByLabelText('지급일');
    await userEvent.clear(day);
    await userEvent.type(day, '2026-12-03');
    await userEvent.click(d.getByRole('button', { name: '지급완료' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('2026년 12월 3일 지급완료로 답했습니다'));
    await expect(await requestOf(calls.at(-1))).toEqual({ paidOn: '2026-12-03' });
    await expect(canvas.queryByRole('link', { name: '이서연(partner000)' })).toBeNull();
  },
};

export const Objections: Story = { name: '이의신청', args: { status: 'OBJECTION', initialPage: { content: objections, next: null } } };

export const AcceptObjection: Story = {
  name: '이의신청 수용 (실적 재오픈)',
  args: Objections.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: /이의 수용/ })[0]!);
    const d = await dialog();
    await expect(d.getByText(/확정된 달이면 확정이 풀립니다/)).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: /수용 사유/ }), '처방 수량 입력 오류를 고칩니다.');
    await userEvent.click(d.getByRole('button', { name: '수용' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('실적 3건이 다시 열렸습니다'));
  },
};

export const RefuseRefused: Story = {
  name: '거절이 거부됨 (이미 답변됨)',
  args: Objections.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: /이의 거절/ })[0]!);
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: /거절 사유/ }), '계약 요율대로 계산되었습니다.');
    await userEvent.click(d.getByRole('button', { name: '거절' }));
    await waitFor(() => expect(d.getByRole('alert')).toHaveTextContent('이미 답변한 정산 건입니다'));
  },
};

export const Empty: Story = { name: '빈 목록', args: { status: 'OBJECTION', initialPage: { content: [], next: null } } };

export const Failed: Story = { name: '불러오기 실패', args: { initialPage: null } };
