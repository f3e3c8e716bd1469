import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PrescriptionForm } from './PrescriptionForm';
import { DialogHost } from '../shared/dialog-host/DialogHost';
import { mockApi } from '../shared/story-fixtures';
import { answerUploads, dealerWarnings, pngFile, record, standardRoutes } from './story-fixtures';

/**
 * 실적(EDI) 입력: validation in the screen's order, the pickers, what choosing a dealer does to the client, and the
 * question asked before recording for a dealer without a 신고증 (취소 keeps the form, 등록 sends it).
 */
const meta = {
  title: 'Islands/PrescriptionEntry/PrescriptionForm',
  component: PrescriptionForm,
  args: { settlementMonth: '2026-11', onCreated: fn(), notify: fn() },
  beforeEach: mockApi(standardRoutes),
  decorators: [
    (Story) => (
      <>
        <Story />
        <DialogHost />
      </>
    ),
  ],
} satisfies Meta<typeof PrescriptionForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: '빈 양식',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2026년 11월')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '거래처 선택' })).toBeDisabled();
    // The latest month that may be chosen is the one before the settlement month.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '처방 연도' }), '2026년');
    await expect(canvas.getByRole('option', { name: '10월' })).toBeEnabled();
    await expect(canvas.getByRole('option', { name: '11월' })).toBeDisabled();
  },
};

export const Validation: Story = {
  name: '입력 확인',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('every missing field says so, the first takes the focus', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '등록' }));
      const messages = ['딜러를 선택해 주세요.', '처방월을 선택해 주세요.', '거래처를 선택해 주세요.', 'EDI 파일을 선택해 주세요.'];
      for (const m of messages) await expect(await canvas.findByText(m)).toBeInTheDocument();
      const shown = [...canvasElement.querySelectorAll('form *')].map((e) => e.childNodes).flatMap((n) => [...n]);
      const order = messages.map((m) => shown.findIndex((node) => node.nodeType === Node.TEXT_NODE && node.textContent === m));
      await expect([...order].sort((a, b) => a - b)).toEqual(order);
      await expect(canvas.getByRole('textbox', { name: /딜러명/ })).toHaveFocus();
    });
    await step('a dealer without a drug company is named last', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '딜러 선택' }));
      const dialog = await screen.findByRole('dialog', { name: '딜러 선택' }, { timeout: 5000 });
      await userEvent.click(await within(dialog).findByRole('button', { name: /박지훈/ }, { timeout: 5000 }));
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: '처방 연도' }), '2026년');
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: '처방 월' }), '09월');
      await userEvent.click(canvas.getByRole('button', { name: '등록' }));
      await expect(await canvas.findByText('거래처를 선택해 주세요.')).toBeInTheDocument();
      await expect(canvas.queryByText('처방월을 선택해 주세요.')).not.toBeInTheDocument();
      await expect(canvas.getByRole('textbox', { name: /거래처명/ })).toHaveFocus();
    });
  },
};

export const DealerThenClient: Story = {
  name: '딜러와 거래처 선택',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const pickDealer = async (name: RegExp) => {
      await userEvent.click(canvas.getByRole('button', { name: '딜러 선택' }));
      const dialog = await screen.findByRole('dialog', { name: '딜러 선택' }, { timeout: 5000 });
      await userEvent.click(await within(dialog).findByRole('button', { name }, { timeout: 5000 }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '딜러 선택' })).not.toBeInTheDocument());
    };
    await step('a dealer opens the client picker, filtered by its company', async () => {
      await pickDealer(/이서연/);
      await expect(canvas.getByRole('textbox', { name: /딜러명/ })).toHaveValue('이서연(한빛제약)');
      await userEvent.click(canvas.getByRole('button', { name: '거래처 선택' }));
      const dialog = await screen.findByRole('dialog', { name: '거래처 선택' }, { timeout: 5000 });
      const list = await within(dialog).findByRole('list', { name: '거래처 목록' }, { timeout: 5000 });
      await userEvent.click(within(list).getAllByRole('button')[0]!);
      await expect(canvas.getByRole('textbox', { name: /거래처명/ })).toHaveValue('서울내과의원 1호점');
    });
    await step('a dealer of the same company keeps the client, another clears it', async () => {
      await pickDealer(/김민수\s*한빛제약/);
      await expect(canvas.getByRole('textbox', { name: /거래처명/ })).toHaveValue('서울내과의원 1호점');
      await pickDealer(/김민수\s*대성약품/);
      await expect(canvas.getByRole('textbox', { name: /거래처명/ })).toHaveValue('');
    });
  },
};

export const UploadFailed: Story = {
  name: '업로드 실패',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '딜러 선택' }));
    const dealers = await screen.findByRole('dialog', { name: '딜러 선택' }, { timeout: 5000 });
    await userEvent.click(await within(dealers).findByRole('button', { name: /이서연/ }, { timeout: 5000 }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '처방 연도' }), '2026년');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '처방 월' }), '10월');
    await userEvent.click(canvas.getByRole('button', { name: '거래처 선택' }));
    const clients = await screen.findByRole('dialog', { name: '거래처 선택' }, { timeout: 5000 });
    const list = await within(clients).findByRole('list', { name: '거래처 목록' }, { timeout: 5000 });
    await userEvent.click(within(list).getAllByRole('button')[0]!);
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type=file]')!, [pngFile('처방전.png')]);
    // The upload goes over XMLHttpRequest to a server that is not there: the form keeps the files and says why.
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    const alert = await canvas.findByText(/EDI 파일 업로드 중 오류가 발생했습니다\./, {}, { timeout: 8000 });
    await expect(alert).toBeInTheDocument();
    await expect(canvas.getByText('처방전.png')).toBeInTheDocument();
    // The message takes the focus (and the picture is taken with it there).
    await waitFor(() => expect(alert).toHaveFocus(), { timeout: 5000 });
  },
};

/** Fills the form for 이서연 (no 신고증 in the compliance items) with one file. */
async function fillForLeeSeoyeon(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: '딜러 선택' }));
  const dealers = await screen.findByRole('dialog', { name: '딜러 선택' }, { timeout: 5000 });
  await userEvent.click(await within(dealers).findByRole('button', { name: /이서연/ }, { timeout: 5000 }));
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: '처방 연도' }), '2026년');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: '처방 월' }), '10월');
  await userEvent.click(canvas.getByRole('button', { name: '거래처 선택' }));
  const clients = await screen.findByRole('dialog', { name: '거래처 선택' }, { timeout: 5000 });
  const list = await within(clients).findByRole('list', { name: '거래처 목록' }, { timeout: 5000 });
  await userEvent.click(within(list).getAllByRole('button')[0]!);
  await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type=file]')!, [pngFile('처방전.png')]);
  await userEvent.click(canvas.getByRole('button', { name: '등록' }));
  const question = await screen.findByRole('alertdialog', { name: '컴플라이언스 확인' }, { timeout: 5000 });
  await expect(question).toHaveTextContent(
    '이서연 딜러는 CSO 신고증이 등록되지 않았습니다. 미신고자에게 판매촉진 업무를 맡기면 제약사가 처벌받을 수 있습니다. 그래도 등록할까요?',
  );
  return question;
}

const cancelSent = { count: 0 };
export const ComplianceCancelled: Story = {
  name: '컴플라이언스 확인: 취소',
  args: { dealerWarnings },
  beforeEach: () => {
    cancelSent.count = 0;
    return answerUploads(201, record(), cancelSent)();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const question = await fillForLeeSeoyeon(canvasElement);
    await userEvent.click(within(question).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Nothing was sent and the form is as it was.
    await expect(cancelSent.count).toBe(0);
    await expect(args.notify).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /딜러명/ })).toHaveValue('이서연(한빛제약)');
    await expect(canvas.getByRole('textbox', { name: /거래처명/ })).toHaveValue('서울내과의원 1호점');
    await expect(canvas.getByText('처방전.png')).toBeInTheDocument();
  },
};

const confirmSent = { count: 0 };
export const ComplianceConfirmed: Story = {
  name: '컴플라이언스 확인: 등록',
  args: { dealerWarnings },
  beforeEach: () => {
    confirmSent.count = 0;
    return answerUploads(201, record({ dealerId: 3, dealerName: '이서연' }), confirmSent)();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const question = await fillForLeeSeoyeon(canvasElement);
    await expect(
      within(question)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['취소', '등록']);
    await userEvent.click(within(question).getByRole('button', { name: '등록' }));
    // The partner decides: the entry is sent, and the form starts over.
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledOnce(), { timeout: 5000 });
    await expect(confirmSent.count).toBe(1);
    await expect(args.notify).toHaveBeenCalledWith('success', 'EDI 파일이 성공적으로 업로드되었습니다.');
    await expect(canvas.getByRole('textbox', { name: /딜러명/ })).toHaveValue('');
  },
};
