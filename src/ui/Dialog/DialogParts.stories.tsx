import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Dialog } from './index';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { XIcon } from '../icons';

/** The parts API: each part wears its slot of the `dialog` recipe; Root takes the variants (`size`, `alert`). */
const meta = {
  title: 'Components/Dialog/Parts',
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  component: Dialog.Root,
} satisfies Meta<typeof Dialog.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Composed: Story = {
  name: 'Composed from parts',
  render: () => (
    <Dialog.Root size="sm" defaultOpen>
      <Dialog.Trigger asChild>
        <Button>보고서 열기</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>보고서 내려받기</Dialog.Title>
              <Dialog.CloseTrigger aria-label="닫기">
                <XIcon />
              </Dialog.CloseTrigger>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>내려받을 보고서의 이름을 입력해주세요.</Dialog.Description>
              <TextField label="파일 이름" placeholder="2026년 11월 정산내역" />
            </Dialog.Body>
            <Dialog.Footer>
              {/* `unstyled`: the kit button keeps its own look instead of taking the ✕ slot's. */}
              <Dialog.CloseTrigger asChild unstyled>
                <Button variant="outline" tone="neutral">
                  취소
                </Button>
              </Dialog.CloseTrigger>
              <Button>내려받기</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  ),
  play: async ({ step }) => {
    const dialog = await screen.findByRole('dialog', { name: '보고서 내려받기' });
    await step('every part carries its recipe slot class', async () => {
      for (const part of ['backdrop', 'positioner', 'content', 'title', 'description', 'close-trigger']) {
        const slot = part.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
        const el = document.querySelector(`[data-scope="dialog"][data-part="${part}"]`);
        await expect(el?.classList.contains(`dialog__${slot}`)).toBe(true);
      }
      await expect(dialog.classList.contains('dialog__content--size_sm')).toBe(true);
    });
    await step('a CloseTrigger wrapping a kit button closes', async () => {
      await expect(dialog).toHaveAccessibleDescription('내려받을 보고서의 이름을 입력해주세요.');
      await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
    await step('the Trigger opens it again', async () => {
      await userEvent.click(screen.getByRole('button', { name: '보고서 열기' }));
      await screen.findByRole('dialog', { name: '보고서 내려받기' });
    });
  },
};

/** Without Portal the parts render in place (what the server renders; the parity test compares it with the Astro copy). */
export const InPlace: Story = {
  name: 'In place (no portal)',
  render: () => (
    <Dialog.Root size="md" open closeOnInteractOutside={false} trapFocus={false} preventScroll={false} modal={false}>
      <Dialog.Positioner style={{ position: 'relative', inset: 'auto' }}>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>대체가능 의약품 보기</Dialog.Title>
            <Dialog.CloseTrigger aria-label="닫기">
              <XIcon />
            </Dialog.CloseTrigger>
          </Dialog.Header>
          <Dialog.Body>같은 성분의 다른 제품이 없습니다.</Dialog.Body>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  ),
};
