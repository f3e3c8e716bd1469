import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DealerContract } from '../../api/types';
import { ContractsDialog } from './ContractsDialog';
import { contracts, kim, productRoute, today } from './contract-story-fixtures';
import { type Call, fileOf, mockServer, refusal, requestOf, type Route } from '../shared/story-server';

const calls: Call[] = [];
let served: DealerContract[] = [];
const list: Route = ['GET', /^\/v1\/dealers\/14\/contracts$/, () => served];
const created: DealerContract = {
  ...contracts[0]!,
  id: 4,
  version: 4,
  startDate: '2026-12-01',
  endDate: '2027-11-30',
  rates: [{ productId: 104, productName: '몬테잘츄정5밀리그램', feeRate: 7.5 }],
  fileName: '재위탁계약서_4차.pdf',
  retainUntil: '2032-11-30',
};
const stored: Route = [
  'POST',
  /^\/v1\/dealers\/14\/contracts$/,
  () => {
    served = [created, ...contracts];
    return { id: 4, version: 4 };
  },
];

/**
 * 새 버전 등록 in the contracts dialog: what is missing and what is wrong, beside its field; a refused file; the
 * upload's progress; a refusal that keeps everything; and a stored version on top of the list.
 */
const meta = {
  title: 'Islands/DealerManager/ContractForm',
  component: ContractsDialog,
  args: { dealer: kim, today, onClose: fn(), notify: fn() },
  beforeEach: () => {
    calls.length = 0;
    served = contracts;
    return mockServer([stored, list, productRoute], calls)();
  },
} satisfies Meta<typeof ContractsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog with its form open (the list answered first). */
async function openForm() {
  const dialog = within(await within(document.body).findByRole('dialog', { name: '김민준(한미약품) 재위탁계약' }));
  await waitFor(() => expect(dialog.getByRole('button', { name: '새 버전 등록' })).toBeEnabled());
  await userEvent.click(dialog.getByRole('button', { name: '새 버전 등록' }));
  await expect(await dialog.findByRole('form', { name: '새 버전 등록' })).toBeVisible();
  return dialog;
}
const pick = async (dialog: ReturnType<typeof within>, name: string) => {
  const search = dialog.getByRole('searchbox', { name: '한미약품 품목 검색' });
  await userEvent.clear(search);
  await userEvent.type(search, name.slice(0, 2));
  await userEvent.click(await dialog.findByRole('checkbox', { name }));
};
const posts = () => calls.filter((c) => c.method === 'POST');

export const Missing: Story = {
  name: '빈 칸 확인',
  beforeEach: () => {
    served = [];
  },
  play: async () => {
    const dialog = await openForm();
    await expect(dialog.getByText('첫 재위탁계약을 등록합니다.', { exact: false })).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /계약 시작일/ })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: '등록' }));
    await expect(dialog.getByText('계약 시작일을 입력해 주세요.')).toBeVisible();
    await expect(dialog.getByText('품목별 수수료율을 하나 이상 입력해 주세요.')).toBeVisible();
    await expect(dialog.getByText('서명한 계약서 파일을 첨부해 주세요.')).toBeVisible();
    await expect(posts()).toHaveLength(0);
  },
};

export const Wrong: Story = {
  name: '수수료율과 기간 확인',
  beforeEach: () => {
    served = [];
  },
  play: async ({ step }) => {
    const dialog = await openForm();
    await pick(dialog, '아모잘탄정5/50밀리그램');
    await pick(dialog, '로수젯정10/10밀리그램');
    const picked = dialog.getByRole('table', { name: '고른 품목과 수수료율' });
    await userEvent.type(within(picked).getByRole('textbox', { name: '아모잘탄정5/50밀리그램 수수료율(%)' }), '100.5');
    await userEvent.type(within(picked).getByRole('textbox', { name: '로수젯정10/10밀리그램 수수료율(%)' }), '12.345');
    const start = dialog.getByRole('textbox', { name: /계약 시작일/ });
    await userEvent.type(start, '2026-12-01{Enter}');
    await userEvent.type(dialog.getByRole('textbox', { name: /계약 종료일/ }), '2026-12-10{Enter}');
    // The start moved past the end after the end was chosen.
    await userEvent.clear(start);
    await userEvent.type(start, '2026-12-20{Enter}');
    await userEvent.upload(dialog.getByLabelText(/^계약서 파일/, { selector: 'input' }), fileOf('계약서.pdf'));
    await userEvent.click(dialog.getByRole('button', { name: '등록' }));
    await step('each problem beside its field, in the schema’s words without wire names', async () => {
      await expect(dialog.getByText('계약 종료일은 시작일 이후여야 합니다.')).toBeVisible();
      await expect(dialog.getByText('0~100% 사이여야 합니다.')).toBeVisible();
      await expect(dialog.getByText('소수점 둘째 자리까지 입력해 주세요.')).toBeVisible();
      await expect(posts()).toHaveLength(0);
    });
    await step('fixing one rate clears its message only', async () => {
      const first = within(picked).getByRole('textbox', { name: '아모잘탄정5/50밀리그램 수수료율(%)' });
      await userEvent.clear(first);
      await userEvent.type(first, '12.5');
      await expect(dialog.queryByText('0~100% 사이여야 합니다.')).not.toBeInTheDocument();
      await expect(dialog.getByText('소수점 둘째 자리까지 입력해 주세요.')).toBeVisible();
    });
  },
};

export const WrongFile: Story = {
  name: '받지 않는 파일',
  play: async () => {
    const dialog = await openForm();
    const input = dialog.getByLabelText(/^계약서 파일/, { selector: 'input' });
    await userEvent.upload(input, fileOf('계약서.hwp', 'application/x-hwp'), { applyAccept: false });
    await expect(dialog.getByRole('alert')).toHaveTextContent('PDF, JPG, PNG 파일만 올릴 수 있습니다. (계약서.hwp)');
    await userEvent.upload(input, fileOf('계약서.png', 'image/png'));
    await expect(dialog.getByRole('list', { name: '선택한 계약서 파일' })).toHaveTextContent('계약서.png');
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Saved: Story = {
  name: '새 버전 등록',
  play: async ({ args, step }) => {
    const dialog = await openForm();
    const picked = dialog.getByRole('table', { name: '고른 품목과 수수료율' });
    await step('the rates start as the latest version’s', async () => {
      await expect(dialog.getByText(/품목과 수수료율은 3차에서 불러왔습니다./)).toBeVisible();
      await expect(within(picked).getByRole('textbox', { name: '아모잘탄정5/50밀리그램 수수료율(%)' })).toHaveValue('12.50');
    });
    await step('change them: two out, one in', async () => {
      await userEvent.click(within(picked).getByRole('button', { name: '아모잘탄정5/50밀리그램 빼기' }));
      await expect(within(picked).getByRole('button', { name: '로수젯정10/10밀리그램 빼기' })).toHaveFocus();
      await userEvent.click(within(picked).getByRole('button', { name: '로수젯정10/10밀리그램 빼기' }));
      await userEvent.click(within(picked).getByRole('button', { name: '에소메졸캡슐20밀리그램 빼기' }));
      await pick(dialog, '몬테잘츄정5밀리그램');
      await userEvent.type(dialog.getByRole('textbox', { name: '몬테잘츄정5밀리그램 수수료율(%)' }), '7,5');
      await expect(dialog.getByRole('textbox', { name: '몬테잘츄정5밀리그램 수수료율(%)' })).toHaveValue('7.5');
    });
    await userEvent.type(dialog.getByRole('textbox', { name: /계약 시작일/ }), '2026-12-01{Enter}');
    await userEvent.type(dialog.getByRole('textbox', { name: /계약 종료일/ }), '2027-11-30{Enter}');
    await userEvent.upload(dialog.getByLabelText(/^계약서 파일/, { selector: 'input' }), fileOf('재위탁계약서_4차.pdf'));
    await userEvent.click(dialog.getByRole('button', { name: '등록' }));
    await step('the new version is on top, with the focus on it', async () => {
      await waitFor(() => expect(dialog.getByRole('heading', { name: '버전 4차' })).toHaveFocus());
      await expect(dialog.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        '버전 4차',
        '버전 3차',
        '버전 2차',
        '버전 1차',
      ]);
      await expect(args.notify).toHaveBeenCalledWith('success', '김민준(한미약품) 재위탁계약 4차를 등록했습니다.');
    });
    await expect(await requestOf(posts()[0])).toEqual({
      startDate: '2026-12-01',
      endDate: '2027-11-30',
      rates: [{ productId: 104, feeRate: 7.5 }],
    });
    await expect(((posts()[0]!.body as FormData).get('file') as File).name).toBe('재위탁계약서_4차.pdf');
  },
};

/** Fills the form of `dialog` so that it can be sent (the rates as the latest version's). */
async function fill(dialog: ReturnType<typeof within>) {
  await userEvent.type(dialog.getByRole('textbox', { name: /계약 시작일/ }), '2026-12-01{Enter}');
  await userEvent.upload(dialog.getByLabelText(/^계약서 파일/, { selector: 'input' }), fileOf('계약서.pdf'));
  await userEvent.click(dialog.getByRole('button', { name: '등록' }));
}

export const Refused: Story = {
  name: '서버 거절: 입력 유지',
  beforeEach: mockServer([
    [
      'POST',
      /^\/v1\/dealers\/14\/contracts$/,
      () => refusal(400, 'BAD_REQUEST', '품목(productId)이 이 딜러의 제약사 품목이 아닙니다: 999'),
    ],
    ['GET', /^\/v1\/dealers\/14\/contracts$/, () => contracts],
    productRoute,
  ]),
  play: async ({ args }) => {
    const dialog = await openForm();
    await fill(dialog);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('품목이 이 딜러의 제약사 품목이 아닙니다: 999');
    await expect(dialog.getByRole('textbox', { name: /계약 시작일/ })).toHaveValue('2026-12-01');
    await expect(dialog.getByRole('textbox', { name: '로수젯정10/10밀리그램 수수료율(%)' })).toHaveValue('10.00');
    await expect(dialog.getByRole('list', { name: '선택한 계약서 파일' })).toHaveTextContent('계약서.pdf');
    await expect(dialog.getByRole('button', { name: '등록' })).toBeEnabled();
    await expect(args.notify).not.toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  name: '올리는 중',
  beforeEach: mockServer([
    ['POST', /^\/v1\/dealers\/14\/contracts$/, 'never'],
    ['GET', /^\/v1\/dealers\/14\/contracts$/, () => contracts],
    productRoute,
  ]),
  play: async () => {
    const dialog = await openForm();
    await fill(dialog);
    const bar = await dialog.findByRole('progressbar', { name: '계약서 올리는 중' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    await expect(dialog.getByRole('button', { name: '취소' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: '등록 중…' })).toBeInTheDocument();
  },
};
