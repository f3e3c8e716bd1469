import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type Call, mockServer, refusal } from '../../shared/story-server';
import { BankChangeQueue } from './BankChangeQueue';
import { change, pageOf } from './story-fixtures';

const calls: Call[] = [];
const queue = pageOf([change(), change({ id: 8, member: { id: 13, userId: 'demo_partner', name: '김민준' }, mine: true })]);

/** 계좌 변경 승인: the four-eyes queue with 승인 / 반려 behind dialogs naming the member; one's own requests wait. */
const meta = {
  title: 'Islands/Admin/BankChangeQueue',
  component: BankChangeQueue,
  args: { initialPage: queue },
  beforeEach: () => {
    calls.length = 0;
    return mockServer(
      [
        ['POST', /\/approve$/, () => change({ status: 'APPROVED' })],
        [
          'POST',
          /\/reject$/,
          () => refusal(403, 'OWN_REQUEST', '요청한 사람은 반려할 수 없습니다. 다른 회원관리 담당자의 반려이 필요합니다.'),
        ],
        ['GET', /^\/v1\/admin\/bank-account-changes$/, () => pageOf([queue.content[1]!])],
      ],
      calls,
    )();
  },
} satisfies Meta<typeof BankChangeQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  name: '승인 대기',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('다른 담당자의 승인이 필요합니다')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: '승인' })).toHaveLength(1);
  },
};

export const Approve: Story = {
  name: '승인하기',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '승인' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await waitFor(() => expect(dialog.getByText(/이서연\(demo_org\) 회원의 정산 계좌를 우리은행 \*\*\*\*6789/)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: '승인' }));
    await waitFor(() => expect(canvas.getByTestId('queue-notice')).toHaveTextContent('정산 계좌를 바꿨습니다'));
  },
};

export const RejectNeedsReason: Story = {
  name: '반려 (사유 필요)',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '반려' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: '반려' }));
    await waitFor(() => expect(dialog.getByText('반려 사유를 입력해 주세요.')).toBeVisible());
  },
};

export const Empty: Story = { name: '대기 없음', args: { initialPage: pageOf([]) } };

export const Failed: Story = { name: '불러오지 못함', args: { initialPage: null } };
