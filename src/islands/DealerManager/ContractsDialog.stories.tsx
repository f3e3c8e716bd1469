import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { $dialog } from '../../stores/dialog';
import { ContractsDialog } from './ContractsDialog';
import { contracts, kept, kim, NOTICE_SENT_REASON, productRoute, today } from './contract-story-fixtures';
import { type Call, mockServer, refusal, type Route } from '../shared/story-server';

const calls: Call[] = [];
const list: Route = ['GET', /^\/v1\/dealers\/14\/contracts$/, () => contracts];

/**
 * 재위탁계약 of a dealer row: its versions newest first (today's may be deleted, older ones show why they are kept),
 * none yet, loading and failed; 삭제 asks first and shows the server's refusal.
 */
const meta = {
  title: 'Islands/DealerManager/ContractsDialog',
  component: ContractsDialog,
  args: { dealer: kim, today, onClose: fn(), notify: fn() },
  beforeEach: () => {
    calls.length = 0;
    return mockServer([['DELETE', /^\/v1\/dealers\/14\/contracts\/\d+$/, () => undefined], list, productRoute], calls)();
  },
} satisfies Meta<typeof ContractsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async () => within(await within(document.body).findByRole('dialog', { name: '김민준(한미약품) 재위탁계약' }));

async function answer(text: string, yes: boolean) {
  await waitFor(() => expect($dialog.get()?.message).toContain(text));
  $dialog.get()!.close(yes);
}

export const Versions: Story = {
  name: '버전 목록',
  play: async ({ step }) => {
    const dialog = await open();
    const versions = await dialog.findAllByRole('listitem');
    await step('newest first, each with its phase', async () => {
      await expect(versions.map((v) => within(v).getByRole('heading').textContent)).toEqual(['버전 3차', '버전 2차', '버전 1차']);
      await expect(versions[0]).toHaveTextContent('진행 중');
      await expect(versions[1]).toHaveTextContent('종료');
      await expect(dialog.getByText('버전 3개 · 최신 버전이 위에 있습니다.')).toBeVisible();
    });
    await step('the rates with two decimals, the file, who recorded it, the retention', async () => {
      const rates = within(versions[0]!).getByRole('table', { name: '버전 3차 품목별 수수료율' });
      await expect(
        within(rates)
          .getAllByRole('row')
          .slice(1)
          .map((r) => r.textContent),
      ).toEqual(['아모잘탄정5/50밀리그램12.50%', '로수젯정10/10밀리그램10.00%', '에소메졸캡슐20밀리그램8.25%']);
      await expect(within(versions[0]!).getByRole('link', { name: '재위탁계약서_3차.pdf' })).toHaveAttribute(
        'href',
        '/v1/files/503?name=contract.pdf',
      );
      await expect(versions[0]).toHaveTextContent('2026년 11월 27일 ~ 종료일 없음');
      await expect(versions[0]).toHaveTextContent('홍길동 · 2026년 11월 27일 11:10');
      await expect(versions[0]).toHaveTextContent('보존 기한계약 종료 후 5년');
      await expect(versions[1]).toHaveTextContent('보존 기한2031년 11월 26일까지');
    });
    await step('today’s version can be deleted; the kept ones say why instead', async () => {
      await expect(within(versions[0]!).getByRole('button', { name: '버전 3차 삭제' })).toBeEnabled();
      await expect(within(versions[1]!).queryByRole('button', { name: /삭제/ })).not.toBeInTheDocument();
      await expect(versions[1]).toHaveTextContent('법정 보존 기간(2031년 11월 26일까지)이라 삭제할 수 없습니다.');
      await expect(versions[2]).toHaveTextContent('법정 보존 기간(2031년 2월 28일까지)이라 삭제할 수 없습니다.');
    });
  },
};

export const Empty: Story = {
  name: '계약 없음',
  beforeEach: mockServer([['GET', /^\/v1\/dealers\/14\/contracts$/, () => []], productRoute]),
  play: async () => {
    const dialog = await open();
    await expect(await dialog.findByText('등록된 재위탁계약이 없습니다.')).toBeVisible();
    await expect(dialog.getByText('버전 0개 · 최신 버전이 위에 있습니다.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '새 버전 등록' })).toBeEnabled();
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  beforeEach: mockServer([['GET', /^\/v1\/dealers\/14\/contracts$/, 'never']]),
  play: async () => {
    const dialog = await open();
    await expect(dialog.getByRole('region', { name: '계약 버전 목록' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('status', { name: '재위탁계약을 불러오는 중' })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: '새 버전 등록' })).toBeDisabled();
  },
};

let failures = 0;
export const Failed: Story = {
  name: '불러오기 실패',
  beforeEach: () => {
    failures = 0;
    return mockServer([
      ['GET', /^\/v1\/dealers\/14\/contracts$/, () => (failures++ ? contracts : refusal(500, 'ERROR', '서버에 문제가 생겼습니다.'))],
    ])();
  },
  play: async ({ step }) => {
    const dialog = await open();
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('재위탁계약을 불러오는 중 오류가 발생했습니다.');
    await expect(alert).toHaveTextContent('서버에 문제가 생겼습니다.');
    await step('다시 시도 loads the list', async () => {
      await userEvent.click(dialog.getByRole('button', { name: '다시 시도' }));
      await expect(await dialog.findByRole('heading', { name: '버전 3차' })).toBeVisible();
      await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    });
  },
};

export const Delete: Story = {
  name: '삭제: 확인 후',
  play: async ({ args }) => {
    const dialog = await open();
    const remove = await dialog.findByRole('button', { name: '버전 3차 삭제' });
    await userEvent.click(remove);
    await answer('김민준(한미약품) 재위탁계약 3차를 삭제하시겠습니까?', false);
    await expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(remove);
    await answer('첨부한 계약서도 함께 삭제되며 되돌릴 수 없습니다.', true);
    await waitFor(() => expect(args.notify).toHaveBeenCalledWith('success', '김민준(한미약품) 재위탁계약 3차를 삭제했습니다.'));
    await expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'DELETE /v1/dealers/14/contracts/3',
    ]);
    // The list is asked for again, and the focus goes back to 새 버전 등록.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
    await waitFor(() => expect(dialog.getByRole('button', { name: '새 버전 등록' })).toHaveFocus());
  },
};

let refused = false;
export const DeleteRefused: Story = {
  name: '삭제 거절',
  beforeEach: () => {
    refused = false;
    calls.length = 0;
    return mockServer(
      [
        [
          'DELETE',
          /^\/v1\/dealers\/14\/contracts\/3$/,
          () => {
            refused = true;
            return refusal(409, 'CONTRACT_RETAINED', NOTICE_SENT_REASON);
          },
        ],
        ['GET', /^\/v1\/dealers\/14\/contracts$/, () => (refused ? kept : contracts)],
      ],
      calls,
    )();
  },
  play: async ({ args, step }) => {
    const dialog = await open();
    await step('the notice was sent in another tab: the server refuses with its reason', async () => {
      await userEvent.click(await dialog.findByRole('button', { name: '버전 3차 삭제' }));
      await answer('재위탁계약 3차를 삭제하시겠습니까?', true);
      await answer(NOTICE_SENT_REASON, true);
      await expect(args.notify).not.toHaveBeenCalled();
    });
    await step('the list is asked for again: the version stays and says why, with the focus on it', async () => {
      await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
      const version = await dialog.findByRole('listitem', { name: '버전 3차' });
      await waitFor(() => expect(within(version).queryByRole('button', { name: /삭제/ })).not.toBeInTheDocument());
      await expect(version).toHaveTextContent(NOTICE_SENT_REASON);
      await waitFor(() => expect(dialog.getByRole('heading', { name: '버전 3차' })).toHaveFocus());
    });
  },
};
