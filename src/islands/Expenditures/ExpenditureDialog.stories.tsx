import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExpenditureDialog } from './ExpenditureDialog';
import { entries, today } from './story-fixtures';
import { type Call, fileOf, mockServer, refusal, requestOf } from '../shared/story-server';

const calls: Call[] = [];
const survey = entries.find((e) => e.id === 5)!;
const foodWarning = entries.find((e) => e.id === 6)!.warnings;

/** 지출 기록 추가 / 정정: the entry with its receipts, the limits of its kind, checked before sending; a refusal keeps it all. */
const meta = {
  title: 'Islands/Expenditures/ExpenditureDialog',
  component: ExpenditureDialog,
  args: { today, correcting: null, entries, onClose: fn(), onSaved: fn(), notify: fn() },
  beforeEach: () => {
    calls.length = 0;
    return mockServer([['POST', /^\/v1\/expenditures$/, () => ({ id: 9, warnings: [] })]], calls)();
  },
} satisfies Meta<typeof ExpenditureDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (title = '지출 기록 추가') => within(await within(document.body).findByRole('dialog', { name: title }));

export const Blank: Story = {
  name: '빈 칸 확인',
  play: async ({ args }) => {
    const dialog = await open();
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await expect(dialog.getByText('요양기관명을(를) 입력해 주세요.')).toBeVisible();
    await expect(dialog.getByText('인원을 입력해 주세요.')).toBeVisible();
    await expect(dialog.getByText('금액을 입력해 주세요.')).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /요양기관/ })).toHaveFocus());
    await expect(calls).toHaveLength(0);
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const KindLimits: Story = {
  name: '유형별 한도 안내와 입력 칸',
  play: async () => {
    const dialog = await open();
    const kind = dialog.getByRole('combobox', { name: /유형/ });
    await expect(dialog.getByText('제품설명회(단일 요양기관)의 한도')).toBeVisible();
    await expect(dialog.getByText(/제품설명회 식음료: 1인 1일 100,000원 이하/)).toBeVisible();
    await expect(dialog.getByText(/단일 요양기관 제품설명회 횟수: 같은 요양기관에 월 4회 이하/)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /1인 판촉물 금액/ })).toBeVisible();
    await userEvent.selectOptions(kind, 'BRIEFING_MULTI');
    await expect(dialog.getByText(/복수 요양기관 제품설명회 기념품: 1인 50,000원 이하/)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /1인 기념품 금액/ })).toBeVisible();
    await userEvent.selectOptions(kind, 'SURVEY');
    await expect(dialog.getByText(/시판 후 조사 사례비: 증례보고서 1건당 50,000원 이하/)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /증례 수/ })).toBeVisible();
    await expect(dialog.queryByRole('textbox', { name: /1인 (판촉물|기념품) 금액/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(kind, 'CONFERENCE');
    await expect(dialog.getByText('이 유형은 포털이 확인하는 금액 한도가 없습니다. 지출보고서에는 그대로 기록됩니다.')).toBeVisible();
    await expect(dialog.queryByRole('textbox', { name: /증례 수/ })).not.toBeInTheDocument();
  },
};

export const SurveyOverLimit: Story = {
  name: '저장 전 경고: 증례당 사례비',
  play: async ({ args }) => {
    const dialog = await open();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /유형/ }), 'SURVEY');
    await userEvent.type(dialog.getByRole('textbox', { name: /요양기관/ }), '바른정형외과의원');
    await userEvent.type(dialog.getByRole('textbox', { name: /^인원/ }), '1');
    await userEvent.type(dialog.getByRole('textbox', { name: /금액 \(원\)/ }), '240000');
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await expect(dialog.getByText('시판 후 조사는 증례 수를 입력해 주세요.')).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: /증례 수/ }), '4');
    await expect(dialog.getByText('240,000원 · 증례당 60,000원')).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveTextContent('증례보고서 1건당 사례비 60,000원이 한도(50,000원)를 넘습니다.');
  },
};

export const SavedOverLimit: Story = {
  name: '저장 후: 넘은 한도를 그대로 알림',
  beforeEach: mockServer([['POST', /^\/v1\/expenditures$/, () => ({ id: 9, warnings: foodWarning })]]),
  play: async ({ args }) => {
    const dialog = await open();
    await userEvent.type(dialog.getByRole('textbox', { name: /요양기관/ }), '새봄내과의원');
    await userEvent.type(dialog.getByRole('textbox', { name: /^인원/ }), '2');
    await userEvent.type(dialog.getByRole('textbox', { name: /금액 \(원\)/ }), '300000');
    await userEvent.upload(dialog.getByLabelText(/^영수증·증빙/, { selector: 'input' }), fileOf('영수증.pdf'));
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    const saved = await open('한도를 넘은 지출 기록');
    await expect(saved.getByRole('alert')).toHaveTextContent('지출 기록을 저장했습니다.');
    await expect(saved.getByRole('list', { name: '넘은 한도' })).toHaveTextContent('1인 1일 식음료 한도 초과');
    await expect(args.onSaved).toHaveBeenCalledWith(today);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(args.notify).not.toHaveBeenCalled();
    await userEvent.click(saved.getByRole('button', { name: '확인' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Refused: Story = {
  name: '서버 거절: 입력 유지',
  beforeEach: () => {
    calls.length = 0;
    return mockServer(
      [
        [
          'POST',
          /^\/v1\/expenditures$/,
          () => refusal(415, 'UNSUPPORTED_FILE', '영수증·증빙 파일의 내용이 PDF, JPG, PNG가 아닙니다. 파일을 확인해 주세요.'),
        ],
      ],
      calls,
    )();
  },
  play: async ({ args }) => {
    const dialog = await open();
    await userEvent.type(dialog.getByRole('textbox', { name: /요양기관/ }), '서울내과의원');
    await userEvent.type(dialog.getByRole('textbox', { name: /받은 사람/ }), '이준호');
    await userEvent.type(dialog.getByRole('textbox', { name: /금액 \(원\)/ }), '50000');
    await userEvent.upload(dialog.getByLabelText(/^영수증·증빙/, { selector: 'input' }), fileOf('가짜.pdf'));
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('영수증·증빙 파일의 내용이 PDF, JPG, PNG가 아닙니다.');
    await expect(dialog.getByRole('textbox', { name: /요양기관/ })).toHaveValue('서울내과의원');
    await expect(dialog.getByRole('textbox', { name: /받은 사람/ })).toHaveValue('이준호');
    await expect(dialog.getByRole('textbox', { name: /금액 \(원\)/ })).toHaveValue('50000');
    await expect(dialog.getByRole('list', { name: '선택한 영수증·증빙' })).toHaveTextContent('가짜.pdf');
    await expect((calls[0]!.body as FormData).getAll('files')).toHaveLength(1);
    await expect(await requestOf(calls[0])).toMatchObject({ recipients: ['이준호'], recipientCount: 1 });
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Receipts: Story = {
  name: '영수증: 받지 않는 파일과 개수',
  play: async () => {
    const dialog = await open();
    const input = dialog.getByLabelText(/^영수증·증빙/, { selector: 'input' });
    await userEvent.upload(input, fileOf('명단.hwp', 'application/x-hwp'), { applyAccept: false });
    await expect(dialog.getByRole('alert')).toHaveTextContent('PDF, JPG, PNG 파일만 올릴 수 있습니다. (명단.hwp)');
    await userEvent.upload(
      input,
      ['1.pdf', '2.jpg', '3.png', '4.pdf', '5.pdf', '6.pdf'].map((n) => fileOf(n, n.endsWith('.pdf') ? 'application/pdf' : 'image/png')),
    );
    await expect(dialog.getByRole('alert')).toHaveTextContent('영수증·증빙은 5개까지 올릴 수 있습니다.');
    const chosen = dialog.getByRole('list', { name: '선택한 영수증·증빙' });
    await expect(within(chosen).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(dialog.getByRole('button', { name: '1.pdf 빼기' }));
    await expect(within(chosen).getAllByRole('listitem')).toHaveLength(4);
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Correction: Story = {
  name: '정정: 원래 기록으로 채움',
  args: { correcting: survey },
  play: async ({ args }) => {
    const dialog = await open('지출 기록 정정');
    await expect(dialog.getByText(/정정 대상:/)).toHaveTextContent('정정 대상: 2026년 9월 5일 바른정형외과의원 · 시판 후 조사 · 300,000원');
    await expect(dialog.getByRole('combobox', { name: /유형/ })).toHaveValue('SURVEY');
    await expect(dialog.getByRole('textbox', { name: /증례 수/ })).toHaveValue('5');
    await expect(dialog.getByRole('status')).toHaveTextContent('증례보고서 1건당 사례비 60,000원');
    await userEvent.clear(dialog.getByRole('textbox', { name: /증례 수/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /증례 수/ }), '6');
    await expect(dialog.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith('2026-09-05'));
    await expect(await requestOf(calls.find((c) => c.method === 'POST'))).toMatchObject({ caseCount: 6, correctsId: 5, amount: 300_000 });
    await expect(args.notify).toHaveBeenCalledWith('success', '정정한 지출 기록을 저장했습니다.');
  },
};

export const Sending: Story = {
  name: '저장 중',
  beforeEach: mockServer([['POST', /^\/v1\/expenditures$/, 'never']]),
  // The locked drop zone is dimmed: its prompt is text of an inactive control, which WCAG 1.4.3 leaves out of the
  // contrast minimum (axe cannot tell, the prompt not being the control's label). Everything else is checked.
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast', selector: '*:not(.file-drop__prompt)' }] } } },
  play: async ({ args }) => {
    const dialog = await open();
    await userEvent.type(dialog.getByRole('textbox', { name: /요양기관/ }), '서울내과의원');
    await userEvent.type(dialog.getByRole('textbox', { name: /^인원/ }), '3');
    await userEvent.type(dialog.getByRole('textbox', { name: /금액 \(원\)/ }), '90000');
    const input = dialog.getByLabelText(/^영수증·증빙/, { selector: 'input' });
    await userEvent.upload(input, fileOf('영수증.pdf'));
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    const saving = await dialog.findByRole('button', { name: /저장 중/ });
    await expect(saving).toHaveAttribute('aria-busy', 'true');
    // While the receipts travel, none may be added or taken out.
    await expect(input).toBeDisabled();
    await expect(dialog.getByRole('list', { name: '선택한 영수증·증빙' })).toHaveTextContent('영수증.pdf');
    await expect(dialog.queryByRole('button', { name: '영수증.pdf 빼기' })).not.toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: /요양기관/ })).toHaveValue('서울내과의원');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};
