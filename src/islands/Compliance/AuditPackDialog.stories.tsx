import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { auditPackUrl } from '../../api/records';
import { AuditPackDialog } from './AuditPackDialog';
import { today } from './story-fixtures';

/**
 * The downloads the dialog lets through, caught after its own click handler (a window listener in the bubbling phase
 * runs after React's) and kept from leaving the story: the real page lets the browser save the .zip.
 */
const followed: string[] = [];
function catchDownloads() {
  followed.length = 0;
  const catcher = (e: MouseEvent) => {
    const link = (e.target as Element | null)?.closest?.('a[download]');
    if (!link || e.defaultPrevented) return;
    e.preventDefault();
    followed.push(link.getAttribute('href') ?? '');
  };
  window.addEventListener('click', catcher);
  return () => window.removeEventListener('click', catcher);
}

/** 감사 자료 내려받기: the period (1 January five years ago to today by default) and the link that downloads the .zip. */
const meta = {
  title: 'Islands/Compliance/AuditPackDialog',
  component: AuditPackDialog,
  args: { today, onClose: fn() },
  beforeEach: catchDownloads,
} satisfies Meta<typeof AuditPackDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async () => within(await within(document.body).findByRole('dialog', { name: '감사 자료 내려받기' }));

export const DefaultPeriod: Story = {
  name: '기본 기간으로 내려받기',
  play: async ({ args }) => {
    const dialog = await open();
    await expect(dialog.getByRole('textbox', { name: /시작일/ })).toHaveValue('2021-01-01');
    await expect(dialog.getByRole('textbox', { name: /종료일/ })).toHaveValue(today);
    await expect(dialog.getByText(/기간은 최대/)).toHaveTextContent('기간은 최대 10년까지 고를 수 있습니다.');
    const link = dialog.getByRole('link', { name: 'zip 내려받기' });
    await expect(link).toHaveAttribute('href', auditPackUrl('2021-01-01', today));
    await userEvent.click(link);
    await expect(dialog.getByRole('status')).toHaveTextContent(
      '2021년 1월 1일부터 2026년 11월 27일까지의 감사 자료를 내려받기 시작했습니다.',
    );
    await expect(followed).toEqual([auditPackUrl('2021-01-01', today)]);
    // The footer's 「닫기」 (the title bar's ✕ has the same name).
    await userEvent.click(dialog.getAllByRole('button', { name: '닫기' }).at(-1)!);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const OtherPeriod: Story = {
  name: '기간 바꿔 내려받기',
  play: async () => {
    const dialog = await open();
    const from = dialog.getByRole('textbox', { name: /시작일/ });
    await userEvent.clear(from);
    await userEvent.type(from, '2025-01-01{Enter}');
    const to = dialog.getByRole('textbox', { name: /종료일/ });
    await userEvent.clear(to);
    await userEvent.type(to, '2025-12-31{Enter}');
    const link = dialog.getByRole('link', { name: 'zip 내려받기' });
    await expect(link).toHaveAttribute('href', '/v1/compliance/audit-pack?from=2025-01-01&to=2025-12-31');
    await userEvent.click(link);
    await expect(dialog.getByRole('status')).toHaveTextContent('2025년 1월 1일부터 2025년 12월 31일까지의');
  },
};

export const Refused: Story = {
  name: '기간 오류',
  play: async ({ step }) => {
    const dialog = await open();
    const from = dialog.getByRole('textbox', { name: /시작일/ });
    const link = dialog.getByRole('link', { name: 'zip 내려받기' });
    await step('no start day: the field says so, nothing downloads', async () => {
      await userEvent.clear(from);
      await userEvent.tab();
      await userEvent.click(link);
      await expect(dialog.getByText('시작일을 선택해 주세요.')).toBeVisible();
      await expect(dialog.getByRole('status')).toBeEmptyDOMElement();
    });
    await step('longer than ten years: the period says so', async () => {
      await userEvent.type(from, '2015-01-01{Enter}');
      await userEvent.click(link);
      await expect(dialog.getByRole('alert')).toHaveTextContent('기간을 10년 이내로, 종료일이 시작일 이후가 되게 골라 주세요.');
      await expect(dialog.getByRole('status')).toBeEmptyDOMElement();
      await expect(followed).toEqual([]);
    });
  },
};
