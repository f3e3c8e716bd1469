import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { Switch } from './Switch';

const meta = { title: 'Components/Switch', component: Switch, args: { children: 'SMS 수신', onCheckedChange: fn() } } satisfies Meta<
  typeof Switch
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const sw = within(canvasElement).getByRole('switch', { name: 'SMS 수신' });
    await userEvent.click(sw);
    await expect(sw).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};
export const States: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '3' })}>
      <Switch>꺼짐</Switch>
      <Switch defaultChecked>켜짐</Switch>
      <Switch disabled>비활성</Switch>
      <Switch disabled defaultChecked>
        비활성 · 켜짐
      </Switch>
    </div>
  ),
};
export const LongKoreanText: Story = {
  args: { children: '이벤트 및 혜택 정보를 이메일과 앱 푸시로 받겠습니다 (언제든지 해제할 수 있습니다)' },
};
