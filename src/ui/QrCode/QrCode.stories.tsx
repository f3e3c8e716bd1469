import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './QrCode';

/** QR codes drawn as inline SVG on the server (the home page's landing-page and app codes). */
const meta = {
  title: 'Components/QrCode',
  component: QrCode,
  args: { value: 'https://www.medipanda.co.kr/', label: '메디판다 소개 페이지 QR 코드', size: 100 },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

const shows =
  (size: number, label: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const code = within(canvasElement).getByRole('img', { name: label });
    await expect(code).toHaveAttribute('width', String(size));
    await expect(code.getBoundingClientRect().width).toBe(size);
    // White square, black modules: the same in dark mode, where scanners would fail on light modules.
    await expect(code.querySelector('rect')).toHaveAttribute('fill', '#fff');
    await expect(code.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100);
  };

/** Signed out: the landing-page code, 100 px. */
export const LandingPage: Story = { name: '소개 페이지 (100 px)', play: shows(100, '메디판다 소개 페이지 QR 코드') };

/** Signed in: the app code, 112 px. */
export const App: Story = {
  name: '앱 (112 px)',
  args: { value: 'https://www.medipanda.co.kr/app', label: '메디판다 앱 QR 코드', size: 112 },
  play: shows(112, '메디판다 앱 QR 코드'),
};

/** A long address: more modules in the same square, still readable at 160 px. */
export const LongAddress: Story = {
  name: '긴 주소',
  args: {
    value: 'https://www.medipanda.co.kr/partners/landing?utm_source=portal&utm_medium=qr&utm_campaign=2026-winter-partners',
    label: '메디판다 파트너 모집 안내 QR 코드',
    size: 160,
  },
  play: async (context) => {
    await shows(160, '메디판다 파트너 모집 안내 QR 코드')(context);
    const modules = Number(context.canvasElement.querySelector('svg')?.getAttribute('viewBox')?.split(' ')[2]);
    await expect(modules).toBeGreaterThan(35);
  },
};
