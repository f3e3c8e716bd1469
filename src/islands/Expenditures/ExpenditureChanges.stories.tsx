import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Expenditures } from './Expenditures';
import { answer, entryOf, keepUrl, list, pageArgs, rowCount } from './story-canvas';
import { entries, expenditureRoutes, listOf, today } from './story-fixtures';
import { type Call, mockServer, refusal, requestOf, type Route } from '../shared/story-server';

/**
 * 지출보고서 장부, changing the log: deleting an entry on the day it was recorded (and what a refusal or a failed reload
 * looks like), adding one over a limit (saved and flagged), and correcting an older one.
 */
const meta = {
  title: 'Islands/Expenditures/Changes',
  component: Expenditures,
  args: pageArgs(),
  beforeEach: [mockServer(expenditureRoutes), keepUrl],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Expenditures>;
export default meta;
type Story = StoryObj<typeof meta>;

const deleteCalls: Call[] = [];

export const Delete: Story = {
  name: '삭제: 확인 후 (기록한 날에만)',
  beforeEach: () => {
    deleteCalls.length = 0;
    let deleted = false;
    return mockServer(
      [
        [
          'DELETE',
          /^\/v1\/expenditures\/7$/,
          () => {
            deleted = true;
            return undefined;
          },
        ],
        ['GET', /^\/v1\/expenditures$/, (call) => listOf(deleted ? entries.filter((e) => e.id !== 7) : entries)(call)],
      ],
      deleteCalls,
    )();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: '2026년 11월 27일 대한내과학회 추계학술대회 지출 기록 삭제' });
    await userEvent.click(remove);
    await answer('2026년 11월 27일 대한내과학회 추계학술대회 지출 기록을 삭제하시겠습니까?', false);
    await expect(deleteCalls).toHaveLength(0);
    await userEvent.click(remove);
    await answer('첨부한 영수증·증빙도 함께 삭제되며 되돌릴 수 없습니다.', true);
    await waitFor(() => expect(rowCount(canvas)).toBe(6));
    await expect(args.notify).toHaveBeenCalledWith('success', '2026년 11월 27일 대한내과학회 추계학술대회 지출 기록을 삭제했습니다.');
    await expect(deleteCalls[0]!.method).toBe('DELETE');
  },
};

const KEPT = '기록한 날이 지나 삭제할 수 없습니다. 「정정 입력」으로 바로잡아 주세요.';

const refusedCalls: Call[] = [];

export const DeleteRefused: Story = {
  name: '삭제 거절: 서버의 이유를 그대로',
  // The server decides by its own clock: an entry shown as deletable just before midnight is refused after it.
  beforeEach: () => {
    refusedCalls.length = 0;
    return mockServer(
      [['DELETE', /^\/v1\/expenditures\/7$/, () => refusal(409, 'EXPENDITURE_KEPT', KEPT)], ...expenditureRoutes],
      refusedCalls,
    )();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: '2026년 11월 27일 대한내과학회 추계학술대회 지출 기록 삭제' });
    await userEvent.click(remove);
    await answer('지출 기록을 삭제하시겠습니까?', true);
    await answer(KEPT, true);
    // The list is read again, so that it shows what the server allows now (and is no longer dimmed once it has).
    await waitFor(() =>
      expect(refusedCalls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['DELETE /v1/expenditures/7', 'GET /v1/expenditures']),
    );
    await waitFor(() => expect(list(canvas)).not.toHaveAttribute('aria-busy'));
    await expect(remove).not.toHaveAttribute('aria-busy');
    await expect(rowCount(canvas)).toBe(7);
    await expect(args.notify).not.toHaveBeenCalled();
  },
};

const staleCalls: Call[] = [];

export const ReloadFailed: Story = {
  name: '삭제 후 목록 갱신 실패: 마지막 내용 유지',
  beforeEach: () => {
    staleCalls.length = 0;
    return mockServer(
      [
        ['DELETE', /^\/v1\/expenditures\/7$/, () => undefined],
        ['GET', /^\/v1\/expenditures$/, 503],
      ],
      staleCalls,
    )();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '2026년 11월 27일 대한내과학회 추계학술대회 지출 기록 삭제' }));
    await answer('지출 기록을 삭제하시겠습니까?', true);
    await waitFor(() =>
      expect(args.notify).toHaveBeenCalledWith('success', '2026년 11월 27일 대한내과학회 추계학술대회 지출 기록을 삭제했습니다.'),
    );
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('최신 내용을 불러오지 못했습니다. 마지막으로 불러온 내용을 보여 드립니다.');
    // What was loaded last stays on screen, figures and all, rather than an empty page.
    await expect(rowCount(canvas)).toBe(7);
    await expect(canvas.getByRole('region', { name: '2026년 요약' })).toHaveTextContent('지출 기록6건');
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(staleCalls.filter((c) => c.method === 'GET')).toHaveLength(2));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('최신 내용을 불러오지 못했습니다.');
  },
};

const addCalls: Call[] = [];
const added = {
  ...entries.find((e) => e.id === 6)!,
  id: 9,
  date: today,
  institutionName: '새봄내과의원',
  deletable: true,
  files: [],
};

export const AddOverLimit: Story = {
  name: '추가: 한도 초과는 저장되고 경고로 표시',
  beforeEach: () => {
    addCalls.length = 0;
    let stored = false;
    const routes: Route[] = [
      [
        'POST',
        /^\/v1\/expenditures$/,
        () => {
          stored = true;
          return { id: 9, warnings: added.warnings };
        },
      ],
      ['GET', /^\/v1\/expenditures$/, (call) => listOf(stored ? [added, ...entries] : entries)(call)],
    ];
    return mockServer(routes, addCalls)();
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await step('fill in a briefing of 300,000원 for two: the form says it is over the limit', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '지출 기록 추가' }));
      const dialog = within(await body.findByRole('dialog', { name: '지출 기록 추가' }, { timeout: 10_000 }));
      await expect(dialog.getByRole('textbox', { name: /지출일/ })).toHaveValue(today);
      await userEvent.type(dialog.getByRole('textbox', { name: /요양기관/ }), '새봄내과의원');
      await userEvent.type(dialog.getByRole('textbox', { name: /받은 사람/ }), '김서윤, 박도현');
      await userEvent.type(dialog.getByRole('textbox', { name: /금액 \(원\)/ }), '300000');
      await expect(dialog.getByText('300,000원 · 1인당 150,000원')).toBeVisible();
      await expect(dialog.getByRole('status')).toHaveTextContent('이대로 저장하면 한도 초과로 표시됩니다.');
      await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    });
    await step('saved, and the dialog says plainly which limit it breaks', async () => {
      const saved = within(await body.findByRole('dialog', { name: '한도를 넘은 지출 기록' }));
      await expect(saved.getByRole('alert')).toHaveTextContent('지출 기록을 저장했습니다. 다만 아래 한도를 넘어 경고로 표시했습니다.');
      await expect(saved.getByText('1인 1일 식음료 한도 초과')).toBeVisible();
      await expect(await requestOf(addCalls.find((c) => c.method === 'POST'))).toEqual({
        date: today,
        kind: 'BRIEFING_SINGLE',
        institutionName: '새봄내과의원',
        recipients: ['김서윤', '박도현'],
        recipientCount: 2,
        amount: 300_000,
        itemAmount: 0,
        caseCount: null,
        productName: '',
        note: '',
        correctsId: null,
      });
      await userEvent.click(saved.getByRole('button', { name: '확인' }));
    });
    await step('the list, reloaded, shows the entry with its warning', async () => {
      await waitFor(() => expect(rowCount(canvas)).toBe(8));
      await expect(within(entryOf(canvas, 9)).getByText('1인 1일 식음료 한도 초과')).toBeVisible();
      await expect(canvas.getByRole('region', { name: '2026년 요약' })).toHaveTextContent('한도 경고3건');
      await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
      await expect(args.notify).not.toHaveBeenCalled();
    });
  },
};

const correctCalls: Call[] = [];

export const Correct: Story = {
  name: '정정 입력: 원래 기록으로 채운 양식',
  beforeEach: () => {
    correctCalls.length = 0;
    return mockServer([['POST', /^\/v1\/expenditures$/, () => ({ id: 10, warnings: [] })], ...expenditureRoutes], correctCalls)();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '2026년 11월 20일 한빛내과의원 지출 기록 정정 입력' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '지출 기록 정정' }, { timeout: 10_000 }));
    await waitFor(() => expect(dialog.getByText('2026년 11월 20일 한빛내과의원')).toBeVisible());
    await expect(dialog.getByRole('textbox', { name: /요양기관/ })).toHaveValue('한빛내과의원');
    const amount = dialog.getByRole('textbox', { name: /금액 \(원\)/ });
    await expect(amount).toHaveValue('300000');
    await userEvent.clear(amount);
    await userEvent.type(amount, '180000');
    await expect(dialog.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(args.notify).toHaveBeenCalledWith('success', '정정한 지출 기록을 저장했습니다.'));
    await expect(await requestOf(correctCalls.find((c) => c.method === 'POST'))).toMatchObject({
      date: '2026-11-20',
      amount: 180_000,
      recipients: ['김서윤', '박도현'],
      correctsId: 6,
    });
  },
};
