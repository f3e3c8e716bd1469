import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContractDateDialog } from './ContractDateDialog';
import { notices, today } from './story-fixtures';
import { type Call, mockServer, refusal, requestOf } from '../shared/story-server';

const notice = notices[0]!;
const answered = { ...notice, contractDate: '2026-11-10', dueDate: '2026-12-10', status: 'TODO' as const };
const calls: Call[] = [];

/** 재위탁 계약일 변경: the due date follows the date as it is picked; a refusal shows the server's words. */
const meta = {
  title: 'Islands/Compliance/ContractDateDialog',
  component: ContractDateDialog,
  args: { notice, today, onClose: fn(), onUpdated: fn(), notify: fn() },
  beforeEach: () => {
    calls.length = 0;
    return mockServer([['PATCH', /^\/v1\/compliance\/redelegation-notices\/14$/, () => answered]], calls)();
  },
} satisfies Meta<typeof ContractDateDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async () => within(await within(document.body).findByRole('dialog', { name: '재위탁 계약일 변경' }));

export const Change: Story = {
  name: '계약일 변경',
  play: async ({ args }) => {
    const dialog = await open();
    const input = dialog.getByRole('textbox', { name: /재위탁 계약일/ });
    await expect(input).toHaveValue('2026-11-01');
    await expect(dialog.getByText('통보 기한: 2026년 12월 1일')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '2026-11-10{Enter}');
    await expect(dialog.getByText('통보 기한: 2026년 12월 10일')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(args.onUpdated).toHaveBeenCalledWith(answered));
    await expect(await requestOf(calls[0])).toEqual({ contractDate: '2026-11-10' });
    await expect(args.notify).toHaveBeenCalledWith('success', '김민준 · 한미약품 재위탁 계약일을 바꿨습니다.');
  },
};

export const Refused: Story = {
  name: '서버 거절',
  beforeEach: mockServer([
    ['PATCH', /^\/v1\/compliance\/redelegation-notices\/14$/, () => refusal(404, 'NOT_FOUND', '재위탁 통보를 찾을 수 없습니다.')],
  ]),
  play: async ({ args }) => {
    const dialog = await open();
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('재위탁 통보를 찾을 수 없습니다.');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog.getByRole('textbox', { name: /재위탁 계약일/ })).toHaveValue('2026-11-01');
  },
};

export const FromContract: Story = {
  name: '계약서 기준 (변경 불가)',
  args: { notice: { ...notice, fromContract: true } },
  play: async ({ args }) => {
    const dialog = await open();
    await expect(dialog.getByText(/첫 재위탁계약 시작일\(2026년 11월 1일\)을 따르므로 여기서는 바꿀 수 없습니다./)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /재위탁 계약일/ })).toHaveAttribute('readonly');
    await expect(dialog.queryByRole('button', { name: '저장' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getAllByRole('button', { name: '닫기' }).at(-1)!);
    await expect(args.onClose).toHaveBeenCalled();
    await expect(calls).toHaveLength(0);
  },
};
