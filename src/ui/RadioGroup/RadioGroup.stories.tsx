import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PartnerContractType } from '@/api/enums';
import { RadioGroup } from './RadioGroup';

const options = PartnerContractType.values.map((v) => ({ value: v, label: PartnerContractType.label(v) }));

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: '계약 유형', options, onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: '계약 유형' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: '개인계약' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('INDIVIDUAL');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '법인계약' })).toBeChecked());
  },
};
export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'ORGANIZATION' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'INDIVIDUAL' } };
export const LongKoreanText: Story = {
  args: {
    label: '신고 사유를 선택해주세요',
    options: [
      { value: 'a', label: '홍보/스팸 (동일한 내용을 반복해서 게시하거나 광고성 링크를 포함한 경우)' },
      { value: 'b', label: '개인정보 노출 (연락처, 주소 등 타인의 개인정보가 포함된 경우)' },
      { value: 'c', label: '기타', disabled: true },
    ],
  },
};
