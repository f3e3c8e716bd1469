import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Accordion } from './Accordion';

const items = [
  {
    value: 'q1',
    title: '계약회원은 어떻게 신청하나요?',
    content: '마이페이지의 「계약하기」에서 사업자등록증과 CSO 신고증을 제출하면 검토 후 승인됩니다.',
  },
  { value: 'q2', title: '실적(EDI)은 언제까지 입력해야 하나요?', content: '처방월 기준 다음 달 10일까지 입력할 수 있습니다.' },
  { value: 'q3', title: '정산금은 언제 지급되나요?', content: '정산요청 후 세금계산서가 발행되면 매월 25일에 지급됩니다.' },
];

const meta = { title: 'Components/Accordion', component: Accordion, args: { items } } satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: '계약회원은 어떻게 신청하나요?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/사업자등록증과 CSO 신고증/)).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('button', { name: '실적(EDI)은 언제까지 입력해야 하나요?' })).toHaveFocus());
  },
};
export const OpenItem: Story = { args: { defaultValue: ['q2'] } };
export const Multiple: Story = { args: { multiple: true, defaultValue: ['q1', 'q3'] } };
export const LongKoreanText: Story = {
  args: {
    defaultValue: ['long'],
    items: [
      {
        value: 'long',
        title:
          '딜러별 정산내역에서 거래처별 제품 정산승인내역 상세를 확인하려면 어떻게 해야 하나요? 금액이 다르게 보이는 경우도 알려주세요.',
        content:
          '「정산」 메뉴의 「딜러별 정산내역」에서 해당 딜러를 선택한 뒤 오른쪽 목록의 거래처를 누르면 거래처별 제품 정산승인내역 상세가 열립니다. 제약사 정책 변경으로 수수료율이 바뀐 경우 금액이 다르게 보일 수 있으며, 이때는 이의신청을 해주세요.',
      },
    ],
  },
};
