import { NoticeStatus } from '../../api/compliance-enums';
import { Badge, type BadgeProps } from '../../ui/Badge/Badge';

type Tone = NonNullable<Extract<BadgeProps['tone'], string>>;

const noticeTone: Record<NoticeStatus, Tone> = { OVERDUE: 'danger', DUE_SOON: 'warning', TODO: 'neutral', SENT: 'success' };

/** A re-delegation notice's status with its Korean label (기한 경과, 기한 임박, 작성 전, 통보 완료); late is solid red. */
export function NoticeStatusBadge({ status }: { status: NoticeStatus }) {
  return (
    <Badge tone={noticeTone[status]} variant={status === 'OVERDUE' ? 'solid' : 'subtle'} data-status={status}>
      {NoticeStatus.label(status)}
    </Badge>
  );
}
