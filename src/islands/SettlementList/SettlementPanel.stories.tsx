import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { $dialog } from '../../stores/dialog';
import { SettlementPanel } from './SettlementPanel';
import { mockApi } from '../shared/story-fixtures';
import { acceptedObjection, confirmedSettlements, settlementRoutes, settlements } from './story-fixtures';

/** The right side: the actions, the detail of a chosen settlement, and 이의제기 behind a confirm. */
const meta = {
  title: 'Islands/SettlementList/SettlementPanel',
  component: SettlementPanel,
  args: { selected: settlements[0]!, onAnswered: fn(), notify: fn() },
  beforeEach: mockApi(settlementRoutes),
} satisfies Meta<typeof SettlementPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Answers the dialog the store shows now (the app's DialogHost draws it; stories answer for the user). */
async function answer(text: string, yes: boolean) {
  await waitFor(() => expect($dialog.get()?.message).toContain(text));
  $dialog.get()!.close(yes);
}

export const NothingSelected: Story = {
  name: '선택 전',
  args: { selected: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('내역을 확인하실 딜러를 선택해주세요.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '정산요청' }));
    await answer('정산요청할 딜러를 선택해주세요.', true);
    await userEvent.click(canvas.getByRole('button', { name: '이의제기' }));
    await answer('이의제기할 딜러를 선택해주세요.', true);
  },
};

export const Detail: Story = {
  name: '정산내역 상세',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '정산내역 상세' })).toBeVisible();
    await expect(canvas.getByText('1,344,151원')).toBeVisible();
    await expect(canvas.getByText('미요청')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '정렬기준' })).toHaveValue('TOTAL_AMOUNT_DESC');
    const table = await canvas.findByRole('table', { name: '김민수 거래처별 정산내역' });
    await expect(await within(table).findByRole('button', { name: '행복한소아청소년과의원' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
  },
};

export const Requested: Story = {
  name: '정산요청한 건의 상세',
  args: { selected: settlements[1]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('정산요청').length).toBeGreaterThan(1);
  },
};

export const ObjectionConfirm: Story = {
  name: '이의제기: 확인 후 접수',
  beforeEach: mockApi([
    [/^\/v1\/settlements\/notify-admin\/objections$/, () => ({ settlements: [{ ...settlements[0]!, status: 'OBJECTION' }] })],
    ...settlementRoutes,
  ]),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '이의제기' }));
    await answer('이의제기하시겠습니까?', false);
    await expect(args.onAnswered).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '이의제기' }));
    await answer('김민수(한빛제약) 2026년 10월 정산에 이의제기하시겠습니까?', true);
    await waitFor(() => expect(args.notify).toHaveBeenCalledWith('success', '이의제기가 접수되었습니다.'));
    await expect(args.onAnswered).toHaveBeenCalledWith([{ ...settlements[0]!, status: 'OBJECTION' }]);
  },
};

export const Paid: Story = {
  name: '지급완료된 정산요청',
  args: { selected: confirmedSettlements[1]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('확정')).toBeVisible();
    const note = canvas.getByRole('note', { name: '정산 담당자 답변' });
    await expect(note).toHaveTextContent('지급완료');
    await expect(note).toHaveTextContent('2026년 11월 25일에 지급되었습니다.');
  },
};

export const ObjectionRefused: Story = {
  name: '이의신청 거절과 사유',
  args: { selected: confirmedSettlements[3]! },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note', { name: '정산 담당자 답변' });
    await expect(note).toHaveTextContent('이의신청 거절');
    await expect(note).toHaveTextContent('사유: 확인 결과 입력한 수량이 제출하신 EDI 내역과 같습니다.');
  },
};

export const ObjectionAccepted: Story = {
  name: '이의신청 수용: 다시 확인 중',
  args: { selected: acceptedObjection },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('미확정')).toBeVisible();
    const note = canvas.getByRole('note', { name: '정산 담당자 답변' });
    await expect(note).toHaveTextContent('이의신청 수용');
    await expect(note).toHaveTextContent('실적을 다시 확인하고 있습니다.');
  },
};
