import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PrescriptionFiles, type PrescriptionFilesProps } from './PrescriptionFiles';
import { pngFile, record } from './story-fixtures';

/** The EDI files of a record: new files with thumbnails, per-file upload progress, saved files, the 30-file limit. */
function Harness(
  props: Omit<PrescriptionFilesProps, 'files' | 'onFilesChange' | 'kept' | 'onDropExisting'> & { initial?: File[]; editable?: boolean },
) {
  const { initial = [], editable, ...rest } = props;
  const [files, setFiles] = useState(initial);
  const [kept, setKept] = useState((props.existing ?? []).map((f) => f.s3fileId));
  return (
    <PrescriptionFiles
      {...rest}
      files={files}
      onFilesChange={setFiles}
      kept={kept}
      onDropExisting={editable ? (id) => setKept((k) => k.filter((x) => x !== id)) : undefined}
    />
  );
}

const meta = {
  title: 'Islands/PrescriptionEntry/PrescriptionFiles',
  component: Harness,
  args: { id: 'story-files' },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const three = [pngFile('처방전_1.png', 300_000), pngFile('처방전_2.png', 100_000), pngFile('처방전_3.png', 600_000)];

export const Picked: Story = {
  name: '선택한 파일',
  args: { initial: three },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '파일업로드(3/30)' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '처방전_2.png 빼기' }));
    await expect(canvas.getByRole('heading', { name: '파일업로드(2/30)' })).toBeInTheDocument();
    await expect(canvas.queryByText('처방전_2.png')).not.toBeInTheDocument();
  },
};

export const Uploading: Story = {
  name: '업로드 진행률',
  args: { initial: three, progress: [100, 100, 35], disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bars = canvas.getAllByRole('progressbar');
    await expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['100', '100', '35']);
    await expect(canvas.queryByRole('button', { name: /빼기/ })).not.toBeInTheDocument();
  },
};

export const AddAndRefuse: Story = {
  name: '추가, 형식 오류, 30개 제한',
  args: { initial: Array.from({ length: 28 }, (_, i) => pngFile(`기존_${i + 1}.png`, 1_000 + i)) },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = () => canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await step('a file of another type is refused with its message', async () => {
      await userEvent.upload(input(), [new File(['x'], '메모.txt', { type: 'text/plain' })], { applyAccept: false });
      await expect(await canvas.findByText('png, jpg, jpeg, pdf 파일만 업로드 가능합니다.')).toBeInTheDocument();
    });
    await step('over the limit: the files that fit are kept (NFC names)', async () => {
      await userEvent.upload(input(), [pngFile('영수증.png'.normalize('NFD')), pngFile('b.png'), pngFile('c.png')]);
      await expect(await canvas.findByText('파일은 최대 30개까지 가능합니다.')).toBeInTheDocument();
      await expect(canvas.getByRole('heading', { name: '파일업로드(30/30)' })).toBeInTheDocument();
      await expect(canvas.getByText('영수증.png'.normalize('NFC'))).toBeInTheDocument();
      await expect(canvas.queryByText('c.png')).not.toBeInTheDocument();
    });
  },
};

export const Saved: Story = {
  name: '기존이미지와 새 파일',
  args: { existing: record().ediFiles, editable: true, initial: [pngFile('추가.png')], title: '파일첨부' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '파일첨부(3/30)' })).toBeInTheDocument();
    const link = canvas.getByRole('link', { name: /영수증\.png/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.textContent).toContain('영수증.png'.normalize('NFC'));
    await userEvent.click(canvas.getByRole('button', { name: '처방전_1.png 빼기' }));
    await expect(canvas.getByRole('heading', { name: '파일첨부(2/30)' })).toBeInTheDocument();
  },
};
