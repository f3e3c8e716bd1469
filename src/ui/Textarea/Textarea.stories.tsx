import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { Textarea, type TextareaProps } from './Textarea';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: { label: '문의 내용', placeholder: '문의하실 내용을 입력해주세요.' },
  decorators: [
    (Story) => (
      <div className={css({ width: '480px', maxWidth: '100%' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: '문의 내용' });
    await userEvent.type(box, '정산 금액이 다릅니다.');
    await expect(box).toHaveValue('정산 금액이 다릅니다.');
  },
};
function CountedTextarea(args: TextareaProps) {
  const [value, setValue] = useState('계약서 재발급을 요청합니다.');
  return (
    <Textarea
      {...args}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      maxLength={500}
      showCount
      helpText="개인정보는 입력하지 마세요."
    />
  );
}

export const WithCount: Story = { render: (args) => <CountedTextarea {...args} /> };
export const WithError: Story = { args: { required: true, errorText: '문의 내용을 입력해주세요.' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '답변이 완료된 문의는 수정할 수 없습니다.' } };
export const LongKoreanText: Story = {
  args: {
    defaultValue:
      '안녕하세요. 지난달 제출한 실적(EDI) 중 일부 거래처의 처방 내역이 누락된 것 같아 문의드립니다. 서울특별시 강남구 소재 의원 두 곳의 6월 처방분이 입력완료 상태로 바뀌지 않고 계속 처리중으로 표시되고 있습니다. 확인 부탁드립니다.',
    rows: 5,
  },
};
