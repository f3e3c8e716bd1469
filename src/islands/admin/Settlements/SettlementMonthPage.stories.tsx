import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type Call, mockServer, refusal } from '../../shared/story-server';
import { SettlementMonthPage } from './SettlementMonthPage';
import { APPROVER, detailOf, keysetOf, lineRows, monthRows, PREPARER } from './story-fixtures';

const calls: Call[] = [];
const [open, prepared, confirmed, stale] = [monthRows[0]!, monthRows[1]!, monthRows[2]!, monthRows[3]!];

/** 정산관리 › a member's month: figures, 제약사별 rows with 추가수수료, 딜러별 rows, 처방 내역, 정산 확정 by four eyes. */
const meta = {
  title: 'Islands/Admin/SettlementMonthPage',
  component: SettlementMonthPage,
  args: { detail: detailOf(open, '7'), viewerUserId: PREPARER.userId },
  beforeEach: () => {
    calls.length = 0;
    return mockServer(
      [
        [
          'GET',
          /\/member-months\/\d+$/,
          () =>
            detailOf({
              ...open,
              state: 'PREPARED',
              prepared: { ...PREPARER, at: '2026-12-04T02:00:00Z', figuresVersion: 3, figures: open, stale: false },
            }),
        ],
        [
          'GET',
          /\/lines$/,
          (c) => keysetOf(lineRows(4, c.url.searchParams.get('after') ? 4 : 0), c.url.searchParams.get('after') ? null : '904'),
        ],
        ['GET', /\/dealers$/, () => keysetOf(detailOf(open).dealers.content.slice(0, 1))],
        ['POST', /\/prepare$/, () => new Response(JSON.stringify(open), { status: 200, headers: { 'content-type': 'application/json' } })],
        ['PUT', /\/added-fee$/, () => ({})],
      ],
      calls,
    )();
  },
} satisfies Meta<typeof SettlementMonthPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  name: '미확정: 확정 준비',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '확정 준비' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '확정 준비' }, { timeout: 8000 }));
    await expect(dialog.getByText(/이서연\(partner001\)의 2026년 11월 정산/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '확정 준비' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/prepare'))).toBe(true));
    await waitFor(() => expect(canvas.getByText(/본인은 승인할 수 없습니다/)).toBeVisible());
  },
};

export const AddedFee: Story = {
  name: '추가수수료 수정 (사유 필수)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '한빛제약 추가수수료 수정' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: /추가수수료 수정 · 한빛제약/ }, { timeout: 8000 }));
    const amount = dialog.getByLabelText(/추가수수료\(원\)/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '250000');
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('변경 사유를 2자 이상 입력해 주세요.');
    await userEvent.type(dialog.getByLabelText(/변경 사유/), '11월 프로모션 추가 지급');
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    await expect(JSON.parse(String(calls.find((c) => c.method === 'PUT')!.body))).toMatchObject({ addedFeeAmount: 250000 });
  },
};

export const PreparedByOther: Story = {
  name: '확정 준비됨: 다른 운영자가 승인',
  args: { detail: detailOf(prepared), viewerUserId: APPROVER.userId },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '확정 승인' })).toBeEnabled();
  },
};

export const PreparedByViewer: Story = {
  name: '확정 준비됨: 준비한 본인은 승인 불가',
  args: { detail: detailOf(prepared), viewerUserId: PREPARER.userId },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '확정 승인' })).toBeDisabled();
    await expect(canvas.getByText(/다른 정산 담당 운영자가 금액을 확인하고 승인해야 합니다/)).toBeVisible();
  },
};

export const Stale: Story = {
  name: '확정 준비 뒤 금액이 바뀜',
  args: { detail: detailOf(stale), viewerUserId: APPROVER.userId },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('확정 준비 뒤 금액이 바뀌었습니다');
  },
};

export const ConfirmRefused: Story = {
  name: '승인 거절 (금액 변경으로 준비 취소)',
  args: { detail: detailOf(stale), viewerUserId: APPROVER.userId },
  beforeEach: mockServer([
    [
      'POST',
      /\/confirm$/,
      () => refusal(409, 'FIGURES_CHANGED', '확정 준비 뒤 금액이 바뀌어 준비가 취소되었습니다. 금액을 확인하고 다시 확정 준비해 주세요.'),
    ],
    ['GET', /\/member-months\/\d+$/, () => detailOf({ ...stale, state: 'OPEN', prepared: null })],
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '확정 승인' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '확정 승인' }, { timeout: 8000 }));
    await userEvent.click(dialog.getByRole('button', { name: '확정 승인' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('준비가 취소되었습니다'));
    await expect(canvas.getByRole('button', { name: '확정 준비' })).toBeVisible();
  },
};

export const Confirmed: Story = {
  name: '확정 (읽기 전용)',
  args: { detail: detailOf(confirmed), viewerUserId: APPROVER.userId },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/확정된 정산입니다/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /추가수수료 수정/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '확정 승인' })).toBeNull();
  },
};

export const Lines: Story = {
  name: '처방 내역 (더 보기)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '대한바이오 처방 내역 보기' }));
    await waitFor(() => expect(canvas.getAllByText('한강내과의원').length).toBeGreaterThan(0));
    await expect(calls.at(-1)?.url.searchParams.get('drugCompanyId')).toBe('12');
    await userEvent.click(canvas.getByRole('button', { name: '내역 더 보기' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('after')).toBe('904'));
  },
};

export const LinesFailed: Story = {
  name: '처방 내역을 불러오지 못함',
  beforeEach: mockServer([['GET', /\/lines$/, 500]]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '전체 내역 보기' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('처방 내역을 불러오지 못했습니다'));
  },
};
