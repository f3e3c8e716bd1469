import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CertificateField } from './CertificateField';

/**
 * CSO 신고증 on my info: approved (no link), the file sent so far (under review), refused with the staff's reason, an
 * older system's path (named, not linked), an error.
 */
const meta = {
  title: 'Islands/MyPage/CertificateField',
  component: CertificateField,
  args: { approved: false, currentUrl: null, picked: null, onPick: fn() },
} satisfies Meta<typeof CertificateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Approved: Story = { name: '승인 완료', args: { approved: true, currentUrl: '/uploads/x/1_old.pdf' } };

export const Sent: Story = {
  name: '제출한 파일',
  args: { currentUrl: '/v1/files/12?name=CSO%EC%8B%A0%EA%B3%A0%EC%A6%9D.pdf' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'CSO신고증.pdf' })).toHaveAttribute(
      'href',
      '/v1/files/12?name=CSO%EC%8B%A0%EA%B3%A0%EC%A6%9D.pdf',
    );
  },
};

export const Rejected: Story = {
  name: '반려됨 (사유)',
  args: {
    currentUrl: '/v1/files/12?name=CSO%EC%8B%A0%EA%B3%A0%EC%A6%9D.pdf',
    rejectionReason: '신고증의 유효기간이 지났습니다. 갱신한 신고증을 올려 주세요.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('certificate-rejected')).toHaveTextContent('유효기간이 지났습니다');
  },
};

export const OlderSystem: Story = {
  name: '이전 시스템 파일',
  args: { currentUrl: '/uploads/cso-certificates/5b0f2c1e-8a4d-4f7e-9c21-3d6a7b8e9f01_CSO신고증_김민준.pdf' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/CSO신고증_김민준\.pdf/)).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Picked: Story = { name: '새 파일 선택', args: { picked: new File(['%PDF-'], '새신고증.pdf') } };

export const WrongType: Story = { name: '올릴 수 없는 형식', args: { error: 'jpg, jpeg, pdf, png 파일만 업로드 가능합니다.' } };
