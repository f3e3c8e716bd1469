import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { COMPLIANCE_RULES } from '../../lib/compliance-rules';
import { WithdrawalRetention } from './WithdrawalRetention';

/** 회원탈퇴: the records the law keeps after a withdrawal, how many and until when (rendered on the server as plain HTML). */
const meta = {
  title: 'Islands/MyPage/WithdrawalRetention',
  component: WithdrawalRetention,
  args: {
    records: [
      { entity: 'EXPENDITURE', count: 12, retainUntil: '2031-03-31' },
      { entity: 'DEALER_CONTRACT', count: 3, retainUntil: null },
      { entity: 'REDELEGATION_NOTICE', count: 4, retainUntil: '2031-10-31' },
    ],
  },
} satisfies Meta<typeof WithdrawalRetention>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Kept: Story = {
  name: '보존되는 기록',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: '탈퇴 후에도 법에 따라 보존되는 기록' });
    const kept = within(canvas.getByRole('list', { name: '보존되는 기록' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    // In the order of the kinds of record; an open contract is kept until 5 years after it ends.
    await expect(kept).toEqual([
      '재위탁 통보 4건 · 2031년 10월 31일까지',
      '재위탁계약 3건 · 계약 종료 후 5년',
      '지출 기록 12건 · 2031년 3월 31일까지',
    ]);
    await expect(section).toHaveTextContent('누구에게도 보이지 않게 따로 보관하고, 보존 기간이 끝나면 자동으로 삭제합니다.');
    await expect(section).toHaveTextContent('그 밖의 회원 정보(이름, 연락처, 이메일 등)는 탈퇴할 때 바로 삭제됩니다.');
    await expect(canvas.getByRole('link', { name: '컴플라이언스' })).toHaveAttribute('href', '/compliance');
    const rules = within(canvas.getByRole('list', { name: '보존 근거' })).getAllByRole('listitem');
    await expect(rules[0]).toHaveTextContent(COMPLIANCE_RULES.recordRetention.figure);
    await expect(rules[1]).toHaveTextContent(COMPLIANCE_RULES.expenditureReport.figure);
  },
};

export const ExpendituresOnly: Story = {
  name: '지출 기록만',
  args: { records: [{ entity: 'EXPENDITURE', count: 1, retainUntil: '2032-03-31' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('지출 기록')).toBeVisible();
    const rules = within(canvas.getByRole('list', { name: '보존 근거' })).getAllByRole('listitem');
    await expect(rules).toHaveLength(1);
    await expect(rules[0]).toHaveTextContent(COMPLIANCE_RULES.expenditureReport.source);
  },
};

export const NotLoaded: Story = {
  name: '확인하지 못함',
  args: { records: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/보존되는 기록을 지금 확인하지 못했습니다./)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: '보존되는 기록' })).not.toBeInTheDocument();
    await expect(within(canvas.getByRole('list', { name: '보존 근거' })).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Nothing: Story = {
  name: '보존할 기록 없음',
  args: { records: [] },
  // The box renders nothing at all: the frame only shows where it would be on the withdrawal screen.
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: '8px', padding: '12px', border: '1px dashed', borderRadius: '8px', maxWidth: '640px' }}>
        <p style={{ margin: 0 }}>보존할 기록이 없는 회원: 이 자리에 아무것도 나오지 않습니다.</p>
        <div data-testid="slot">
          <Story />
        </div>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/보존되는 기록/)).not.toBeInTheDocument();
    await expect(canvas.getByTestId('slot')).toBeEmptyDOMElement();
  },
};
