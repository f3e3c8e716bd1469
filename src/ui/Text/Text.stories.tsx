import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from 'styled-system/css';
import { Heading, Text } from './Text';

const meta = {
  title: 'Components/Typography',
  component: Text,
  args: { children: '메디판다 파트너 포털', textStyle: 'mediumText.R' },
  argTypes: {
    textStyle: {
      control: 'select',
      options: [
        'heading3.B',
        'heading3.M',
        'heading3.R',
        'heading1.7B',
        'heading2.B',
        'heading2.M',
        'heading2.R',
        'heading4.B',
        'heading4.M',
        'heading4.R',
        'heading5.B',
        'heading5.M',
        'heading5.R',
        'normalText.B',
        'normalText.M',
        'normalText.R',
        'largeText.B',
        'largeText.M',
        'largeText.R',
        'mediumText.B',
        'mediumText.M',
        'mediumText.R',
        'smallText.B',
        'smallText.M',
        'smallText.R',
      ],
    },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Headings: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '3' })}>
      <Heading as="h1" textStyle="heading3.B">
        heading3.B 36px 실적관리
      </Heading>
      <Heading as="h2" textStyle="heading1.7B">
        heading1.7B 28px 정산
      </Heading>
      <Heading as="h3" textStyle="heading2.B">
        heading2.B 24px 커뮤니티
      </Heading>
      <Heading as="h4" textStyle="heading4.B">
        heading4.B 20px 제품검색
      </Heading>
      <Heading as="h5" textStyle="heading5.B">
        heading5.B 18px 공지사항
      </Heading>
    </div>
  ),
};

export const Tones: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '1' })}>
      {(['default', 'muted', 'subtle', 'brand', 'danger', 'success'] as const).map((tone) => (
        <Text key={tone} as="p" tone={tone} textStyle="largeText.M">
          {tone}: 입력이 완료되었습니다.
        </Text>
      ))}
    </div>
  ),
};

const long =
  '본 포털은 제약사와 계약된 영업 파트너(CSO)를 위한 서비스입니다. 실적(EDI) 입력, 딜러별 정산내역 확인, 매출통계 조회 및 커뮤니티 기능을 제공하며, 계약회원만 일부 메뉴에 접근할 수 있습니다.';

export const LongKoreanText: Story = {
  render: () => (
    <div className={css({ width: '320px', display: 'grid', gap: '4' })}>
      <Text as="p" textStyle="mediumText.R" truncate>
        기본(잘림): {long}
      </Text>
      <Text as="p" textStyle="mediumText.R" wrap>
        wrap: {long}
      </Text>
      <Heading as="h2" textStyle="heading4.B" wrap>
        길어지는 제목도 wrap을 켜면 단어 단위로 줄바꿈됩니다
      </Heading>
    </div>
  ),
};
