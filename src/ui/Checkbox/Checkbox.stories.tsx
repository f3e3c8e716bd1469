import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { Checkbox, CheckboxGroup } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: '아이디 저장', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: '아이디 저장' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const States: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '3' })}>
      <Checkbox>선택 안 됨</Checkbox>
      <Checkbox defaultChecked>선택됨</Checkbox>
      <Checkbox checked="indeterminate">일부 선택</Checkbox>
      <Checkbox disabled>비활성</Checkbox>
      <Checkbox disabled defaultChecked>
        비활성 · 선택됨
      </Checkbox>
      <Checkbox invalid>필수 동의 항목</Checkbox>
    </div>
  ),
};

export const Sizes: Story = {
  render: () => (
    <div className={css({ display: 'flex', gap: '5', alignItems: 'center' })}>
      <Checkbox size="sm" defaultChecked>
        작게
      </Checkbox>
      <Checkbox size="md" defaultChecked>
        보통
      </Checkbox>
      <Checkbox size="lg" defaultChecked>
        크게
      </Checkbox>
    </div>
  ),
};

export const Group: StoryObj<typeof CheckboxGroup> = {
  render: () => (
    <CheckboxGroup
      label="마케팅 정보 수신"
      defaultValue={['sms']}
      options={[
        { value: 'sms', label: 'SMS' },
        { value: 'email', label: '이메일' },
        { value: 'push', label: '앱 푸시' },
      ]}
    />
  ),
};

export const LongKoreanText: Story = {
  args: { children: '[필수] 개인정보 수집 및 이용에 동의합니다. 수집된 개인정보는 회원 탈퇴 시까지 보관되며 관계 법령에 따라 파기됩니다.' },
  decorators: [
    (Story) => (
      <div className={css({ width: '320px', '& label': { whiteSpace: 'normal' } })}>
        <Story />
      </div>
    ),
  ],
};
