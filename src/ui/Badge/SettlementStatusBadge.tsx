import { SettlementStatus } from '@/api/settlement-enums';
import { Badge, type BadgeProps } from './Badge';

export type SettlementStatusBadgeProps = Omit<BadgeProps, 'tone' | 'children'> & { status: SettlementStatus };

/**
 * A settlement's answer with its Korean label: REQUEST 정산요청 (success), OBJECTION 이의신청 (warning). A module of its own,
 * so the pages that show other statuses do not carry the settlement labels.
 */
export function SettlementStatusBadge({ status, ...rest }: SettlementStatusBadgeProps) {
  return (
    <Badge tone={status === 'REQUEST' ? 'success' : 'warning'} data-status={status} {...rest}>
      {SettlementStatus.label(status)}
    </Badge>
  );
}
