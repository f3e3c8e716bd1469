import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { Carousel } from './Carousel';

// Inline SVG banners: no network and no text (an image's SVG text falls back to whatever fonts the machine has, so
// its pixels would differ between machines); banner n shows n white dots.
const banner = (bg: string, dots: number) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="602" height="180"><rect width="100%" height="100%" fill="${bg}"/>${Array.from(
      { length: dots },
      (_, i) => `<circle cx="${60 + i * 40}" cy="90" r="12" fill="#fff"/>`,
    ).join('')}</svg>`,
  )}`;

const slides = [
  { id: 1, imageSrc: banner('#4D12EE', 1), alt: '신규 파트너 모집 이벤트', href: '/events/1' },
  { id: 2, imageSrc: banner('#0E2148', 2), alt: '6월 정산 일정 안내', href: '/customer-service/notice/2' },
  { id: 3, imageSrc: banner('#15703C', 3), alt: 'CSO 교육 이수 안내' },
];

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: { slides, 'aria-label': '메인 배너' },
  decorators: [
    (Story) => (
      <div className={css({ width: '602px', maxWidth: '100%' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: '다음 배너' });
    await userEvent.click(next);
    await waitFor(() => expect(canvas.getByRole('button', { name: '2번째 배너 보기' })).toHaveAttribute('data-current'));
    await userEvent.click(canvas.getByRole('button', { name: '3번째 배너 보기' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: '3번째 배너 보기' })).toHaveAttribute('data-current'));
  },
};
export const Autoplay: Story = { args: { autoplay: 5000 } };
export const SingleSlide: Story = { args: { slides: slides.slice(0, 1) } };
