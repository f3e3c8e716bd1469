import type { Meta, StoryObj } from '@storybook/react-vite';
import { ColorTokens, LayoutTokens, TypographyTokens } from './docs/Tokens';

/** Token pages, generated from panda.config's token definitions (src/theme/*.ts). */
const meta = {
  title: 'Tokens',
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = { name: '색상 (Colors)', render: () => <ColorTokens /> };
export const Typography: Story = { name: '타이포그래피 (Typography)', render: () => <TypographyTokens /> };
export const SpacingRadii: Story = { name: '간격·모서리 (Spacing, radii)', render: () => <LayoutTokens /> };
