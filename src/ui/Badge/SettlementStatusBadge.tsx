import { SettlementAnswer, SettlementConfirmation, SettlementStatus } from '@/api/settlement-enums';
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

export type SettlementAnswerBadgeProps = Omit<BadgeProps, 'tone' | 'children'> & { answer: SettlementAnswer };

/** Staff's answer: 지급완료 (success, solid), 이의신청 수용 (brand), 이의신청 거절 (danger). */
export function SettlementAnswerBadge({ answer, ...rest }: SettlementAnswerBadgeProps) {
  const tone = answer === 'PAID' ? 'success' : answer === 'OBJECTION_ACCEPTED' ? 'brand' : 'danger';
  return (
    <Badge tone={tone} variant={answer === 'PAID' ? 'solid' : undefined} data-answer={answer} {...rest}>
      {SettlementAnswer.label(answer)}
    </Badge>
  );
}

export type SettlementConfirmationBadgeProps = Omit<BadgeProps, 'tone' | 'children'> & { confirmation: SettlementConfirmation };

/** Whether the member's month is confirmed: 확정 (brand, solid) or 미확정 (neutral). */
export function SettlementConfirmationBadge({ confirmation, ...rest }: SettlementConfirmationBadgeProps) {
  const confirmed = confirmation === 'CONFIRMED';
  return (
    <Badge tone={confirmed ? 'brand' : 'neutral'} variant={confirmed ? 'solid' : undefined} data-confirmation={confirmation} {...rest}>
      {SettlementConfirmation.label(confirmation)}
    </Badge>
  );
}
