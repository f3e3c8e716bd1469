import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EDI_ZIP_MAX_BYTES } from '../../api/uploads';
import { ZipRules } from './ZipRules';

/** The naming rules above the zip upload (rendered on the server as plain HTML). */
const meta = {
  title: 'Islands/PrescriptionZipUpload/ZipRules',
  component: ZipRules,
  args: { settlementMonth: '2025-11' },
} satisfies Meta<typeof ZipRules>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rules: Story = {
  name: '이름 규칙',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('딜러명_거래처명_yyyyMM.확장자')).toBeInTheDocument();
    await expect(canvas.getByText('홍길동_메디판다의원_202510.jpg')).toBeInTheDocument();
    await expect(canvas.getByText('2025년 10월')).toBeInTheDocument();
    await expect(canvas.getByText(`${EDI_ZIP_MAX_BYTES / 1024 / 1024}MB`)).toBeInTheDocument();
    await expect(canvas.getByText('500개')).toBeInTheDocument();
    await expect(canvas.getByText('30개')).toBeInTheDocument();
  },
};
