import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { FileUpload, type FileUploadProps } from './FileUpload';

// 「처방전_한글.pdf」 as macOS hands it over: decomposed Hangul jamo (NFD).
const nfdName = '처방전_한글.pdf'.normalize('NFD');
const nfcName = '처방전_한글.pdf'.normalize('NFC');
const makeFile = (name: string, size = 2048, type = 'application/pdf') =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1_750_000_000_000 });

const meta = {
  title: 'Components/FileUpload',
  component: FileUpload,
  args: { label: '처방전 파일', maxFiles: 5, helpText: 'PDF, 이미지 파일을 최대 5개까지 올릴 수 있습니다.', onFilesChange: fn() },
  decorators: [
    (Story) => (
      <div className={css({ width: '480px', maxWidth: '100%' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

const hiddenInput = (el: HTMLElement) => el.querySelector<HTMLInputElement>('input[type=file]')!;

export const Default: Story = {};

export const NfcFileNames: Story = {
  name: 'NFC: a decomposed (NFD) Hangul name shows and returns composed (NFC)',
  play: async ({ canvasElement, args }) => {
    await expect(nfdName).not.toBe(nfcName);
    await userEvent.upload(hiddenInput(canvasElement), makeFile(nfdName));
    await waitFor(() => expect(args.onFilesChange).toHaveBeenCalled());
    const files = (args.onFilesChange as ReturnType<typeof fn>).mock.lastCall![0] as File[];
    await expect(files.map((f) => f.name)).toEqual([nfcName]);
    await expect(files[0]!.size).toBe(2048);
    const shown = within(canvasElement).getByRole('listitem');
    await expect(shown.textContent).toContain(nfcName);
    await expect(shown.textContent).not.toContain(nfdName);
    await expect(within(shown).getByRole('button', { name: `${nfcName} 삭제` })).toBeInTheDocument();
  },
};

export const ListAndRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(hiddenInput(canvasElement), [makeFile('a.pdf'), makeFile('b.png', 300_000, 'image/png')]);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: 'a.pdf 삭제' }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    const files = (args.onFilesChange as ReturnType<typeof fn>).mock.lastCall![0] as File[];
    await expect(files.map((f) => f.name)).toEqual(['b.png']);
  },
};

/**
 * Dragging files over the zone highlights it. (A script cannot synthesise a drop that carries file entries, so the
 * drop itself is not automated; Ark hands dropped files to the same `transformFiles` NFC step as chosen ones.)
 */
export const DragOver: Story = {
  play: async ({ canvasElement }) => {
    const zone = within(canvasElement).getByRole('application', { name: '파일 끌어다 놓기 영역' });
    const data = new DataTransfer();
    data.items.add(makeFile(nfdName));
    zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: data }));
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging'));
    zone.dispatchEvent(new DragEvent('dragleave', { bubbles: true, cancelable: true, dataTransfer: data, relatedTarget: document.body }));
    await waitFor(() => expect(zone).not.toHaveAttribute('data-dragging'));
  },
};

export const Rejected: Story = {
  args: { maxFileSize: 1024, accept: 'application/pdf' },
  play: async ({ canvasElement }) => {
    const input = hiddenInput(canvasElement);
    await userEvent.upload(input, makeFile('big.pdf', 4096), { applyAccept: false });
    await expect(await within(canvasElement).findByText(/1\.0 KB 이하/)).toBeInTheDocument();
  },
};

function UploadingFiles(args: FileUploadProps) {
  const [files] = useState(() => [
    makeFile('처방전_2025-06.pdf', 1_200_000),
    makeFile('세금계산서.png', 640_000, 'image/png'),
    makeFile('거래명세서.pdf', 90_000),
  ]);
  const progress = [100, 45, 0];
  return (
    <FileUpload
      {...args}
      files={files}
      getProgress={(f) => progress[files.indexOf(f)]}
      getError={(f) => (files.indexOf(f) === 2 ? '업로드에 실패했습니다. 다시 시도해주세요.' : undefined)}
    />
  );
}

export const WithProgress: Story = { render: (args) => <UploadingFiles {...args} /> };

export const ButtonOnly: Story = { args: { dropzone: false, maxFiles: 1, helpText: undefined } };
export const WithError: Story = { args: { required: true, errorText: '처방전 파일을 올려주세요.' } };
export const Disabled: Story = { args: { disabled: true } };
