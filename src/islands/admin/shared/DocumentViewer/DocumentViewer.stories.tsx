import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DocumentViewer } from './DocumentViewer';
import { storyDocuments, unsupportedDocument } from './story-documents';

/**
 * The console's document viewer: the documents as tabs, previous / next, zoom, rotation and a new-window link; keys on
 * the stage (← → + − 0 R). Shared by 계약 심사, CSO 신고증 심사, the member page and the EDI screen.
 */
const meta = {
  title: 'Islands/Admin/Shared/DocumentViewer',
  component: DocumentViewer,
  args: { documents: storyDocuments, label: '제출 서류' },
} satisfies Meta<typeof DocumentViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FourDocuments: Story = {
  name: '서류 네 개',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /사업자등록증/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '다음 서류' }));
    await expect(canvas.getByRole('img', { name: /재위탁계약서/ })).toBeVisible();
    await expect(canvas.getByText(/2 \/ 4/)).toBeVisible();
  },
};

export const Keyboard: Story = {
  name: '키보드로 넘기고 확대·회전',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('region', { name: /보기$/ }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('img', { name: /교육이수증/ })).toBeVisible();
    await userEvent.keyboard('++r');
    const image = canvas.getByRole('img', { name: /교육이수증/ });
    await expect(image).toHaveAttribute('data-zoom', '1.5');
    await expect(image).toHaveAttribute('data-rotation', '90');
    await expect(canvas.getByRole('status')).toHaveTextContent('150%');
    await userEvent.keyboard('0');
    await expect(image).toHaveAttribute('data-zoom', '1');
  },
};

export const Zoomed: Story = {
  name: '확대하고 돌린 가로 문서',
  args: { documents: storyDocuments, initialIndex: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '확대' }));
    await userEvent.click(canvas.getByRole('button', { name: '확대' }));
    await userEvent.click(canvas.getByRole('button', { name: /회전/ }));
    const image = canvas.getByRole('img', { name: /CSO 신고증/ });
    await expect(image).toHaveAttribute('data-rotation', '90');
    // Every corner of the turned page can be scrolled to: its box on screen lies inside the stage's scrolled area.
    const stage = canvas.getByTestId('document-stage');
    await waitFor(() => expect(canvas.getByTestId('document-turned')).toBeInTheDocument());
    const frame = stage.getBoundingClientRect();
    const page = image.getBoundingClientRect();
    const left = page.left - frame.left + stage.scrollLeft;
    const top = page.top - frame.top + stage.scrollTop;
    await expect(left).toBeGreaterThanOrEqual(-1);
    await expect(top).toBeGreaterThanOrEqual(-1);
    await expect(left + page.width).toBeLessThanOrEqual(stage.scrollWidth + 1);
    await expect(top + page.height).toBeLessThanOrEqual(stage.scrollHeight + 1);
  },
};

export const OneDocument: Story = { name: '서류 하나', args: { documents: storyDocuments.slice(2, 3), label: 'CSO 신고증' } };

export const Unsupported: Story = { name: '미리 볼 수 없는 형식', args: { documents: [unsupportedDocument] } };

export const Empty: Story = { name: '서류 없음', args: { documents: [] } };
