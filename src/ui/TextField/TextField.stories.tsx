import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { TextField } from './TextField';

const stack = css({ display: 'grid', gap: '5', width: '360px', maxWidth: '100%' });

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: '아이디', placeholder: '아이디를 입력해주세요.', name: 'userId' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '아이디' });
    await userEvent.type(input, 'medipanda');
    await expect(input).toHaveValue('medipanda');
  },
};

export const Required: Story = {
  args: { required: true, helpText: '영문, 숫자 6~20자' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /아이디/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('영문, 숫자 6~20자');
  },
};

export const WithError: Story = {
  args: { required: true, defaultValue: 'ab', errorText: '아이디는 6자 이상 입력해주세요.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /아이디/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/6자 이상/);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className={stack}>
      <TextField {...args} size="sm" label="작게 (sm)" />
      <TextField {...args} size="md" label="보통 (md)" />
      <TextField {...args} size="lg" label="크게 (lg)" />
    </div>
  ),
};

export const States: Story = {
  render: (args) => (
    <div className={stack}>
      <TextField {...args} label="비활성" disabled defaultValue="수정할 수 없음" />
      <TextField {...args} label="읽기 전용" readOnly defaultValue="2025-01-01" />
      <TextField {...args} label="숨긴 라벨" hideLabel placeholder="검색어를 입력해주세요." />
    </div>
  ),
};

export const LongKoreanText: Story = {
  args: {
    label: '거래처명 (요양기관명칭 또는 사업자등록증상의 상호를 정확하게 입력해주세요)',
    helpText: '입력한 거래처명은 정산 요청 시 제약사에 전달되며, 오탈자가 있는 경우 정산이 지연될 수 있습니다. 정확하게 입력해주세요.',
    defaultValue: '서울특별시 강남구 논현로 사랑의 가정의학과 의원 및 부속 약국',
  },
  render: (args) => (
    <div className={stack}>
      <TextField {...args} />
    </div>
  ),
};
