import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';
import { DialogFrame } from './DialogFrame';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';

/** How the dialog store drives AlertDialog: open it, await the result, close it. */
function AlertDialogHarness({ defaultOpen = false, ...props }: Omit<AlertDialogProps, 'open'> & { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [result, setResult] = useState<string>('-');
  const close = (value: boolean) => {
    setOpen(false);
    setResult(String(value));
  };
  return (
    <div className={css({ display: 'flex', gap: '4', alignItems: 'center' })}>
      <Button onClick={() => setOpen(true)}>대화상자 열기</Button>
      <output aria-label="결과">{result}</output>
      <AlertDialog
        {...props}
        open={open}
        onConfirm={() => {
          props.onConfirm();
          close(true);
        }}
        onCancel={() => {
          props.onCancel?.();
          close(false);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Dialog',
  // Overlays (portals, focus traps) each get their own iframe on the docs page.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  component: AlertDialog,
  args: { message: '저장되었습니다.', onConfirm: fn(), onCancel: fn(), open: false },
  render: ({ open, ...args }) => <AlertDialogHarness {...args} defaultOpen={open} />,
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

const backdropClick = async () => {
  // Ark starts listening for outside presses a frame after opening (so the opening click does not close it).
  await nextFrames();
  const positioner = document.querySelector<HTMLElement>('[data-scope="dialog"][data-part="positioner"]');
  if (!positioner) throw new Error('no dialog positioner');
  // The positioner is click-through (pointer-events: none); a press on it is a press on the backdrop beneath.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await user.pointer({ keys: '[MouseLeft]', target: positioner, coords: { clientX: 5, clientY: 5 } });
};

export const Info: Story = {
  args: { type: 'INFO', open: true },
};

export const InfoInteractions: Story = {
  name: 'Info: confirm, Escape and backdrop all confirm',
  tags: ['!autodocs'], // a test: on the docs page its focus moves would scroll the page
  args: { type: 'INFO' },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const open = async () => {
      await userEvent.click(canvas.getByRole('button', { name: '대화상자 열기' }));
      const dialog = await screen.findByRole('dialog', { name: '알림' });
      await waitFor(() => expect(within(dialog).getByRole('button', { name: '확인' })).toHaveFocus());
      return dialog;
    };
    await step('focus starts on 확인 and stays trapped', async () => {
      const dialog = await open();
      const confirm = within(dialog).getByRole('button', { name: '확인' });
      await waitFor(() => expect(confirm).toHaveFocus());
      await expect(dialog).toHaveAccessibleDescription('저장되었습니다.');
      await userEvent.tab();
      await expect(confirm).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(confirm).toHaveFocus();
    });
    await step('Escape closes and confirms', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
      await expect(canvas.getByLabelText('결과')).toHaveTextContent('true');
    });
    await step('backdrop click closes and confirms', async () => {
      await open();
      await backdropClick();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(args.onConfirm).toHaveBeenCalledTimes(2);
    });
    await step('the 확인 button confirms', async () => {
      const dialog = await open();
      await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(args.onConfirm).toHaveBeenCalledTimes(3);
      await expect(args.onCancel).not.toHaveBeenCalled();
    });
  },
};

export const Confirm: Story = {
  args: { type: 'CONFIRM', open: true, message: '작성 중인 내용이 저장되지 않습니다.\n페이지를 나가시겠습니까?' },
};

export const ConfirmInteractions: Story = {
  name: 'Confirm: Escape and backdrop ignored, cancel resolves false',
  tags: ['!autodocs'],
  args: { type: 'CONFIRM', message: '삭제하시겠습니까?' },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '대화상자 열기' }));
    const dialog = await screen.findByRole('alertdialog', { name: '알림' });
    const confirm = within(dialog).getByRole('button', { name: '확인' });
    const cancel = within(dialog).getByRole('button', { name: '취소' });
    await step('initial focus on 확인; Tab cycles inside', async () => {
      await waitFor(() => expect(confirm).toHaveFocus());
      await userEvent.tab();
      await expect(cancel).toHaveFocus();
      await userEvent.tab();
      await expect(confirm).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(cancel).toHaveFocus();
    });
    await step('Escape does nothing', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    });
    await step('backdrop click does nothing', async () => {
      await backdropClick();
      await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      await expect(args.onConfirm).not.toHaveBeenCalled();
      await expect(args.onCancel).not.toHaveBeenCalled();
    });
    await step('취소 resolves false', async () => {
      await userEvent.click(cancel);
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await expect(args.onCancel).toHaveBeenCalledOnce();
      await expect(canvas.getByLabelText('결과')).toHaveTextContent('false');
    });
  },
};

export const ConfirmDanger: Story = {
  args: {
    type: 'CONFIRM',
    open: true,
    title: '회원탈퇴',
    message: '탈퇴하면 모든 정보가 삭제됩니다.',
    confirmLabel: '탈퇴하기',
    confirmTone: 'danger',
  },
};

export const RichMessage: Story = {
  args: {
    type: 'INFO',
    open: true,
    message: (
      <div className={css({ display: 'grid', gap: '2' })}>
        <strong>실적(EDI) 입력이 완료되었습니다.</strong>
        <span>처리 결과는 「실적입력(EDI)」 목록에서 확인할 수 있습니다.</span>
      </div>
    ),
  },
};

export const LongKoreanText: Story = {
  args: {
    type: 'CONFIRM',
    open: true,
    title: '정산요청 전 확인사항 (제약사별 정산 마감일을 반드시 확인해주세요)',
    message:
      '정산요청 후에는 요청 내용을 수정하거나 취소할 수 없습니다. 딜러별 정산내역과 거래처별 제품 정보를 다시 한 번 확인하신 후 정산을 요청해주세요. 계속 진행하시겠습니까?',
  },
};

export const Phone360: Story = {
  args: { type: 'CONFIRM', open: true, message: '로그아웃 하시겠습니까?' },
  parameters: {
    viewport: { options: { phone360: { name: '휴대폰 360', styles: { width: '360px', height: '740px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};

/** The general modal frame (pickers, report, settlement request): grey title bar, ✕, body, footer. */
export const ModalFrame: StoryObj<typeof DialogFrame> = {
  render: () => (
    <DialogFrame
      defaultOpen
      title="정산요청"
      size="sm"
      trigger={<Button>정산요청 열기</Button>}
      footer={
        <>
          <Button variant="outline" tone="neutral">
            취소
          </Button>
          <Button>요청하기</Button>
        </>
      }
    >
      <TextField label="요청 메모" placeholder="메모를 입력해주세요." />
    </DialogFrame>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '정산요청' });
    await userEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: '정산요청 열기' }));
    await screen.findByRole('dialog', { name: '정산요청' });
  },
};
