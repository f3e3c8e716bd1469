import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { $dialog } from '../../stores/dialog';
import { RecordList } from './RecordList';
import { records } from './story-fixtures';
import { type Call, mockServer, refusal } from '../shared/story-server';

const calls: Call[] = [];

/** 등록한 서류: the records by subject (the member first) with their documents; 삭제 asks first. */
const meta = {
  title: 'Islands/Compliance/RecordList',
  component: RecordList,
  args: { records, onChanged: fn(), onRetry: fn(), notify: fn() },
  beforeEach: () => {
    calls.length = 0;
    return mockServer([['DELETE', /^\/v1\/compliance\/records\/\d+$/, () => undefined]], calls)();
  },
} satisfies Meta<typeof RecordList>;
export default meta;
type Story = StoryObj<typeof meta>;

async function answer(text: string, yes: boolean) {
  await waitFor(() => expect($dialog.get()?.message).toContain(text));
  $dialog.get()!.close(yes);
}

export const BySubject: Story = {
  name: '대상별 서류',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const groups = canvas.getAllByRole('region').filter((r) => r.getAttribute('aria-label')?.endsWith('의 서류'));
    await expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['본인의 서류', '김민준의 서류', '이서연의 서류']);
    const mine = within(groups[0]!);
    await expect(mine.getByText('2025년 5월 20일 이수 · 24시간 · 이수증 제출 2025년 6월 2일')).toBeVisible();
    await expect(mine.getByRole('link', { name: '신규교육 이수증.jpg' })).toHaveAttribute('target', '_blank');
  },
};

export const Delete: Story = {
  name: '삭제: 확인 후',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: '김민준 CSO 신고증 2026년 9월 3일 기록 삭제' });
    await userEvent.click(remove);
    await answer('김민준의 CSO 신고증 기록을 삭제하시겠습니까?', false);
    await expect(calls).toHaveLength(0);
    await userEvent.click(remove);
    await answer('첨부한 서류도 함께 삭제되며 되돌릴 수 없습니다.', true);
    await waitFor(() => expect(args.onChanged).toHaveBeenCalledOnce());
    await expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /v1/compliance/records/3']);
    await expect(args.notify).toHaveBeenCalledWith('success', '김민준의 CSO 신고증 기록을 삭제했습니다.');
  },
};

export const DeleteRefused: Story = {
  name: '삭제 거절',
  beforeEach: mockServer([['DELETE', /^\/v1\/compliance\/records\/\d+$/, () => refusal(404, 'NOT_FOUND', '기록을 찾을 수 없습니다.')]]),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '본인 CSO 신고증 2025년 3월 10일 기록 삭제' }));
    await answer('본인의 CSO 신고증 기록을 삭제하시겠습니까?', true);
    await answer('기록을 찾을 수 없습니다.', true);
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  name: '서류 없음',
  args: { records: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/아직 등록한 서류가 없습니다./)).toBeVisible();
  },
};

export const Failed: Story = {
  name: '불러오기 실패',
  args: { records: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('등록한 서류를 불러오지 못했습니다.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
