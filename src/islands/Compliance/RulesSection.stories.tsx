import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { COMPLIANCE_RULES, type ComplianceRule } from '../../lib/compliance-rules';
import { RulesSection } from './RulesSection';

/** 계산 기준: every rule the page computes with, its figure and source; unconfirmed readings say 「확인 필요」. */
const meta = {
  title: 'Islands/Compliance/RulesSection',
  component: RulesSection,
} satisfies Meta<typeof RulesSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  name: '접힘 (처음)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('계산 기준')).toBeVisible();
    await expect(canvas.getByText(COMPLIANCE_RULES.initialTraining.figure)).not.toBeVisible();
    await userEvent.click(canvas.getByText('계산 기준'));
    await expect(canvas.getByText(COMPLIANCE_RULES.initialTraining.figure)).toBeVisible();
  },
};

export const Open: Story = {
  name: '펼침',
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rules: ComplianceRule[] = Object.values(COMPLIANCE_RULES);
    await expect(canvas.getAllByRole('term')).toHaveLength(rules.length);
    await expect(canvas.getByText('근거: 약사법 제47조제4항, 시행규칙 별지 제23호의8')).toBeVisible();
    // Every reading not confirmed is flagged, with its note.
    const unverified = rules.filter((rule) => rule.unverified);
    const flags = canvas.getAllByText('확인 필요');
    await expect(flags).toHaveLength(unverified.length);
    const refresher = flags.map((flag) => flag.closest('div')!).find((row) => row.textContent?.includes('보수교육'))!;
    await expect(refresher).toHaveTextContent(COMPLIANCE_RULES.refresherTraining.unverified!);
  },
};
