import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from 'styled-system/css';
import { Link } from './Link';
import { Text } from '../Text/Text';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/terms', children: '이용약관' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <div className={css({ display: 'flex', gap: '4' })}>
      <Link {...args} tone="brand">
        brand
      </Link>
      <Link {...args} tone="neutral">
        neutral
      </Link>
      <Link {...args} tone="muted">
        muted
      </Link>
      <Link {...args} tone="danger" href="/partner-contract">
        계약하기
      </Link>
    </div>
  ),
};

export const Underline: Story = {
  render: (args) => (
    <div className={css({ display: 'flex', gap: '4' })}>
      <Link {...args} underline="always">
        항상 밑줄
      </Link>
      <Link {...args} underline="hover">
        마우스를 올리면 밑줄
      </Link>
      <Link {...args} underline="none" tone="neutral">
        밑줄 없음
      </Link>
    </div>
  ),
};

export const External: Story = { args: { href: 'mailto:info@knmedicine.com', external: true, children: 'info@knmedicine.com' } };

export const InlineInLongKoreanText: Story = {
  render: (args) => (
    <Text as="p" wrap className={css({ maxWidth: '360px' })}>
      회원가입을 진행하면 <Link {...args}>이용약관</Link> 및{' '}
      <Link {...args} href="/privacy">
        개인정보처리방침
      </Link>
      에 동의하는 것으로 간주합니다. 자세한 내용은 고객센터로 문의해 주세요.
    </Text>
  ),
};
