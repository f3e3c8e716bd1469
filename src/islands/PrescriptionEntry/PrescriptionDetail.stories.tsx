import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PrescriptionDetail } from './PrescriptionDetail';
import { DialogHost } from '../shared/dialog-host/DialogHost';
import { mockApi } from '../shared/story-fixtures';
import { answerUploads, dealerWarnings, products, record, records, standardRoutes } from './story-fixtures';

/**
 * 실적(EDI)상세: editable while 접수대기, read-only once staff work on it; loading and failure; saving for a dealer
 * whose initial training is overdue asks first.
 */
const meta = {
  title: 'Islands/PrescriptionEntry/PrescriptionDetail',
  component: PrescriptionDetail,
  args: { id: 501, onClose: fn(), onChanged: fn(), notify: fn() },
  decorators: [
    (Story) => (
      <>
        <Story />
        <DialogHost />
      </>
    ),
  ],
} satisfies Meta<typeof PrescriptionDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editable: Story = {
  name: '접수대기: 수정 가능',
  beforeEach: mockApi([[/\/products$/, () => []], [/^\/v1\/prescriptions\/partners\/501$/, () => record()], ...standardRoutes]),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '딜러 변경' }, { timeout: 5000 })).toBeEnabled();
    await expect(canvas.getByRole('heading', { name: '실적(EDI)상세' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: '거래처 변경' })).toBeEnabled();
    await expect(canvas.getByRole('combobox', { name: '처방 월' })).toHaveValue('10');
    await step('saved files open in a new tab and can be dropped', async () => {
      await expect(canvas.getByRole('heading', { name: '파일첨부(2/30)' })).toBeInTheDocument();
      await expect(canvas.getByRole('link', { name: /처방전_1\.png/ })).toHaveAttribute('target', '_blank');
      await userEvent.click(canvas.getByRole('button', { name: '처방전_1.png 빼기' }));
      await userEvent.click(canvas.getByRole('button', { name: '영수증.png 빼기' }));
      await expect(canvas.getByRole('heading', { name: '파일첨부(0/30)' })).toBeInTheDocument();
    });
    await step('saving without any file is refused', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '수정' }));
      await expect(await canvas.findByText('최소 1개 이상의 파일이 필요합니다.')).toBeInTheDocument();
    });
  },
};

const sent = { count: 0 };
export const ComplianceOnSave: Story = {
  name: '컴플라이언스 확인: 수정',
  args: { dealerWarnings },
  beforeEach: () => {
    sent.count = 0;
    const api = mockApi([[/\/products$/, () => []], [/^\/v1\/prescriptions\/partners\/501$/, () => record()], ...standardRoutes])();
    const uploads = answerUploads(200, record(), sent)();
    return () => {
      api();
      uploads();
    };
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const save = await canvas.findByRole('button', { name: '수정' }, { timeout: 5000 });
    const ask = async () => {
      await userEvent.click(save);
      const question = await screen.findByRole('alertdialog', { name: '컴플라이언스 확인' }, { timeout: 5000 });
      await expect(question).toHaveTextContent(
        '김민수 딜러는 신규교육(24시간) 이수 기한 2026년 10월 20일이 지났습니다. 교육을 이수하지 않으면 과태료가 부과될 수 있습니다. 그래도 수정할까요?',
      );
      return question;
    };
    await step('취소 keeps the record open and unsent', async () => {
      await userEvent.click(within(await ask()).getByRole('button', { name: '취소' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(sent.count).toBe(0);
      await expect(args.onClose).not.toHaveBeenCalled();
    });
    await step('수정 saves it', async () => {
      await userEvent.click(within(await ask()).getByRole('button', { name: '수정' }));
      await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce(), { timeout: 5000 });
      await expect(sent.count).toBe(1);
      await expect(args.notify).toHaveBeenCalledWith('success', '수정되었습니다.');
    });
  },
};

export const ReadOnly: Story = {
  name: '입력완료: 읽기 전용',
  args: { id: 598 },
  beforeEach: mockApi([
    [/\/products$/, () => products],
    [/^\/v1\/prescriptions\/partners\/598$/, () => ({ ...records[2]!, status: 'COMPLETED' })],
  ]),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '파일목록(2)' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '딜러 변경' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '삭제' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /빼기/ })).not.toBeInTheDocument();
    const table = canvas.getByRole('table', { name: '처방 제품' });
    await expect(within(table).getByText('24,720원')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '닫기' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  beforeEach: mockApi([[/./, 'never']]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('로딩 중...');
  },
};

export const Failed: Story = {
  name: '불러오기 실패',
  beforeEach: mockApi([[/./, 500]]),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('상세 정보를 불러오는 중 오류가 발생했습니다.');
  },
};
