import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { Card } from './Card';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: '공지사항',
    description: '최근 7일 이내 등록된 공지입니다.',
    children: <Text as="p">2025년 하반기 정산 일정 안내</Text>,
  },
  decorators: [
    (Story) => (
      <div className={css({ maxWidth: '420px' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Outline: Story = {};
export const Elevated: Story = { args: { variant: 'elevated' } };
export const Filled: Story = { args: { variant: 'filled' } };
export const Brand: Story = { args: { variant: 'brand' } };
export const WithActionsAndFooter: Story = {
  args: {
    actions: (
      <Button size="sm" variant="link" href="/customer-service/notice">
        더보기
      </Button>
    ),
    footer: <Button size="sm">확인</Button>,
  },
};
// One link as a whole (home shortcuts): hover border and shadow, focus ring on the card.
export const Interactive: Story = {
  render: () => (
    <ul className={css({ display: 'grid', gap: '4' })}>
      <li>
        <Card as="a" href="/products" interactive title="제품검색">
          <Text tone="muted" wrap>
            성분명·제품명·제약사로 제품과 수수료율, 대체 가능 의약품을 찾습니다.
          </Text>
        </Card>
      </li>
      <li>
        <Card as="a" href="/events" interactive variant="filled" title="이벤트">
          <Text tone="muted" wrap>
            회원 전용 이벤트와 제휴 혜택을 확인합니다.
          </Text>
        </Card>
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /제품검색/ });
    await expect(link).toHaveAttribute('href', '/products');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
export const BodyOnly: Story = { args: { title: undefined, description: undefined } };
export const LongKoreanText: Story = {
  args: {
    title: '거래처별 제품 정산승인내역 상세 (2025년 06월 처방분)',
    description: '정산승인된 금액은 제약사 정책에 따라 변경될 수 있으며, 최종 지급액은 세금계산서 발행 후 확정됩니다.',
    children: (
      <Text as="p" wrap>
        서울특별시 강남구 논현로 사랑의 가정의학과 의원에서 처방된 제품의 정산 내역입니다. 이의가 있는 경우 정산요청 화면에서 이의신청을
        해주세요.
      </Text>
    ),
  },
};
