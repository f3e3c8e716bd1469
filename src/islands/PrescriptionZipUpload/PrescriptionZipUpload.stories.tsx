import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PrescriptionZipUpload } from './PrescriptionZipUpload';
import { fakeUpload, mixedResult, zipFile } from './story-fixtures';

/**
 * 한번에 업로드 as a member uses it. The stories answer the upload themselves (a stand-in for XMLHttpRequest, the one
 * browser API that reports upload progress): nothing leaves the page.
 */
const meta = {
  title: 'Islands/PrescriptionZipUpload/PrescriptionZipUpload',
  component: PrescriptionZipUpload,
} satisfies Meta<typeof PrescriptionZipUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

const choose = async (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
  await userEvent.upload(input, zipFile());
  await expect(await within(canvasElement).findByText('10월_EDI.zip')).toBeInTheDocument();
};

export const Empty: Story = {
  name: '처음',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'zip 파일 선택' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '업로드' })).toBeDisabled();
  },
};

export const NotAZip: Story = {
  name: 'zip 아님',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['x'], '처방전.jpg', { type: 'image/jpeg' }), { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('zip 파일만 올릴 수 있습니다: 처방전.jpg');
    await expect(canvas.getByRole('button', { name: '업로드' })).toBeDisabled();
  },
};

export const Uploading: Story = {
  name: '올리는 중',
  beforeEach: fakeUpload(42),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '업로드' }));
    await step('the bar shows the bytes sent', async () => {
      const bar = await canvas.findByRole('progressbar');
      await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '42'));
      await expect(canvas.getByText('42%')).toBeInTheDocument();
    });
    await step('취소 stops it and says so', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '취소' }));
      await expect(await canvas.findByRole('status')).toHaveTextContent('업로드를 취소했습니다.');
      await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    });
  },
};

export const Uploaded: Story = {
  name: '결과',
  beforeEach: fakeUpload(60, { status: 200, body: mixedResult }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '업로드' }));
    await expect(await canvas.findByRole('table', { name: '등록된 실적' })).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: '등록하지 못한 파일' })).toBeInTheDocument();
    await expect(
      await screen.findByText('2건의 실적, 파일 3개가 등록되었습니다.', { selector: '[data-part=title]' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // The zip is spent: choosing the next one starts again.
    await expect(canvas.getByRole('button', { name: '업로드' })).toBeDisabled();
  },
};

export const Refused: Story = {
  name: 'zip 거부',
  beforeEach: fakeUpload(100, {
    status: 400,
    body: { code: 'ZIP_BOMB', message: '압축을 풀면 500MB를 넘는 zip 파일은 올릴 수 없습니다.' },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '업로드' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('zip 파일을 올리지 못했습니다. 압축을 풀면 500MB를 넘는 zip 파일은 올릴 수 없습니다.');
    await expect(canvas.getByText('10월_EDI.zip')).toBeInTheDocument();
  },
};
