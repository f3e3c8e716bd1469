import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Tooltip } from './Tooltip';
import { IconButton } from '../IconButton/IconButton';
import { InfoIcon } from '../icons';

const meta = {
  title: 'Components/Tooltip',
  // Overlays (portals, focus traps) each get their own iframe on the docs page.
  parameters: { layout: 'centered', docs: { story: { inline: false, iframeHeight: 240 } } },
  component: Tooltip,
  args: {
    content: '기본수수료율은 제약사 정책에 따라 변경될 수 있습니다.',
    children: (
      <IconButton aria-label="수수료율 안내">
        <InfoIcon />
      </IconButton>
    ),
    openDelay: 0,
  },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '수수료율 안내' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('제약사 정책');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};
export const Open: Story = { args: { defaultOpen: true } };
export const Bottom: Story = { args: { defaultOpen: true, placement: 'bottom' } };

export const LongKoreanText: Story = {
  args: {
    defaultOpen: true,
    content:
      '기본수수료율은 제약사가 정한 기준 수수료율이며, 실제 정산 시에는 거래처 유형과 처방 수량에 따라 추가 수수료가 붙거나 차감될 수 있습니다.',
  },
};
