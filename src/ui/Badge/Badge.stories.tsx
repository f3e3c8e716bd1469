import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { ApprovalStatus, PrescriptionStatus } from '@/api/enums';
import { SettlementStatus } from '@/api/settlement-enums';
import { ComplianceStatus } from '@/api/compliance-enums';
import { Badge, ContractBadge, StatusBadge } from './Badge';
import { SettlementStatusBadge } from './SettlementStatusBadge';
import { ComplianceStatusBadge } from './ComplianceStatusBadge';

const row = css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' });

const meta = { title: 'Components/Badge', component: Badge, args: { children: 'NEW' } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '3' })}>
      {(['subtle', 'solid', 'outline'] as const).map((variant) => (
        <div key={variant} className={row}>
          {(['brand', 'neutral', 'success', 'warning', 'danger', 'info'] as const).map((tone) => (
            <Badge key={tone} tone={tone} variant={variant}>
              {tone}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
};

// On a surface that is dark in both colour modes (home hero: member type and contract state).
export const OnDark: Story = {
  render: () => (
    <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap', p: '6', borderRadius: 'xl', bg: 'navy.700' })}>
      <Badge tone="onDark" variant="solid">
        개인 · 계약중
      </Badge>
      <Badge tone="onDark" variant="subtle">
        CSO · 미계약
      </Badge>
      <Badge tone="onDark" variant="outline">
        NEW
      </Badge>
      <Badge tone="onDark" variant="solid" size="lg">
        법인 · 계약중
      </Badge>
    </div>
  ),
};

export const Sizes: Story = {
  render: () => (
    <div className={row}>
      <Badge size="sm" tone="brand">
        작게
      </Badge>
      <Badge size="md" tone="brand">
        보통
      </Badge>
      <Badge size="lg" tone="brand">
        크게
      </Badge>
    </div>
  ),
};

export const PrescriptionStatuses: Story = {
  render: () => (
    <div className={row}>
      {PrescriptionStatus.values.map((s) => (
        <StatusBadge key={s} kind="prescription" status={s} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('접수대기처리중입력완료');
  },
};

export const ApprovalStatuses: Story = {
  render: () => (
    <div className={row}>
      {ApprovalStatus.values.map((s) => (
        <StatusBadge key={s} kind="approval" status={s} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const s of ApprovalStatus.values) await expect(within(canvasElement).getByText(ApprovalStatus.label(s))).toBeInTheDocument();
  },
};

export const SettlementStatuses: Story = {
  render: () => (
    <div className={row}>
      {SettlementStatus.values.map((s) => (
        <SettlementStatusBadge key={s} status={s} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('정산요청이의신청');
  },
};

export const ComplianceStatuses: Story = {
  render: () => (
    <div className={row}>
      {ComplianceStatus.values.map((s) => (
        <ComplianceStatusBadge key={s} status={s} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const s of ComplianceStatus.values)
      await expect(within(canvasElement).getByText(ComplianceStatus.label(s))).toHaveAttribute('data-status', s);
  },
};

export const Contract: Story = {
  render: () => (
    <div className={row}>
      <ContractBadge memberType="INDIVIDUAL" />
      <ContractBadge memberType="ORGANIZATION" />
      <ContractBadge memberType="CSO" />
      <ContractBadge memberType="NONE" />
      <ContractBadge memberType="NONE" contractStatus="PENDING" />
      <ContractBadge memberType="CSO" contractStatus="REJECTED" />
    </div>
  ),
};

export const LongKoreanText: Story = { args: { children: '계약회원 전용 · 정산 이의신청 처리중', tone: 'info' } };
