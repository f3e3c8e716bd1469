import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { Button } from './Button';
import { ChevronRightIcon, UploadIcon } from '../icons';

const row = css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' });
const grid = css({ display: 'grid', gap: '4' });

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: '저장하기', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['solid', 'outline', 'ghost', 'link'] },
    tone: { control: 'inline-radio', options: ['brand', 'neutral', 'danger', 'onDark'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '저장하기' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(button).toHaveAttribute('type', 'button');
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className={grid}>
      {(['brand', 'neutral', 'danger'] as const).map((tone) => (
        <div key={tone} className={row}>
          {(['solid', 'outline', 'ghost', 'link'] as const).map((variant) => (
            <Button key={variant} {...args} tone={tone} variant={variant}>
              {`${variant} · ${tone}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};

// For a surface that is dark in both colour modes (the home hero): light buttons, white focus ring.
const darkPanel = css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap', p: '6', borderRadius: 'xl', bg: 'navy.700' });

export const OnDark: Story = {
  render: (args) => (
    <div className={darkPanel}>
      {(['solid', 'outline', 'ghost', 'link'] as const).map((variant) => (
        <Button key={variant} {...args} tone="onDark" variant={variant} size="lg">
          {variant === 'solid'
            ? '실적 입력하기'
            : variant === 'outline'
              ? '정산내역 보기'
              : variant === 'ghost'
                ? '제품 검색하기'
                : '파트너 계약 안내'}
        </Button>
      ))}
      <Button tone="onDark" variant="outline" href="/partnership" size="lg">
        제휴문의
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '제휴문의' });
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: '실적 입력하기' })).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/partnership');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className={row}>
      <Button {...args} size="sm">
        작게
      </Button>
      <Button {...args} size="md">
        보통
      </Button>
      <Button {...args} size="lg">
        크게
      </Button>
    </div>
  ),
};

export const WithIcons: Story = {
  render: (args) => (
    <div className={row}>
      <Button {...args} startIcon={<UploadIcon />}>
        파일 올리기
      </Button>
      <Button {...args} variant="outline" endIcon={<ChevronRightIcon />}>
        자세히 보기
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: '로그인' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '로그인' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div className={row}>
      {(['solid', 'outline', 'ghost', 'link'] as const).map((variant) => (
        <Button key={variant} {...args} variant={variant} disabled>
          사용할 수 없음
        </Button>
      ))}
    </div>
  ),
};

export const AsLink: Story = {
  args: { href: '/partner-contract', children: '계약하기' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '계약하기' });
    await expect(link).toHaveAttribute('href', '/partner-contract');
  },
};

export const AsChild: Story = {
  render: () => (
    <Button asChild variant="outline">
      <a href="/mypage/info">마이페이지</a>
    </Button>
  ),
};

export const FullWidth: Story = { args: { fullWidth: true, size: 'lg', children: '로그인' } };

export const LongKoreanText: Story = {
  args: { children: '거래처별 제품 정산승인내역 상세 엑셀 파일 다운로드 요청하기' },
  render: (args) => (
    <div className={css({ width: '240px', display: 'grid', gap: '2' })}>
      <Button {...args} />
      <Button {...args} size="sm" variant="outline" />
    </div>
  ),
};
