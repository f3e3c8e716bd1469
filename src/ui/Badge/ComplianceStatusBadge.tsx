import { ComplianceStatus } from '@/api/compliance-enums';
import { Badge, type BadgeProps } from './Badge';

/**
 * How each compliance status looks: late red, missing red outlined, soon amber, later blue, done green (the palette
 * roles pass contrast in both colour modes). Server-rendered parts use it with the `badge` recipe directly.
 */
export const complianceStatusLook: Record<ComplianceStatus, Pick<BadgeProps, 'tone' | 'variant'>> = {
  OVERDUE: { tone: 'danger', variant: 'solid' },
  MISSING: { tone: 'danger', variant: 'outline' },
  DUE_SOON: { tone: 'warning', variant: 'subtle' },
  UPCOMING: { tone: 'info', variant: 'subtle' },
  DONE: { tone: 'success', variant: 'subtle' },
};

export type ComplianceStatusBadgeProps = Omit<BadgeProps, 'tone' | 'variant' | 'children'> & { status: ComplianceStatus };

/**
 * A compliance item's status with its Korean label (기한 경과, 미제출, 기한 임박, 예정, 완료). A module of its own and
 * not in the kit's index: import it from here, so the pages that show other statuses do not carry it.
 */
export function ComplianceStatusBadge({ status, ...rest }: ComplianceStatusBadgeProps) {
  return (
    <Badge {...complianceStatusLook[status]} data-status={status} {...rest}>
      {ComplianceStatus.label(status)}
    </Badge>
  );
}
