import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { $dialog } from '../../stores/dialog';
import { NoticeList } from './NoticeList';
import { notices, today } from './story-fixtures';
import { type Call, mockServer, requestOf } from '../shared/story-server';

const calls: Call[] = [];
const sent = notices.find((n) => n.status === 'SENT')!;

/** 재위탁 통보: one row per dealer row, late first; the notice's PDF, 통보 완료 처리, and taking 통보 완료 back. */
const meta = {
  title: 'Islands/Compliance/NoticeList',
  component: NoticeList,
  args: { notices, today, onEditContract: fn(), onMarkSent: fn(), onUpdated: fn(), onRetry: fn(), notify: fn() },
  beforeEach: () => {
    calls.length = 0;
    return mockServer(
      [['PATCH', /^\/v1\/compliance\/redelegation-notices\/4$/, () => ({ ...sent, status: 'OVERDUE', sentAt: null, proofFileUrl: null })]],
      calls,
    )();
  },
} satisfies Meta<typeof NoticeList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Answers the dialog the store shows now (the app's DialogHost draws it; stories answer for the user). */
async function answer(text: string, yes: boolean) {
  await waitFor(() => expect($dialog.get()?.message).toContain(text));
  $dialog.get()!.close(yes);
}

const rows = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('tbody')];

export const EveryStatus: Story = {
  name: '모든 상태',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [late, soon, todo, done] = rows(canvasElement).map((r) => within(r));
    await expect(late!.getByRole('rowheader')).toHaveTextContent('이서연 · 유한양행');
    await expect(late!.getByText('기한 경과')).toBeVisible();
    await expect(late!.getByText('D+55')).toBeVisible();
    await expect(soon!.getByText('기한 임박')).toBeVisible();
    await expect(soon!.getByRole('cell', { name: /2026년 12월 1일 · D-4/ })).toBeVisible();
    await expect(todo!.getByText('작성 전')).toBeVisible();
    await expect(done!.getByText('통보 완료 · 2026년 10월 20일')).toBeVisible();
    await expect(done!.getByRole('link', { name: '박지호 · 대웅제약 통보 증빙 통보 증빙.pdf' })).toBeVisible();
    const pdf = late!.getByRole('link', { name: '이서연 · 유한양행 통보서 PDF' });
    await expect(pdf).toHaveAttribute('href', '/v1/compliance/redelegation-notices/9/document');
    await expect(pdf).toHaveAttribute('download');
    await userEvent.click(late!.getByRole('button', { name: '이서연 · 유한양행 통보 완료 처리' }));
    await expect(args.onMarkSent).toHaveBeenCalledWith(notices[2]);
    await userEvent.click(canvas.getByRole('button', { name: '김민준 · 한미약품 재위탁 계약일 변경' }));
    await expect(args.onEditContract).toHaveBeenCalledWith(notices[0]);
  },
};

export const Undo: Story = {
  name: '통보 완료 취소',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '박지호 · 대웅제약 통보 완료 취소' }));
    await answer('박지호 · 대웅제약 재위탁 통보를 통보 전으로 되돌리시겠습니까?', false);
    await expect(calls).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: '박지호 · 대웅제약 통보 완료 취소' }));
    await answer('통보 전으로 되돌리시겠습니까?', true);
    await waitFor(() => expect(args.onUpdated).toHaveBeenCalledOnce());
    await expect(await requestOf(calls[0])).toEqual({ sentAt: null });
    await expect(args.notify).toHaveBeenCalledWith('success', '박지호 · 대웅제약 통보 완료를 취소했습니다.');
  },
};

export const Empty: Story = {
  name: '통보할 재위탁 없음',
  args: { notices: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/통보할 재위탁이 없습니다./)).toBeVisible();
  },
};

export const Failed: Story = {
  name: '불러오기 실패',
  args: { notices: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('재위탁 통보 목록을 불러오지 못했습니다.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const FromContract: Story = {
  name: '계약서 기준 계약일',
  args: { notices: notices.map((n) => (n.dealerName === '김민준' ? { ...n, fromContract: true } : n)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 김민준's two rows take their date from his first contract version: shown, not offered for change.
    await expect(canvas.getAllByText('계약서 기준')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: '김민준 · 한미약품 재위탁 계약일 변경' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '김민준 · 종근당 재위탁 계약일 변경' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '이서연 · 유한양행 재위탁 계약일 변경' })).toBeVisible();
  },
};
