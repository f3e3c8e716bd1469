import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NoticeSentDialog } from './NoticeSentDialog';
import { notices, today } from './story-fixtures';
import { type Call, fileOf, mockServer, refusal, requestOf } from '../shared/story-server';

const late = notices.find((n) => n.status === 'OVERDUE')!;
const answered = { ...late, status: 'SENT' as const, sentAt: '2026-11-20' };
const withProof = { ...answered, proofFileUrl: '/v1/files/300?name=proof.pdf', proofFileName: '등기 영수증.pdf' };
const calls: Call[] = [];

/** 통보 완료 처리: the sending date (today by default) and an optional proof, sent after the date. */
const meta = {
  title: 'Islands/Compliance/NoticeSentDialog',
  component: NoticeSentDialog,
  args: { notice: late, today, onClose: fn(), onUpdated: fn(), notify: fn() },
  beforeEach: () => {
    calls.length = 0;
    return mockServer(
      [
        ['PATCH', /^\/v1\/compliance\/redelegation-notices\/9$/, () => answered],
        ['POST', /^\/v1\/compliance\/redelegation-notices\/9\/proof$/, () => withProof],
      ],
      calls,
    )();
  },
} satisfies Meta<typeof NoticeSentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async () => within(await within(document.body).findByRole('dialog', { name: '통보 완료 처리' }));

export const WithProof: Story = {
  name: '통보일과 증빙',
  play: async ({ args }) => {
    const dialog = await open();
    const date = dialog.getByRole('textbox', { name: /통보일/ });
    await expect(date).toHaveValue(today);
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-20{Enter}');
    await userEvent.upload(dialog.getByLabelText(/^통보 증빙/, { selector: 'input' }), fileOf('등기 영수증.pdf'));
    await userEvent.click(dialog.getByRole('button', { name: '통보 완료' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(await requestOf(calls[0])).toEqual({ sentAt: '2026-11-20' });
    await expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PATCH /v1/compliance/redelegation-notices/9',
      'POST /v1/compliance/redelegation-notices/9/proof',
    ]);
    await expect(args.onUpdated).toHaveBeenLastCalledWith(withProof);
    await expect(args.notify).toHaveBeenCalledWith('success', '이서연 · 유한양행 재위탁 통보를 완료로 표시했습니다.');
  },
};

export const NoDate: Story = {
  name: '통보일 없음',
  play: async ({ args }) => {
    const dialog = await open();
    await userEvent.clear(dialog.getByRole('textbox', { name: /통보일/ }));
    await userEvent.tab();
    await userEvent.click(dialog.getByRole('button', { name: '통보 완료' }));
    await expect(await dialog.findByText('통보일을 선택해 주세요.')).toBeVisible();
    await expect(calls).toHaveLength(0);
    await expect(args.onUpdated).not.toHaveBeenCalled();
  },
};

export const ProofRefused: Story = {
  name: '증빙 거절: 통보는 완료',
  beforeEach: mockServer([
    ['PATCH', /^\/v1\/compliance\/redelegation-notices\/9$/, () => answered],
    [
      'POST',
      /^\/v1\/compliance\/redelegation-notices\/9\/proof$/,
      () => refusal(415, 'UNSUPPORTED_FILE', '증빙 파일의 내용이 PDF, JPG, PNG가 아닙니다.'),
    ],
  ]),
  play: async ({ args }) => {
    const dialog = await open();
    await userEvent.upload(dialog.getByLabelText(/^통보 증빙/, { selector: 'input' }), fileOf('영수증.png', 'image/png'));
    await userEvent.click(dialog.getByRole('button', { name: '통보 완료' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      '통보 완료로 표시했지만 증빙 파일을 올리지 못했습니다. 증빙 파일의 내용이 PDF, JPG, PNG가 아닙니다.',
    );
    await expect(args.onUpdated).toHaveBeenCalledWith(answered);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog.getByRole('list', { name: '선택한 통보 증빙 (선택)' })).toHaveTextContent('영수증.png');
  },
};
