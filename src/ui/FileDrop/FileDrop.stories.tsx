import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { FileDrop, type FileDropProps } from './FileDrop';
import { FileDropItems } from './FileDropItems';

const WHEN = `
**FileDrop or FileUpload?** \`FileDrop\` is a drop zone and a button over a native file input, in FileUpload's look:
about 1 KiB of JavaScript. Use it in islands that must stay light on a first visit (EDI entry, zip upload, 1:1
inquiry). The Ark \`FileUpload\` (≈ 11 KiB) adds its own file list, previews and validation state; use it where that
weight is paid already or the picker loads on demand.

FileDrop hands over every file dropped or picked, NFC-named; checking type, size and count (and saying why in Korean)
is the caller's. Its button is the keyboard and screen-reader way in and stays disabled until the island has
hydrated. \`FileDropItems\` lists chosen files with 빼기.
`;

const NFD_NAME = '처방전_스캔.pdf'.normalize('NFD');
const file = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function WithList(args: FileDropProps) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FileDrop
      {...args}
      onFiles={(picked) => {
        setFiles([...files, ...picked]);
        args.onFiles(picked);
      }}
    >
      <FileDropItems
        label="고른 파일"
        items={files.map((f, i) => ({ key: String(i), name: f.name, size: f.size }))}
        onRemove={(key) => setFiles(files.filter((_, i) => String(i) !== key))}
      />
    </FileDrop>
  );
}

const meta = {
  title: 'Components/FileDrop',
  component: FileDrop,
  parameters: { docs: { description: { component: WHEN } } },
  args: { prompt: '파일을 여기로 끌어다 놓거나', multiple: true, accept: '.pdf,.png,.jpg', onFiles: fn() },
  render: (args) => <WithList {...args} />,
  decorators: [
    (Story) => (
      <div className={css({ width: '480px', maxWidth: '100%' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDrop>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await expect(input).toHaveAccessibleName('파일을 여기로 끌어다 놓거나');
    await userEvent.upload(input, [file(NFD_NAME), file('보고서.pdf', 1_500_000)]);
    const names = (args.onFiles as ReturnType<typeof fn>).mock.lastCall![0] as File[];
    await expect(names.map((f) => f.name)).toEqual(['처방전_스캔.pdf', '보고서.pdf']);
    const list = canvas.getByRole('list', { name: '고른 파일' });
    await expect(within(list).getByText('처방전_스캔.pdf')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '보고서.pdf 빼기' }));
    await expect(within(list).queryByText('보고서.pdf')).not.toBeInTheDocument();
  },
};

export const WithLabel: Story = {
  args: { label: '파일 첨부', buttonLabel: '파일 첨부하기' },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await expect(input).toHaveAccessibleName('파일 첨부');
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: the button opens the picker',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    const opened = fn();
    input.addEventListener('click', (e) => {
      e.preventDefault();
      opened();
    });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '파일 올리기' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toHaveBeenCalledOnce();
  },
};

export const Dragging: Story = {
  name: 'Dragging over the zone',
  play: async ({ canvasElement }) => {
    const zone = within(canvasElement).getByText('파일을 여기로 끌어다 놓거나').parentElement!;
    fireEvent.dragOver(zone);
    await expect(zone).toHaveAttribute('data-dragging');
  },
};

export const Dropped: Story = {
  name: 'Files dropped on the zone',
  play: async ({ canvasElement, args }) => {
    const zone = within(canvasElement).getByText('파일을 여기로 끌어다 놓거나').parentElement!;
    const dataTransfer = new DataTransfer();
    for (const name of ['처방전_1.png', '처방전_2.png']) dataTransfer.items.add(file(name));
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
    await expect(args.onFiles).toHaveBeenCalledOnce();
    await expect(await within(canvasElement).findByText('처방전_2.png')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '파일 올리기' })).toBeDisabled();
  },
};

export const WithHelpAndError: Story = {
  render: (args) => (
    <FileDrop {...args} describedBy="drop-help drop-error">
      <p id="drop-help" className={css({ textStyle: 'smallText.R', color: 'fg.muted' })}>
        파일은 5개까지, 하나에 10MB까지 올릴 수 있습니다.
      </p>
      <p id="drop-error" role="alert" className={css({ textStyle: 'smallText.M', color: 'danger' })}>
        올릴 수 없는 파일 형식입니다: 실행파일.exe
      </p>
      <FileDropItems label="첨부한 파일" items={[{ key: 'a', name: '방문보고서.pdf', size: 204_800 }]} onRemove={() => {}} />
    </FileDrop>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '파일 올리기' })).toHaveAccessibleDescription(
      '파일은 5개까지, 하나에 10MB까지 올릴 수 있습니다. 올릴 수 없는 파일 형식입니다: 실행파일.exe',
    );
  },
};

export const ReadOnlyItems: Story = {
  name: 'Chosen files without 빼기 (while sending)',
  render: () => (
    <FileDropItems
      label="보내는 파일"
      items={[
        { key: 'a', name: 'EDI_2026-10_서울내과의원_김딜러.zip', size: 12_400_000 },
        { key: 'b', name: '아주 긴 파일 이름은 줄임표로 끝납니다 아주 긴 파일 이름은 줄임표로 끝납니다.pdf', size: 1_024 },
      ]}
    />
  ),
};
