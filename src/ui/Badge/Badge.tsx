import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { badge, type BadgeVariantProps } from 'styled-system/recipes';
import {
  ApprovalStatus,
  PrescriptionStatus,
  contractBadgeKind,
  contractBadgeLabel,
  type ContractBadgeKind,
  type MemberType,
  type PartnerContractStatus,
} from '@/api/enums';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & BadgeVariantProps & { children?: ReactNode };

/** A small pill label. No hooks: renders on the server. */
export function Badge({ tone, variant, size, className, ...rest }: BadgeProps) {
  return <span className={cx(badge({ tone, variant, size }), className)} {...rest} />;
}

type Tone = NonNullable<Extract<BadgeVariantProps['tone'], string>>;

const prescriptionTone: Record<PrescriptionStatus, Tone> = { PENDING: 'warning', IN_PROGRESS: 'info', COMPLETED: 'success' };
const approvalTone: Record<ApprovalStatus, Tone> = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'danger', CANCELLED: 'neutral' };

export type StatusBadgeProps = Omit<BadgeProps, 'tone' | 'children'> &
  ({ kind: 'prescription'; status: PrescriptionStatus } | { kind: 'approval'; status: ApprovalStatus });

/**
 * Processing (EDI) and approval statuses with their Korean labels from src/api/enums.ts:
 * PENDING 접수대기 / IN_PROGRESS 처리중 / COMPLETED 입력완료; 승인대기 / 승인 / 반려 / 취소.
 */
export function StatusBadge(props: StatusBadgeProps) {
  const { kind, status, ...rest } = props;
  const [label, tone] =
    kind === 'prescription'
      ? [PrescriptionStatus.label(status as PrescriptionStatus), prescriptionTone[status as PrescriptionStatus]]
      : [ApprovalStatus.label(status as ApprovalStatus), approvalTone[status as ApprovalStatus]];
  return (
    <Badge tone={tone} data-status={status} {...rest}>
      {label}
    </Badge>
  );
}

export type ContractBadgeProps = Omit<BadgeProps, 'tone' | 'variant' | 'children'> & {
  memberType: MemberType;
  /** The member's contract application status (PENDING shows 검토중). */
  contractStatus?: PartnerContractStatus | null;
};

/** How each contract badge looks: 계약중 filled violet, 검토중 warning outline, 미계약 red outline. */
export const contractBadgeLook: Record<ContractBadgeKind, Pick<BadgeVariantProps, 'tone' | 'variant'>> = {
  CONTRACTED: { tone: 'brand', variant: 'solid' },
  REVIEW: { tone: 'warning', variant: 'outline' },
  NONE: { tone: 'danger', variant: 'outline' },
};

/** The header's contract pill: 계약중 for contract members, 검토중 while an application is reviewed, else 미계약. */
export function ContractBadge({ memberType, contractStatus, ...rest }: ContractBadgeProps) {
  return (
    <Badge {...contractBadgeLook[contractBadgeKind(memberType, contractStatus)]} {...rest}>
      {contractBadgeLabel(memberType, contractStatus)}
    </Badge>
  );
}
