import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RequestDialog } from './RequestDialog';
import { mockApi } from '../shared/story-fixtures';
import { settlements } from './story-fixtures';

const request = settlements[0]!;

/** 정산요청: the amounts from the record, the red note, then the request; a refusal shows the server's words. */
const meta = {
  title: 'Islands/SettlementList/RequestDialog',
  component: RequestDialog,
  args: { settlement: request, onClose: fn(), onAnswered: fn(), notify: fn() },
  beforeEach: mockApi([[/^\/v1\/settlements\/notify-admin$/, () => ({ settlements: [{ ...request, status: 'REQUEST' }] })]]),
} satisfies Meta<typeof RequestDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '정산요청',
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: '정산요청' }));
    await waitFor(() => expect(dialog.getByText(/해당 승인금액으로 정산하시겠습니까\?/)).toBeVisible());
    for (const text of ['1,344,151원', '372,946원', '37,295원', '410,241원']) await expect(dialog.getByText(text)).toBeVisible();
    await expect(dialog.getByText("'정산요청' 미 선택 시 정산이 불가합니다.")).toBeVisible();
    await userEvent.click(dialog.getAllByRole('button', { name: '정산요청' }).at(-1)!);
    await waitFor(() => expect(args.notify).toHaveBeenCalledWith('success', '정산요청이 접수되었습니다.'));
    await expect(args.onAnswered).toHaveBeenCalledWith([{ ...request, status: 'REQUEST' }]);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Refused: Story = {
  name: '두 번째 요청 거절',
  beforeEach: () => {
    const real = globalThis.fetch;
    globalThis.fetch = async () =>
      new Response(
        JSON.stringify({
          code: 'SETTLEMENT_ALREADY_ANSWERED',
          message: '이미 정산요청한 정산 건입니다. 같은 건은 다시 요청할 수 없습니다.',
        }),
        {
          status: 409,
          headers: { 'content-type': 'application/json' },
        },
      );
    return () => {
      globalThis.fetch = real;
    };
  },
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: '정산요청' }));
    await userEvent.click(dialog.getAllByRole('button', { name: '정산요청' }).at(-1)!);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('이미 정산요청한 정산 건입니다.');
    await expect(args.onAnswered).not.toHaveBeenCalled();
  },
};
