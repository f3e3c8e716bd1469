import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RecordDialog } from './RecordDialog';
import { complianceRoutes, items, today } from './story-fixtures';
import { type Call, fileOf, mockServer, refusal } from '../shared/story-server';

const certificate = items.find((i) => i.dealerName === '박지호' && i.kind === 'CSO_CERTIFICATE')!;
const initial = items.find((i) => i.dealerName === '김민준' && i.kind === 'INITIAL_TRAINING')!;
const calls: Call[] = [];

/** 등록: a 신고증 or a training with its document, checked before sending; a refusal keeps what was typed. */
const meta = {
  title: 'Islands/Compliance/RecordDialog',
  component: RecordDialog,
  args: { item: certificate, today, onClose: fn(), onSaved: fn(), notify: fn() },
  beforeEach: () => {
    calls.length = 0;
    return mockServer([['POST', /^\/v1\/compliance\/records$/, () => ({ id: 9 })], ...complianceRoutes], calls)();
  },
} satisfies Meta<typeof RecordDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (title: string) => within(await within(document.body).findByRole('dialog', { name: title }));

export const CertificateErrors: Story = {
  name: '신고증: 빈 칸 확인',
  play: async ({ args }) => {
    const dialog = await open('CSO 신고증 등록');
    await userEvent.click(dialog.getByRole('button', { name: '등록' }));
    await expect(dialog.getByText('신고번호를 입력해 주세요.')).toBeVisible();
    await expect(dialog.getByText('발급기관을 입력해 주세요.')).toBeVisible();
    await expect(dialog.getByText('발급일을 입력해 주세요.')).toBeVisible();
    await expect(dialog.getByText('신고증 파일을 첨부해 주세요.')).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /신고번호/ })).toHaveFocus());
    await expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const WrongFile: Story = {
  name: '신고증: 받지 않는 파일',
  play: async () => {
    const dialog = await open('CSO 신고증 등록');
    const input = dialog.getByLabelText(/^신고증 파일/, { selector: 'input' });
    await userEvent.upload(input, fileOf('신고증.hwp', 'application/x-hwp'), { applyAccept: false });
    await expect(dialog.getByRole('alert')).toHaveTextContent('PDF, JPG, PNG 파일만 올릴 수 있습니다. (신고증.hwp)');
    await userEvent.upload(input, fileOf('신고증.png', 'image/png'));
    await expect(dialog.getByRole('list', { name: '선택한 신고증 파일' })).toHaveTextContent('신고증.png');
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Training: Story = {
  name: '신규교육: 필요 시간 안내와 등록',
  args: { item: initial },
  play: async ({ args }) => {
    const dialog = await open('신규교육 등록');
    await expect(dialog.getByText('김민준')).toBeVisible();
    const hours = dialog.getByRole('textbox', { name: /이수시간/ });
    await expect(hours).toHaveValue('24');
    await expect(dialog.getByText(/필요 이수시간 24시간/)).toBeVisible();
    await expect(dialog.getByText('교육 이수일부터 1개월 이내 시·군·구에 제출')).toBeVisible();
    await userEvent.clear(hours);
    await userEvent.type(hours, '0');
    await userEvent.type(dialog.getByRole('textbox', { name: /이수일/ }), '2026-11-20{Enter}');
    await userEvent.click(dialog.getByRole('button', { name: '등록' }));
    await expect(dialog.getByText('이수시간은 1~100시간이어야 합니다.')).toBeVisible();
    await expect(dialog.getByText('교육 이수증 파일을 첨부해 주세요.')).toBeVisible();
    await userEvent.clear(hours);
    await userEvent.type(hours, '24');
    await userEvent.upload(dialog.getByLabelText(/^교육 이수증 파일/, { selector: 'input' }), fileOf('이수증.jpg', 'image/jpeg'));
    await userEvent.click(dialog.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    await expect(args.notify).toHaveBeenCalledWith('success', '김민준의 신규교육을(를) 등록했습니다.');
    await expect(args.onClose).toHaveBeenCalled();
    const form = calls.find((c) => c.method === 'POST')!.body as FormData;
    await expect(JSON.parse(await (form.get('request') as Blob).text())).toEqual({
      dealerId: 14,
      kind: 'INITIAL_TRAINING',
      completedAt: '2026-11-20',
      hours: 24,
      submittedAt: null,
    });
  },
};

export const Refused: Story = {
  name: '서버 거절: 입력 유지',
  beforeEach: mockServer([
    [
      'POST',
      /^\/v1\/compliance\/records$/,
      () => refusal(415, 'UNSUPPORTED_FILE', '신고증 파일의 내용이 PDF, JPG, PNG가 아닙니다. 파일을 확인해 주세요.'),
    ],
  ]),
  play: async ({ args }) => {
    const dialog = await open('CSO 신고증 등록');
    await userEvent.type(dialog.getByRole('textbox', { name: /신고번호/ }), '2026-서울서초-0999');
    await userEvent.type(dialog.getByRole('textbox', { name: /발급기관/ }), '서울특별시 서초구청');
    await userEvent.type(dialog.getByRole('textbox', { name: /발급일/ }), '2026-09-20{Enter}');
    await userEvent.upload(dialog.getByLabelText(/^신고증 파일/, { selector: 'input' }), fileOf('가짜.pdf'));
    await userEvent.click(dialog.getByRole('button', { name: '등록' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('신고증 파일의 내용이 PDF, JPG, PNG가 아닙니다.');
    await expect(dialog.getByRole('textbox', { name: /신고번호/ })).toHaveValue('2026-서울서초-0999');
    await expect(dialog.getByRole('textbox', { name: /발급일/ })).toHaveValue('2026-09-20');
    await expect(dialog.getByRole('list', { name: '선택한 신고증 파일' })).toHaveTextContent('가짜.pdf');
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
